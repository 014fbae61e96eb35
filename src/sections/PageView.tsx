// A page's body: its sections in the writer's order, each drawn by the site's view of its kind.
import React from "react"
import type { SiteContent } from "../vocabulary/schema"
import { SectionOnPage, type SectionView } from "./views"
import { PageHeading } from "../components/ui/PageHeading"
import type { Crumb } from "../vocabulary/structured-data"
import { PAGE_HEADING_ID, sectionHeadingId, sectionName } from "../vocabulary/page-ids"

export type { SectionView }

export type PageViewProps = {
  /** Its sections; the editor's preview puts an element where a section cannot be drawn yet. */
  sections: readonly (SectionView | React.ReactElement)[]
  site: Pick<SiteContent, "demoUrl" | "founder" | "pages" | "forms">
  /** The page's title: its main heading where no opening gives it one. */
  title: string
  path: string
  date?: string
  /** The pages it stands under, outermost first (the landing page left out). */
  breadcrumb?: readonly Crumb[]
  /** What stands between the page's heading and its sections, and after its sections: an article's parts (ArticleParts.tsx). */
  intro?: React.ReactNode
  close?: React.ReactNode
  /** Which page of its list the page is: 2 on /insights/page/2. */
  listPage?: number
}

/** The trail from the landing page to `path`, for a page under another page; empty otherwise. */
export const trailOf = (home: string, title: string, path: string, breadcrumb: readonly Crumb[] = []): Crumb[] =>
  breadcrumb.length ? [{ title: home, path: "/" }, ...breadcrumb, { title, path }] : []

export function PageView({ sections, site, title, path, date, breadcrumb, intro, close, listPage = 1 }: PageViewProps) {
  const opens = sections.some((section) => !React.isValidElement(section) && section.type === "opening")
  const trail = trailOf(site.pages?.home ?? "", title, path, breadcrumb)
  return (
    <>
      {(!opens || trail.length > 0) && (
        <PageHeading
          trail={trail}
          trailName={site.pages?.breadcrumb ?? ""}
          heading={opens ? undefined : title}
          headingId={PAGE_HEADING_ID}
          date={intro ? undefined : date}
        />
      )}
      {intro}
      {sections.map((section, index) => {
        if (React.isValidElement(section)) return <React.Fragment key={`marked-${index}`}>{section}</React.Fragment>
        const name = sectionName(section, index)
        return <SectionOnPage key={name} section={section} headingId={sectionHeadingId(name)} name={name} page={{ site, path, date, listPage }} />
      })}
      {close}
    </>
  )
}
