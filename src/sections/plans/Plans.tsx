// Pricing: each plan a card with its price, who it is for and what it includes, stacked on a
// phone so each reads whole; the highlighted one is marked in words as well as by its border.
import React from "react"
import { buttonStyles } from "../../components/ui/buttonStyles"
import { Container } from "../../components/ui/Container"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import { Markdown } from "../../components/ui/Markdown"
import { SectionHeading } from "../../components/ui/SectionHeading"
import { SmartLink } from "../../components/ui/SmartLink"
import type { SectionOf } from "../../content/schema"
import type { SectionViewProps } from "../section-view"

type PlansProps = Pick<SectionViewProps<SectionOf<"plans">>, "section" | "headingId" | "page">

export function Plans({ section, headingId, page }: PlansProps) {
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-24 print:py-6!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <ul className="mt-12 card-row md:[--cards-per-row:2] lg:[--cards-per-row:3]">
          {section.items.map((plan) => (
            <li
              key={plan.name}
              className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm print:break-inside-avoid ${plan.highlight ? "border-2 border-brand-800" : "border-slate-200"}`}
            >
              {plan.highlight && <p className="mb-3 text-sm font-semibold text-brand-800">{section.recommended}</p>}
              <h3 className="text-lg font-semibold text-slate-900">
                <KeepCompounds text={plan.name} />
              </h3>
              <p className="mt-4 flex flex-wrap items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
                {plan.per && <span className="text-sm text-slate-600">{plan.per}</span>}
              </p>
              <p className="mt-3 text-sm leading-relaxed text-slate-600">{plan.summary}</p>
              <ul className="mt-6 mb-6 list-disc space-y-2 pl-5 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {plan.button && (
                <SmartLink to={plan.button.to ?? page.site.demoUrl} className={`mt-auto ${plan.highlight ? buttonStyles.primary : buttonStyles.secondary}`}>
                  {plan.button.label}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
        {section.notes && <Markdown html={section.notes} className="mt-8 text-sm" />}
      </Container>
    </section>
  )
}
