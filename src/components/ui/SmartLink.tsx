// One link for every kind of target: site routes through Gatsby's router, a place on the page
// itself as a plain #anchor, everything else as a plain anchor, and outbound https links in a new
// tab without an opener. A link whose words are its address is marked, so that paper does not
// print the address twice (global.css).
import React, { createContext, useContext } from "react"
import { Link } from "gatsby"
import { showsItsAddress } from "../../vocabulary/addresses"

/** The address of the page being drawn (Layout.tsx), against which a link to a place on it is told apart. */
export const PagePath = createContext<string | undefined>(undefined)

type SmartLinkProps = { to: string; className?: string; children: React.ReactNode } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">

export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  const here = useContext(PagePath)?.replace(/(.)\/$/, "$1")
  const bare = typeof children === "string" && showsItsAddress(children, to) ? { "data-bare": "" } : {}
  if (here !== undefined && to.startsWith(`${here}#`)) {
    return (
      <a href={to.slice(here.length)} {...bare} {...rest}>
        {children}
      </a>
    )
  }
  if (to.startsWith("/")) {
    return (
      <Link to={to} {...bare} {...rest}>
        {children}
      </Link>
    )
  }
  const external = to.startsWith("https://")
  return (
    <a href={to} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...bare} {...rest}>
      {children}
    </a>
  )
}
