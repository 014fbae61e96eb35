// How it works: numbered steps in order, side by side where they fit.
import React from "react"
import { cardRow, SHORT_CARDS } from "../../components/ui/card-row"
import { Container } from "../../components/ui/Container"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import { SectionHeading } from "../../components/ui/SectionHeading"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { steps } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"

type StepsProps = Pick<SectionViewProps<SectionOf<typeof steps>>, "section" | "headingId">

export function Steps({ section, headingId }: StepsProps) {
  const row = cardRow(section.items.length, SHORT_CARDS)
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-24 print:pt-12!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <ol className="mt-12 card-row" {...row.list}>
          {section.items.map((item, i) => (
            <li key={item.title} {...row.item(i)} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:break-inside-avoid">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-lg font-bold text-brand-800">{i + 1}</span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <KeepCompounds text={item.title} />
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
