// The landing page's opening: the promise, two calls to action and the report mock.
import React from "react"
import { KeepCompounds } from "../ui/KeepCompounds"
import type { HomeContent } from "../../content/schema"
import { Container } from "../ui/Container"
import { SmartLink } from "../ui/SmartLink"
import { buttonStyles } from "../ui/buttonStyles"
import { ReportPreview } from "./ReportPreview"

type HeroProps = { hero: HomeContent["hero"]; demoUrl: string }

export function Hero({ hero, demoUrl }: HeroProps) {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-gradient-to-b from-slate-50 to-white">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div className="@container">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 text-[clamp(2rem,10cqi,3.75rem)] leading-[1.1] font-bold tracking-tight text-slate-900">
            <KeepCompounds text={hero.heading} />
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SmartLink to={demoUrl} className={buttonStyles.primary}>
              {hero.primaryCta}
            </SmartLink>
            <SmartLink to={hero.secondaryCta.to} className={buttonStyles.secondary}>
              {hero.secondaryCta.label}
            </SmartLink>
          </div>
        </div>
        <ReportPreview preview={hero.preview} />
      </Container>
    </section>
  )
}
