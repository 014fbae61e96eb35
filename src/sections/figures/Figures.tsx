// Figures, each with a tooltip on its basis that is also printed as a footnote, so the basis
// is there for keyboard, touch and no-JavaScript visitors alike.
import React from "react"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { figures } from "./kind"
import { noteIdOf } from "./note-ids"
import type { SectionViewProps } from "../../vocabulary/section-view"
import { cardRow, SHORT_CARDS, type Widest } from "../../components/ui/card-row"
import { Container } from "../../components/ui/Container"
import { SectionHeading } from "../../components/ui/SectionHeading"
import { Tooltip, TooltipGroup } from "../../components/ui/Tooltip"

// A row of three figures on a desktop is three wide, as on a tablet, not three of four columns with
// the fourth left empty; four or more are laid out as any short cards.
const figureCards = (count: number): Widest => ({ ...SHORT_CARDS, lg: Math.min(SHORT_CARDS.lg, Math.max(count, SHORT_CARDS.md)) })

// Its footnotes' ids start with the section's name.
type FiguresProps = Pick<SectionViewProps<SectionOf<typeof figures>>, "section" | "headingId" | "name">

export function Figures({ section, headingId, name: noteIdPrefix }: FiguresProps) {
  const row = cardRow(section.items.length, figureCards(section.items.length))
  const noteId = (i: number) => noteIdOf(noteIdPrefix, i)
  const longest = Math.max(...section.items.map((item) => item.value.length))
  return (
    <section id={section.id} aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-24 print:pt-12!">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <TooltipGroup className="mt-12">
          {/* Every figure is set at the size that fits the longest one, so the figures read as a set. */}
          <ul className="card-row" {...row.list} style={{ ...row.list.style, "--figure-chars": longest } as React.CSSProperties}>
            {section.items.map((item, i) => (
              <li key={item.value} {...row.item(i)} className="@container rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
                <p className="flex items-start gap-1">
                  <span data-figure className="figure-fit font-bold tracking-tight text-brand-800">
                    {item.value}
                  </span>
                  <Tooltip content={item.basis}>
                    <a
                      href={`#${noteId(i)}`}
                      className="inline-flex h-6 min-w-6 items-center justify-center rounded-full border border-slate-300 text-xs font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-800"
                    >
                      <span className="sr-only">Note </span>
                      {i + 1}
                    </a>
                  </Tooltip>
                </p>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">
                  <KeepCompounds text={item.label} />
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.body}</p>
              </li>
            ))}
          </ul>
        </TooltipGroup>
        <div className="mt-10 border-t border-slate-200 pt-6">
          <h3 className="text-sm font-semibold text-slate-900">
            <KeepCompounds text={section.notesHeading} />
          </h3>
          <ol className="mt-3 space-y-2 text-sm leading-relaxed text-slate-600">
            {section.items.map((item, i) => (
              <li key={item.value} id={noteId(i)} className="flex gap-2">
                <span className="font-semibold text-slate-700">{i + 1}.</span>
                <span>{item.basis}</span>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  )
}
