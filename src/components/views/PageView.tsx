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

/** A section as the page draws it: a text as HTML, a page list with its pages, a photo as an image. */
export type SectionView =
  | Exclude<Section, { type: "text" | "team" | "pageList" }>
  | { type: "text"; id?: string; html: string }
  | ({ type: "team" } & TeamSectionView)
  | ({ type: "pageList" } & PageListSectionView)

export type PageViewProps = { sections: readonly SectionView[]; site: Pick<SiteContent, "demoUrl" | "founder"> }

// A section's name in its headings' ids: the anchor its writer gave it, or its place on the page.
const nameOf = (section: SectionView, index: number) => section.id ?? `section-${index + 1}`

export function PageView({ sections, site }: PageViewProps) {
  return (
    <>
      {sections.map((section, index) => {
        const name = nameOf(section, index)
        const headingId = `${name}-heading`
        switch (section.type) {
          case "opening":
            return <Opening key={name} section={section} headingId={headingId} demoUrl={site.demoUrl} />
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
            return <PageList key={name} section={section} headingId={headingId} />
        }
      })}
    </>
  )
}
