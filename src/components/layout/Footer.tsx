// The site footer: link columns, the product blurb and a copyright line whose year is the
// build's in the HTML and the visitor's clock once the page is interactive.
import React, { useEffect, useState } from "react"
import { KeepCompounds } from "../ui/KeepCompounds"
import type { SiteContent } from "../../vocabulary/schema"
import { BrandMark } from "./BrandMark"
import { SmartLink } from "../ui/SmartLink"
import { Container } from "../ui/Container"

export type FooterProps = {
  productName: string
  footer: SiteContent["footer"]
  buildYear: number
}

export function Footer({ productName, footer, buildYear }: FooterProps) {
  const [year, setYear] = useState(buildYear)
  useEffect(() => setYear(new Date().getFullYear()), [])

  return (
    <footer className="print:hidden border-t border-slate-200 bg-slate-50">
      {/* The blurb, then however many columns site.json lists, side by side as many a row as fit at
          8rem or more: under the blurb on a tablet, beside it from a laptop up. */}
      <Container className="grid gap-10 py-12 lg:grid-cols-[2fr_3fr]">
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5 text-lg font-bold text-slate-900">
            <BrandMark className="h-7 w-7" />
            {productName}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-slate-600">{footer.blurb}</p>
        </div>
        <div className="grid gap-10 sm:grid-cols-[repeat(auto-fit,minmax(8rem,1fr))]">
          {footer.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-slate-900">
                <KeepCompounds text={column.title} />
              </h2>
              <ul className="mt-3 space-y-1 text-sm">
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.to ? (
                      <SmartLink
                        to={item.to}
                        className="inline-block py-1.5 font-medium text-brand-800 underline decoration-brand-800/30 underline-offset-4 hover:text-brand-900 hover:decoration-brand-900"
                      >
                        {item.label}
                      </SmartLink>
                    ) : (
                      // An item with no page yet is words, not a link: set as the column's text, never greyed like a disabled link.
                      <span className="inline-block py-1.5 text-slate-700">{item.label}</span>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Container>
      <Container className="border-t border-slate-200 py-6 text-sm text-slate-600">
        <p>
          © <span data-testid="copyright-year">{year}</span> {productName}. {footer.rights}
        </p>
      </Container>
    </footer>
  )
}
