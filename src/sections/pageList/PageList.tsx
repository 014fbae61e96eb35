// The pages under the page it is on (case studies under /case-studies), each its title linked,
// its description and, where it has one, its date (components/ui/PageCards.tsx), twelve a page
// with links to the list's other pages. On a later page a shorter list has run out, and is left out.
import React from "react"
import type { ListedPage } from "../../vocabulary/addresses"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { pageList } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"
import { Container } from "../../components/ui/Container"
import { ListPager } from "../../components/ui/ListPager"
import { PageCards } from "../../components/ui/PageCards"
import { SectionHeading } from "../../components/ui/SectionHeading"

export type PageListSectionView = Omit<SectionOf<typeof pageList>, "order" | "pages" | "topic"> & { entries: readonly ListedPage[]; pageCount: number }
type PageListProps = Pick<SectionViewProps<PageListSectionView>, "section" | "headingId" | "page">

export function PageList({ section, headingId, page }: PageListProps) {
  if (page.listPage > section.pageCount) return null
  const emptyText = section.empty ?? page.site.pages?.emptyList
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-20 print:pt-12!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        {section.entries.length === 0 && emptyText && <p className="mt-8 text-slate-600">{emptyText}</p>}
        <PageCards pages={section.entries} />
        {page.site.pages && <ListPager path={page.path} page={page.listPage} pages={section.pageCount} words={page.site.pages} />}
      </Container>
    </section>
  )
}
