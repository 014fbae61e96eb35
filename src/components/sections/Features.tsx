// The features grid, anchored for the header's Features link.
import React from "react"
import { KeepCompounds } from "../ui/KeepCompounds"
import type { HomeContent } from "../../content/schema"
import { Container } from "../ui/Container"
import { Icon } from "../ui/Icon"
import { SectionHeading } from "../ui/SectionHeading"

type FeaturesProps = { features: HomeContent["features"] }

export function Features({ features }: FeaturesProps) {
  return (
    <section id={features.id} aria-labelledby={`${features.id}-heading`} className="py-16 sm:py-24">
      <Container>
        <SectionHeading id={`${features.id}-heading`} heading={features.heading} intro={features.intro} />
        <ul className="mt-12 card-row sm:[--cards-per-row:2] lg:[--cards-per-row:3]">
          {features.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
                <Icon name={item.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <KeepCompounds text={item.title} />
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
