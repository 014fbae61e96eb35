// Who uses us: each organisation's logo, named for readers who cannot see it. The editor's
// preview, which has no sized images, shows the names.
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { cardRow, LOGOS } from "../../components/ui/card-row"
import { Container } from "../../components/ui/Container"
import { Picture } from "../../components/ui/Picture"
import { SectionHeading } from "../../components/ui/SectionHeading"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { logos } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"

type Logo = Omit<SectionOf<typeof logos>["items"][number], "image"> & { image?: IGatsbyImageData }
export type LogosSectionView = Omit<SectionOf<typeof logos>, "items"> & { items: readonly Logo[] }
type LogosProps = Pick<SectionViewProps<LogosSectionView>, "section" | "headingId">

export function Logos({ section, headingId }: LogosProps) {
  const row = cardRow(section.items.length, LOGOS)
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-20 print:pt-12!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <ul className="mt-10 card-row items-center" {...row.list}>
          {section.items.map((logo, i) => (
            <li key={logo.name} {...row.item(i)}>
              {logo.image ? (
                <Picture image={logo.image} alt={logo.name} imageClassName="h-10 w-auto" />
              ) : (
                <span className="text-lg font-semibold text-slate-600">{logo.name}</span>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
