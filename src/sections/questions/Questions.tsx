// Questions and their answers, each a native disclosure with its own anchor: it works without a
// script, opens when its link is followed, and prints open (src/styles/global.css).
import React from "react"
import { Container } from "../../components/ui/Container"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import { Markdown } from "../../components/ui/Markdown"
import { SectionHeading } from "../../components/ui/SectionHeading"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { questions } from "./kind"
import { slugsOf } from "../../vocabulary/slug"
import type { SectionViewProps } from "../../vocabulary/section-view"

type QuestionsProps = Pick<SectionViewProps<SectionOf<typeof questions>>, "section" | "headingId">

export function Questions({ section, headingId }: QuestionsProps) {
  const anchors = slugsOf(section.items.map((item) => item.question))
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-24 print:pt-12!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <div className="mt-10 max-w-3xl border-b border-slate-200">
          {section.items.map((item, i) => (
            <details key={anchors[i]} className="group border-t border-slate-200">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                <KeepCompounds text={item.question} />
                <span aria-hidden="true" className="shrink-0 text-2xl font-normal text-brand-800 group-open:hidden print:hidden">
                  +
                </span>
                <span aria-hidden="true" className="hidden shrink-0 text-2xl font-normal text-brand-800 group-open:block print:hidden">
                  −
                </span>
              </summary>
              {/* The anchor is in the answer, so a link to it opens the question as the browser reveals it; the question shows above it. */}
              <div id={anchors[i]} className="scroll-mt-40 pb-6">
                <Markdown html={item.answer} className="[&>:first-child]:mt-0" />
              </div>
            </details>
          ))}
        </div>
      </Container>
    </section>
  )
}
