// The pages under the page it is on (case studies under /case-studies), each its title linked,
// its description and, where it has one, its date.
import React from "react"
import type { ListedPage } from "../../content/addresses"
import type { SectionOf } from "../../content/section-kind"
import type { pageList } from "./kind"
import type { SectionViewProps } from "../../content/section-view"
import { displayDate } from "../../content/dates"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import { cardRow, TEXT_CARDS } from "../../components/ui/card-row"
import { Container } from "../../components/ui/Container"
import { SectionHeading } from "../../components/ui/SectionHeading"
import { SmartLink } from "../../components/ui/SmartLink"

export type PageListSectionView = Omit<SectionOf<typeof pageList>, "order" | "pages"> & { entries: readonly ListedPage[] }
type PageListProps = Pick<SectionViewProps<PageListSectionView>, "section" | "headingId" | "page">

export function PageList({ section, headingId, page }: PageListProps) {
  const row = cardRow(section.entries.length, TEXT_CARDS)
  const emptyText = section.empty ?? page.site.pages?.emptyList
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-20 print:py-6!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        {section.entries.length === 0 && emptyText && <p className="mt-8 text-slate-600">{emptyText}</p>}
        <ul className="mt-10 card-row" {...row.list}>
          {section.entries.map((page, i) => (
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
      </Container>
    </section>
  )
}
