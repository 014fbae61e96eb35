// A customer's words with their name and role: a quotation, not a review (no rating, no Review markup).
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Container } from "../../components/ui/Container"
import { Picture } from "../../components/ui/Picture"
import { altText } from "../../vocabulary/alt-text"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { quote } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"

export type QuoteSectionView = Omit<SectionOf<typeof quote>, "photo"> & { photo?: IGatsbyImageData }
type QuoteProps = Pick<SectionViewProps<QuoteSectionView>, "section">

export function Quote({ section }: QuoteProps) {
  const who = [section.role, section.organisation].filter(Boolean).join(", ")
  return (
    <section id={section.id} className="py-16 sm:py-20 print:pt-12!">
      <Container>
        <figure className="mx-auto max-w-3xl border-l-4 border-brand-800 pl-6 print:break-inside-avoid">
          <blockquote className="text-2xl font-semibold leading-snug tracking-tight text-slate-900">
            <p>“{section.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-4">
            {section.photo && <Picture image={section.photo} alt={altText(section.photoAlt ?? section.name)} className="h-16 w-16 shrink-0 rounded-full" />}
            <span>
              <span className="block font-semibold text-slate-900">{section.name}</span>
              <span className="block text-sm text-slate-600">{who}</span>
            </span>
          </figcaption>
        </figure>
      </Container>
    </section>
  )
}
