// Pages as cards in the rows every list of cards shares: each its date, its title (the link, whose
// target is the whole card) and its description. A list of pages, an article's related reads and
// an author's or a topic's articles are drawn by it.
import React from "react"
import type { ListedPage } from "../../vocabulary/addresses"
import { displayDate } from "../../vocabulary/dates"
import { cardRow, TEXT_CARDS } from "./card-row"
import { KeepCompounds } from "./KeepCompounds"
import { SmartLink } from "./SmartLink"

export function PageCards({ pages, className = "mt-10" }: { pages: readonly ListedPage[]; className?: string }) {
  const row = cardRow(pages.length, TEXT_CARDS)
  return (
    // Each page is searched on its own page, not on the lists that link it.
    <ul className={`${className} card-row`} {...row.list} data-search-ignore="">
      {pages.map((page, i) => (
        <li
          key={page.path}
          {...row.item(i)}
          className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600"
        >
          {page.date && (
            <p className="text-sm text-slate-600">
              <time dateTime={page.date}>{displayDate(page.date)}</time>
            </p>
          )}
          <h3 className="mt-1 text-lg font-semibold text-slate-900">
            {/* The whole card is the link's target area; the link itself is the title. */}
            <SmartLink to={page.path} className="after:absolute after:inset-0 focus:outline-none">
              <KeepCompounds text={page.title} />
            </SmartLink>
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{page.description}</p>
        </li>
      ))}
    </ul>
  )
}
