// A closing band that sends the visitor to book a demo.
import React from "react"
import { KeepCompounds } from "../ui/KeepCompounds"
import type { HomeContent } from "../../content/schema"
import { Container } from "../ui/Container"
import { SmartLink } from "../ui/SmartLink"
import { buttonStyles } from "../ui/buttonStyles"

type CallToActionProps = { cta: HomeContent["cta"]; demoUrl: string }

export function CallToAction({ cta, demoUrl }: CallToActionProps) {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
            <KeepCompounds text={cta.heading} />
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{cta.body}</p>
          <div className="mt-8">
            <SmartLink to={demoUrl} className={buttonStyles.inverse}>
              {cta.button}
            </SmartLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
