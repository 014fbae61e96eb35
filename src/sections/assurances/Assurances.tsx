// Security and compliance: each claim with its status in words and a badge of its own, its date
// and a link to its evidence, so work in progress never reads as done.
import React from "react"
import { cardRow, TEXT_CARDS } from "../../components/ui/card-row"
import { Container } from "../../components/ui/Container"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import { SectionHeading } from "../../components/ui/SectionHeading"
import { SmartLink } from "../../components/ui/SmartLink"
import { displayDate } from "../../vocabulary/dates"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { assurances } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"

type AssurancesProps = Pick<SectionViewProps<SectionOf<typeof assurances>>, "section" | "headingId">

const BADGE = {
  "in place": "border-emerald-700 bg-emerald-50 text-emerald-900",
  "in progress": "border-amber-300 border-dashed bg-amber-50 text-amber-950",
} as const

export function Assurances({ section, headingId }: AssurancesProps) {
  const row = cardRow(section.items.length, TEXT_CARDS)
  return (
    <section id={section.id} aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-24 print:pt-12!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <ul className="mt-12 card-row" {...row.list}>
          {section.items.map((claim, i) => (
            <li
              key={claim.title}
              {...row.item(i)}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:break-inside-avoid"
            >
              <h3 className="text-lg font-semibold text-slate-900">
                <KeepCompounds text={claim.title} />
              </h3>
              <p className={`mt-3 self-start rounded-lg border px-3 py-1 text-sm font-semibold ${BADGE[claim.status]}`}>
                {claim.status === "in place" ? section.inPlace : section.inProgress} <time dateTime={claim.since}>{displayDate(claim.since)}</time>
              </p>
              <p className="mt-3 mb-4 text-sm leading-relaxed text-slate-600">{claim.body}</p>
              <SmartLink
                to={claim.evidence}
                className="mt-auto inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {section.evidenceLabel}
                <span className="sr-only">: {claim.title}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
