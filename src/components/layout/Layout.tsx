// Every page's frame: header, main landmark and footer. On paper the header and footer give way
// to one line naming the site and the page's address, so a printed page says where it is from, and
// each link prints its address. Its links know the page they are on (SmartLink's PagePath).
// Only the main landmark of a page that is searched is indexed for the site's search.
import React from "react"
import type { SiteContent } from "../../vocabulary/schema"
import { MAIN_ID } from "../../vocabulary/page-ids"
import { Header } from "./Header"
import { Footer } from "./Footer"
import { Container } from "../ui/Container"
import { PagePath } from "../ui/SmartLink"

type LayoutProps = {
  site: SiteContent
  buildYear: number
  children: React.ReactNode
  pathname?: string
  /** The title the site's search shows for the page (src/node/output/search-index.ts); without it, the page is not searched. */
  searchTitle?: string
}

export function Layout({ site, buildYear, children, pathname, searchTitle }: LayoutProps) {
  const searched = searchTitle === undefined ? {} : { "data-search-title": searchTitle }
  // On paper a link to a page of the site prints its address whole, from the site's own (global.css).
  const siteAddress = { "--site": `"${new URL(site.siteUrl).origin}"` } as React.CSSProperties
  return (
    <PagePath.Provider value={pathname}>
      <div className="flex min-h-screen flex-col print:block">
        <Header
          productName={site.productName}
          header={site.header}
          appLoginUrl={site.appLoginUrl}
          demoUrl={site.demoUrl}
          announcement={site.announcement}
          pathname={pathname}
        />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none" style={siteAddress} {...searched}>
          {pathname !== undefined && (
            // Printed alone, and no part of what the site's search reads.
            <div data-search-ignore="">
              <Container className="hidden text-xs print:block">
                {site.productName} · {new URL(pathname, site.siteUrl).href.replace(/\/$/, "")}
              </Container>
            </div>
          )}
          {children}
        </main>
        <Footer productName={site.productName} footer={site.footer} buildYear={buildYear} />
      </div>
    </PagePath.Provider>
  )
}
