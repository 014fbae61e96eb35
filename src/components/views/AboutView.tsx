// The about page body: what the product does, the founder's card and a demo call to action.
import React from "react"
import { KeepCompounds } from "../ui/KeepCompounds"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { AboutContent, SiteContent } from "../../content/schema"
import { Container } from "../ui/Container"
import { TeamCard } from "../sections/TeamCard"
import { CallToAction } from "../sections/CallToAction"

export type AboutViewProps = {
  about: AboutContent
  /** The page's Markdown text, rendered: remark's HTML on the site, Decap's preview in the CMS. */
  body: React.ReactNode
  founder: SiteContent["founder"]
  photo?: IGatsbyImageData
  demoUrl: string
}

export function AboutView({ about, body, founder, photo, demoUrl }: AboutViewProps) {
  return (
    <>
      <section aria-labelledby="about-heading" className="bg-gradient-to-b from-slate-50 to-white">
        <Container className="py-14 sm:py-20">
          <h1 id="about-heading" className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            <KeepCompounds text={about.heading} />
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{about.intro}</p>
        </Container>
      </section>
      <Container className="py-6">
        <div className="max-w-3xl leading-relaxed text-slate-700 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_p]:mt-4">
          {body}
        </div>
      </Container>
      <section aria-labelledby="team-heading" className="py-12">
        <Container>
          <h2 id="team-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            <KeepCompounds text={about.team.heading} />
          </h2>
          <div className="mt-6 max-w-3xl">
            <TeamCard founder={founder} bio={about.team.bio} photo={photo} photoAlt={about.team.photoAlt} />
          </div>
        </Container>
      </section>
      <CallToAction cta={about.cta} demoUrl={demoUrl} />
    </>
  )
}
