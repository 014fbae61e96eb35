// What changed between two versions of a legal document: a summary of the changes, each count
// linking to the first of its kind, then section by section, as counsel reads a comparison: a
// section added or removed whole, a heading reworded or only renumbered, and the paragraphs and
// lists changed, moved, added or removed inside it; a paragraph rewritten whole is shown whole,
// its earlier text and then its new one. A PDF of the same comparison is linked, to file.
import React from "react"
import type { LegalChangeCount, LegalSectionChange } from "../../vocabulary/legal-diff"
import { isRewritten, REWRITTEN, wordsOnly } from "../../vocabulary/legal-rewritten"
import { KeepCompounds } from "../ui/KeepCompounds"
import { Container } from "../ui/Container"
import { buttonStyles } from "../ui/buttonStyles"
import { VersionDate, type VersionLink } from "../legal/LegalVersions"
import { Badge, ChangedBlock, MarkedWords, type ArchiveLabels, type BlockChange, type Words } from "../legal/LegalChangeMarks"

type SectionChange = Readonly<Pick<LegalSectionChange, "anchor">> & {
  readonly change?: LegalSectionChange["change"] | null
  readonly heading?: string | null
  readonly id?: string | null
  readonly formerHeading?: string | null
  readonly headingWords?: Words | null
  readonly blocks: readonly BlockChange[]
}

export type LegalChangesViewProps = {
  title: string
  from: VersionLink
  to: VersionLink
  pdf: string
  summary: readonly (Readonly<Pick<LegalChangeCount, "kind" | "count">> & { readonly first?: string | null })[]
  sections: readonly SectionChange[]
  labels: ArchiveLabels
}

const LINK = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"

function Summary({ summary, labels }: Pick<LegalChangesViewProps, "summary" | "labels">) {
  return (
    <nav aria-labelledby="summary" className="mt-8 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="summary" className="text-lg font-bold text-slate-900">
        {labels.summary}
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {summary.map(({ kind, count, first }) => (
          <li key={kind} className="flex justify-between gap-4 border-b border-slate-200 py-1.5 text-slate-700">
            {first ? (
              <a href={`#${first}`} className={LINK}>
                {labels[kind]}
              </a>
            ) : (
              <span>{labels[kind]}</span>
            )}
            <span className="font-semibold text-slate-900">{count}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function SectionHeading({ section, to, title }: { section: SectionChange; to: VersionLink; title: string }) {
  const text = <KeepCompounds text={section.heading ?? title} />
  if (section.change === "added") return <ins className="underline decoration-emerald-700 decoration-2 underline-offset-4">{text}</ins>
  if (section.change === "removed") return <del className="line-through decoration-rose-700 decoration-2">{text}</del>
  if (!section.id) return text
  return (
    <a href={`${to.path}#${section.id}`} className="underline decoration-slate-300 underline-offset-4 hover:decoration-slate-900">
      {text}
    </a>
  )
}

// A paragraph none of whose words were kept: the sentence saying so, the earlier text, the new one.
function Rewritten({ words, labels }: { words: Words; labels: ArchiveLabels }) {
  return (
    <div className="mt-2 space-y-2">
      <p className="text-sm text-slate-600">{REWRITTEN}</p>
      <p>
        <MarkedWords words={wordsOnly(words, "removed")} labels={labels} announce />
      </p>
      <p>
        <MarkedWords words={wordsOnly(words, "added")} labels={labels} announce />
      </p>
    </div>
  )
}

function Section({ section, to, title, labels }: { section: SectionChange; to: VersionLink; title: string; labels: ArchiveLabels }) {
  const whole = section.change === "added" || section.change === "removed"
  return (
    <section id={section.anchor} aria-labelledby={`${section.anchor}-heading`} className="space-y-4 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-baseline gap-y-1">
        {section.change && <Badge change={section.change} labels={labels} />}
        <h2 id={`${section.anchor}-heading`} className="text-xl font-bold tracking-tight text-slate-900">
          <SectionHeading section={section} to={to} title={title} />
        </h2>
      </div>
      {section.change === "reworded" && section.headingWords && (
        <p className="text-slate-700">
          <MarkedWords words={section.headingWords} labels={labels} announce />
        </p>
      )}
      {section.change === "renumbered" && (
        <p className="text-sm text-slate-600">
          {labels.formerly}: {section.formerHeading}
        </p>
      )}
      {whole ? (
        <div className="space-y-4">
          {section.blocks.map((block) => (
            <ChangedBlock key={block.anchor} change={block} labels={labels} whole />
          ))}
        </div>
      ) : (
        <ul className="space-y-4">
          {section.blocks.map((block) => (
            <li key={block.anchor} id={block.anchor} className="rounded-xl border border-slate-200 p-4 break-inside-avoid">
              <Badge change={block.change} labels={labels} />
              {block.movedFrom && (
                <span className="text-sm text-slate-600">
                  {labels.movedFrom} {block.movedFrom}
                </span>
              )}
              {block.kind === "p" && block.change !== "added" && block.change !== "removed" && isRewritten(block.words) ? (
                <Rewritten words={block.words} labels={labels} />
              ) : (
                <div className="mt-2">
                  <ChangedBlock change={block} labels={labels} whole={false} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function LegalChangesView({ title, from, to, pdf, summary, sections, labels }: LegalChangesViewProps) {
  return (
    <Container className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <KeepCompounds text={`${labels.changesHeading}: ${title}`} />
      </h1>
      <dl className="mt-4 grid max-w-3xl grid-cols-[auto_1fr] items-baseline gap-x-4 text-sm text-slate-600">
        <dt>{labels.earlierVersion}</dt>
        <dd>
          <VersionDate version={from} />
        </dd>
        <dt>{labels.replacedBy}</dt>
        <dd>
          <VersionDate version={to} />
        </dd>
      </dl>
      <p className="mt-6 print:hidden">
        <a href={pdf} download className={buttonStyles.secondary}>
          {labels.comparisonPdf}
        </a>
      </p>
      {sections.length > 0 && <Summary summary={summary} labels={labels} />}
      <div className="mt-10 max-w-3xl space-y-10 leading-relaxed text-slate-700">
        {sections.length === 0 && <p>{labels.onlyDateChanged}</p>}
        {sections.map((section) => (
          <Section key={section.anchor} section={section} to={to} title={title} labels={labels} />
        ))}
      </div>
    </Container>
  )
}
