// The site header: brand, section links, Sign In and Book a Demo, on one line; where they do not
// all fit (header-fit.ts), a <details> menu that opens without JavaScript and closes on Escape or a
// choice with it holds the links, and on a phone the buttons too. The link to the page, or to a page
// it stands under, is marked. Above it, after the skip link, the announcement of the day, which
// scrolls away as the header stays.
import React, { useRef } from "react"
import { Link } from "gatsby"
import type { SiteContent } from "../../vocabulary/schema"
import { MAIN_ID } from "../../vocabulary/page-ids"
import { AnnouncementBand } from "./AnnouncementBand"
import { BrandMark } from "./BrandMark"
import { SmartLink } from "../ui/SmartLink"
import { Container } from "../ui/Container"
import { buttonStyles } from "../ui/buttonStyles"
import { type BarWidth, headerFit } from "./header-fit"

export type HeaderProps = {
  productName: string
  header: SiteContent["header"]
  appLoginUrl: string
  demoUrl: string
  announcement?: SiteContent["announcement"]
  /** The page's address, whose link the header marks. */
  pathname?: string
}

// The link to the page, or to a page it stands under, is set apart by global.css (header [aria-current]).
const navLink = "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900"
// Written out whole, so that Tailwind finds them.
const SHOWN_FROM: Record<BarWidth, string> = { sm: "sm:flex", md: "md:flex", lg: "lg:flex", xl: "xl:flex", never: "" }
const HIDDEN_FROM: Record<BarWidth, string> = { sm: "sm:hidden", md: "md:hidden", lg: "lg:hidden", xl: "xl:hidden", never: "" }

/** How the header marks a link on the page at `pathname`: "page" for the page itself, "true" for a page it stands under (an article under /insights); a place on a page is never marked. */
export function currentMark(to: string, pathname: string | undefined): "page" | "true" | undefined {
  if (pathname === undefined || !to.startsWith("/") || /[#?]/.test(to)) return undefined
  const here = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname
  if (to === here) return "page"
  return to !== "/" && here.startsWith(`${to}/`) ? "true" : undefined
}

export function Header({ productName, header, appLoginUrl, demoUrl, announcement, pathname }: HeaderProps) {
  const menu = useRef<HTMLDetailsElement>(null)
  const closeMenu = (focusToggle: boolean) => {
    if (!menu.current?.open) return
    menu.current.open = false
    if (focusToggle) menu.current.querySelector("summary")?.focus()
  }
  const actions = (
    <>
      <SmartLink to={appLoginUrl} className={buttonStyles.secondary}>
        {header.signIn}
      </SmartLink>
      <SmartLink to={demoUrl} className={buttonStyles.primary}>
        {header.bookDemo}
      </SmartLink>
    </>
  )
  const links = header.links.map((link) => (
    <SmartLink key={link.to} to={link.to} className={navLink} aria-current={currentMark(link.to, pathname)}>
      {link.label}
    </SmartLink>
  ))
  const fit = headerFit({ productName, ...header })

  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-md bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        {header.skipLink}
      </a>
      {announcement && <AnnouncementBand announcement={announcement} />}
      <header className="print:hidden sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <Container className="flex h-16 items-center justify-between gap-4">
          <Link to="/" className="flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-slate-900">
            <BrandMark />
            {productName}
          </Link>
          <nav aria-label="Main" className={`hidden items-center gap-1 ${SHOWN_FROM[fit.links]}`}>
            {links}
          </nav>
          <div className="flex items-center gap-3">
            <div className={`hidden items-center gap-3 whitespace-nowrap ${SHOWN_FROM[fit.actions]}`}>{actions}</div>
            <details
              ref={menu}
              className={`group ${HIDDEN_FROM[fit.links]}`}
              onKeyDown={(event) => event.key === "Escape" && closeMenu(true)}
              onClick={(event) => (event.target as HTMLElement).closest("a") && closeMenu(false)}
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
                <svg
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
                  <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
                </svg>
                {header.menu}
              </summary>
              <div className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
                <Container className="flex flex-col gap-1 py-4">
                  <nav aria-label="Mobile" className="flex flex-col gap-1">
                    {links}
                  </nav>
                  <div className={`mt-3 grid grid-cols-2 gap-3 ${HIDDEN_FROM[fit.actions]}`}>{actions}</div>
                </Container>
              </div>
            </details>
          </div>
        </Container>
      </header>
    </>
  )
}
