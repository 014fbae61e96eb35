// A closing band with one button: to the page it names, or to book a demo. On paper it is a few
// short lines, which go to a new sheet only with what comes before them, never alone.
import React from "react"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { callToAction } from "./kind"
import type { PageContext, SectionViewProps } from "../../vocabulary/section-view"
import { Container } from "../../components/ui/Container"
import { SmartLink } from "../../components/ui/SmartLink"
import { buttonStyles } from "../../components/ui/buttonStyles"

// Only the site's words: an article's close draws it too, outside the page's sections.
type CallToActionProps = Pick<SectionViewProps<SectionOf<typeof callToAction>>, "section" | "headingId"> & { page: Pick<PageContext, "site"> }

export function CallToAction({ section, headingId, page }: CallToActionProps) {
  const demoUrl = page.site.demoUrl
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-20 print:break-before-avoid print:pt-12!">
      <Container>
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16 print:break-inside-avoid print:py-0!">
          <h2 id={headingId} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl print:text-2xl!">
            <KeepCompounds text={section.heading} />
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{section.body}</p>
          <div className="mt-8">
            <SmartLink to={section.to ?? demoUrl} className={buttonStyles.inverse}>
              {section.button}
            </SmartLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
