// One link for every kind of target: site routes through Gatsby's router, everything
// else as a plain anchor, and outbound https links in a new tab without an opener.
import React from "react"
import { Link } from "gatsby"

type SmartLinkProps = { to: string; className?: string; children: React.ReactNode } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">

export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  if (to.startsWith("/")) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    )
  }
  const external = to.startsWith("https://")
  return (
    <a href={to} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  )
}
