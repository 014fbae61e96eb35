// The pages under the page it is on (case studies under /case-studies), each its title linked,
// its description and, where it has one, its date (components/ui/PageCards.tsx).
import React from "react"
import type { ListedPage } from "../../content/addresses"
import type { SectionOf } from "../../content/section-kind"
import type { pageList } from "./kind"
import type { SectionViewProps } from "../../content/section-view"
import { Container } from "../../components/ui/Container"
import { PageCards } from "../../components/ui/PageCards"
import { SectionHeading } from "../../components/ui/SectionHeading"

export type PageListSectionView = Omit<SectionOf<typeof pageList>, "order" | "pages"> & { entries: readonly ListedPage[] }
type PageListProps = Pick<SectionViewProps<PageListSectionView>, "section" | "headingId" | "page">

export function PageList({ section, headingId, page }: PageListProps) {
  const emptyText = section.empty ?? page.site.pages?.emptyList
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-20 print:py-6!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        {section.entries.length === 0 && emptyText && <p className="mt-8 text-slate-600">{emptyText}</p>}
        <PageCards pages={section.entries} />
      </Container>
    </section>
  )
}
