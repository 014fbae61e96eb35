// The landing page body: hero, features, benefits and the closing call to action.
import React from "react"
import type { HomeContent } from "../../content/schema"
import { Hero } from "../sections/Hero"
import { Features } from "../sections/Features"
import { Benefits } from "../sections/Benefits"
import { CallToAction } from "../sections/CallToAction"

type HomeViewProps = { home: HomeContent; demoUrl: string }

export function HomeView({ home, demoUrl }: HomeViewProps) {
  return (
    <>
      <Hero hero={home.hero} demoUrl={demoUrl} />
      <Features features={home.features} />
      <Benefits benefits={home.benefits} />
      <CallToAction cta={home.cta} demoUrl={demoUrl} />
    </>
  )
}
