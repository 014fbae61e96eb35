// A page's opening: its h1 with an eyebrow, a lead and up to two buttons; on the landing page,
// beside the sample report that shows the product.
import React from "react"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { opening } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"
import { Container } from "../../components/ui/Container"
import { SmartLink } from "../../components/ui/SmartLink"
import { buttonStyles } from "../../components/ui/buttonStyles"
import { ReportPreview } from "./ReportPreview"
import { PageDate } from "../../components/ui/PageHeading"

// The page's date, if it has one, is shown under the heading.
type OpeningProps = Pick<SectionViewProps<SectionOf<typeof opening>>, "section" | "headingId" | "page">

export function Opening({ section, headingId, page }: OpeningProps) {
  const { demoUrl } = page.site
  const { date } = page
  const { preview } = section
  return (
    <section id={section.id} aria-labelledby={headingId} className="overflow-hidden bg-gradient-to-b from-slate-50 to-white">
      <Container
        className={preview ? "grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:py-24 print:block print:pt-12!" : "py-14 sm:py-20 print:pt-12!"}
      >
        <div className={preview ? "@container" : undefined}>
          {section.eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-700">{section.eyebrow}</p>}
          <h1
            id={headingId}
            className={
              preview
                ? "text-[clamp(2rem,10cqi,3.75rem)] leading-[1.1] font-bold tracking-tight text-slate-900"
                : "max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            }
          >
            <KeepCompounds text={section.heading} />
          </h1>
          {date && <PageDate date={date} />}
          <p className={`mt-5 text-lg leading-relaxed text-slate-600 ${preview ? "max-w-xl" : "max-w-2xl"}`}>{section.lead}</p>
          {section.buttons?.length ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {section.buttons.map((button, i) => (
                <SmartLink key={button.label} to={button.to ?? demoUrl} className={i === 0 ? buttonStyles.primary : buttonStyles.secondary}>
                  {button.label}
                </SmartLink>
              ))}
            </div>
          ) : null}
        </div>
        {preview && <ReportPreview preview={preview} />}
      </Container>
    </section>
  )
}
