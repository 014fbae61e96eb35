// Every page's frame: header, main landmark and footer.
import React from "react"
import type { SiteContent } from "../../content/schema"
import { Header } from "./Header"
import { Footer } from "./Footer"

type LayoutProps = { site: SiteContent; buildYear: number; children: React.ReactNode }

export function Layout({ site, buildYear, children }: LayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header productName={site.productName} header={site.header} appLoginUrl={site.appLoginUrl} demoUrl={site.demoUrl} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer productName={site.productName} footer={site.footer} buildYear={buildYear} />
    </div>
  )
}
