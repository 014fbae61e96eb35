// A page's body: its sections in the writer's order, each drawn by the site's view of its kind.
import React from "react"
import type { Section, SiteContent } from "../../content/schema"
import { Opening } from "../sections/Opening"
import { Cards } from "../sections/Cards"
import { Figures } from "../sections/Figures"
import { TextSection } from "../sections/TextSection"
import { Team, type TeamSectionView } from "../sections/Team"
import { CallToAction } from "../sections/CallToAction"
import { PageList, type PageListSectionView } from "../sections/PageList"
import { PageHeading } from "../sections/PageHeading"
import type { Crumb } from "../../content/structured-data"

/** A section as the page draws it: a text as HTML, a page list with its pages, a photo as an image. */
export type SectionView =
  | Exclude<Section, { type: "text" | "team" | "pageList" }>
  | { type: "text"; id?: string; html: string }
  | ({ type: "team" } & TeamSectionView)
  | ({ type: "pageList" } & PageListSectionView)

export type PageViewProps = {
  sections: readonly SectionView[]
  site: Pick<SiteContent, "demoUrl" | "founder" | "pages">
  /** The page's title: its main heading where no opening gives it one. */
  title: string
  path: string
  date?: string
  /** The pages it stands under, outermost first (the landing page left out). */
  breadcrumb?: readonly Crumb[]
}

/** The trail from the landing page to `path`, for a page under another page; empty otherwise. */
export const trailOf = (home: string, title: string, path: string, breadcrumb: readonly Crumb[] = []): Crumb[] =>
  breadcrumb.length ? [{ title: home, path: "/" }, ...breadcrumb, { title, path }] : []

// A section's name in its headings' ids: the anchor its writer gave it, or its place on the page.
const nameOf = (section: SectionView, index: number) => section.id ?? `section-${index + 1}`

export function PageView({ sections, site, title, path, date, breadcrumb }: PageViewProps) {
  const opens = sections.some((section) => section.type === "opening")
  const trail = trailOf(site.pages?.home ?? "", title, path, breadcrumb)
  return (
    <>
      {(!opens || trail.length > 0) && (
        <PageHeading trail={trail} trailName={site.pages?.breadcrumb ?? ""} heading={opens ? undefined : title} headingId="page-heading" date={date} />
      )}
      {sections.map((section, index) => {
        const name = nameOf(section, index)
        const headingId = `${name}-heading`
        switch (section.type) {
          case "opening":
            return <Opening key={name} section={section} headingId={headingId} demoUrl={site.demoUrl} date={date} />
          case "cards":
            return <Cards key={name} section={section} headingId={headingId} />
          case "figures":
            return <Figures key={name} section={section} headingId={headingId} noteIdPrefix={name} />
          case "text":
            return <TextSection key={name} id={section.id} html={section.html} />
          case "team":
            return <Team key={name} section={section} headingId={headingId} founder={site.founder} />
          case "callToAction":
            return <CallToAction key={name} section={section} headingId={headingId} demoUrl={site.demoUrl} />
          case "pageList":
            return <PageList key={name} section={section} headingId={headingId} emptyText={section.empty ?? site.pages?.emptyList} />
          default: {
            // Every kind is drawn: a kind without a case here is a type error.
            const unknown: never = section
            return unknown
          }
        }
      })}
    </>
  )
}
