// The team section: a heading over the founder's card, whose name and profiles are site settings.
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { team } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import { Container } from "../../components/ui/Container"
import { TeamCard } from "./TeamCard"

export type TeamSectionView = Omit<SectionOf<typeof team>, "photo"> & { photo?: IGatsbyImageData }
type TeamProps = Pick<SectionViewProps<TeamSectionView>, "section" | "headingId" | "page">

export function Team({ section, headingId, page }: TeamProps) {
  const { founder } = page.site
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-12">
      <Container>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          <KeepCompounds text={section.heading} />
        </h2>
        <div className="mt-6 max-w-3xl">
          <TeamCard founder={founder} bio={section.bio} photo={section.photo} photoAlt={section.photoAlt} />
        </div>
      </Container>
    </section>
  )
}
