// Pricing: each plan a card with its price, who it is for and what it includes, stacked on a
// phone so each reads whole; the highlighted one is marked in words as well as by its border.
import React from "react"
import { buttonStyles } from "../../components/ui/buttonStyles"
import { cardRow, SHORT_CARDS } from "../../components/ui/card-row"
import { Container } from "../../components/ui/Container"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import { Markdown } from "../../components/ui/Markdown"
import { SectionHeading } from "../../components/ui/SectionHeading"
import { SmartLink } from "../../components/ui/SmartLink"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { plans } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"

type PlansProps = Pick<SectionViewProps<SectionOf<typeof plans>>, "section" | "headingId" | "page">

export function Plans({ section, headingId, page }: PlansProps) {
  const row = cardRow(section.items.length, SHORT_CARDS)
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-24 print:pt-12!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        {/* Each plan spans the row's six shared lines (subgrid), so names, prices and buttons line up whatever a plan holds. */}
        <ul className="mt-12 card-row gap-y-0" {...row.list}>
          {section.items.map((plan, i) => (
            <li
              key={plan.name}
              {...row.item(i)}
              className={`row-span-6 mb-6 grid grid-rows-subgrid gap-y-0 rounded-2xl border bg-white p-6 shadow-sm print:break-inside-avoid ${plan.highlight ? "border-2 border-brand-800" : "border-slate-200"}`}
            >
              {plan.highlight ? <p className="text-sm font-semibold text-brand-800">{section.recommended}</p> : <div />}
              <h3 className="mt-1 text-lg font-semibold text-slate-900">
                <KeepCompounds text={plan.name} />
              </h3>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-2" data-price>
                <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
                {plan.per && <span className="text-sm text-slate-600">{plan.per}</span>}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-slate-600">{plan.summary}</p>
              <ul className="mt-6 mb-6 list-disc space-y-2 pl-5 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <div className="self-end">
                {plan.button && (
                  <SmartLink to={plan.button.to ?? page.site.demoUrl} className={`w-full ${plan.highlight ? buttonStyles.primary : buttonStyles.secondary}`}>
                    {plan.button.label}
                  </SmartLink>
                )}
              </div>
            </li>
          ))}
        </ul>
        {section.notes && <Markdown html={section.notes} className="mt-2 text-sm" />}
      </Container>
    </section>
  )
}
