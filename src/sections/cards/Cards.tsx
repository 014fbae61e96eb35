// A grid of cards, each an icon, a title, a text and an optional link (the landing page's features).
import React from "react"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { cards } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"
import { cardRow, TEXT_CARDS } from "../../components/ui/card-row"
import { Container } from "../../components/ui/Container"
import { Icon } from "../../components/ui/Icon"
import { SectionHeading } from "../../components/ui/SectionHeading"
import { SmartLink } from "../../components/ui/SmartLink"

type CardsProps = Pick<SectionViewProps<SectionOf<typeof cards>>, "section" | "headingId">

export function Cards({ section, headingId }: CardsProps) {
  const row = cardRow(section.items.length, TEXT_CARDS)
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-24 print:pt-12!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <ul className="mt-12 card-row" {...row.list}>
          {section.items.map((item, i) => (
            <li key={item.title} {...row.item(i)} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
                <Icon name={item.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <KeepCompounds text={item.title} />
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.body}</p>
              {item.link && (
                <SmartLink
                  to={item.link.to}
                  className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  {item.link.label}
                </SmartLink>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
