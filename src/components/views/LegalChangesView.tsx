// What changed between two versions of a legal document: each heading, paragraph or list
// added, removed or changed, under the section it is in, with changed words marked. The marks
// are <ins> and <del> with words a screen reader announces and lines that print, not colour alone.
import React from "react"
import type { LegalBlockChange, LegalWord } from "../../content/legal-diff"
import type { SiteContent } from "../../content/schema"
import { KeepCompounds } from "../ui/KeepCompounds"
import { Container } from "../ui/Container"
import { VersionDate, type VersionLink } from "../sections/LegalVersions"

type ArchiveLabels = SiteContent["legal"]["archive"]
type Change = Readonly<Omit<LegalBlockChange, "words" | "items">> & {
  readonly words?: readonly Readonly<LegalWord>[] | null
  readonly items?: readonly { readonly change?: LegalBlockChange["change"] | null; readonly words: readonly Readonly<LegalWord>[] }[] | null
}

export type LegalChangesViewProps = { title: string; from: VersionLink; to: VersionLink; changes: readonly Change[]; labels: ArchiveLabels }

const BADGE = { added: "bg-emerald-100 text-emerald-900", removed: "bg-rose-100 text-rose-900", changed: "bg-sky-100 text-sky-900" }
const INS = "rounded-sm bg-emerald-50 text-emerald-900 underline decoration-emerald-700 decoration-2 underline-offset-2"
const DEL = "rounded-sm bg-rose-50 text-rose-900 line-through decoration-rose-700 decoration-2"

const Badge = ({ change, labels }: { change: LegalBlockChange["change"]; labels: ArchiveLabels }) => (
  <span className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${BADGE[change]}`}>{labels[change]}</span>
)

// Inside a changed block each mark says what it is; in a block added or removed whole, its badge does.
function Words({ words, labels, announce }: { words: readonly Readonly<LegalWord>[]; labels: ArchiveLabels; announce: boolean }) {
  return words.map(({ text, change }, i) => {
    // Spacing that changed is not a change a reader needs: keep the new spacing, unmarked.
    if (change && !text.trim()) return change === "added" ? text : null
    if (!change) return <React.Fragment key={i}>{text}</React.Fragment>
    const Mark = change === "added" ? "ins" : "del"
    return (
      // A mark inside a sentence keeps clear of the words beside it.
      <Mark key={i} className={`${change === "added" ? INS : DEL}${announce ? " mx-0.5 px-0.5" : ""}`}>
        {announce && <span className="sr-only">[{labels[change]}: </span>}
        {text}
        {announce && <span className="sr-only">]</span>}
      </Mark>
    )
  })
}

function ChangedBlock({ change, labels }: { change: Change; labels: ArchiveLabels }) {
  const whole = change.change !== "changed"
  if (change.kind === "ul" || change.kind === "ol") {
    const List = change.kind
    return (
      <List className={`space-y-2 pl-6 ${List === "ol" ? "list-decimal" : "list-disc"}`}>
        {(change.items ?? []).map((item, i) => (
          <li key={i} className={item.change ? undefined : "text-slate-500"}>
            {item.change && !whole && <Badge change={item.change} labels={labels} />}
            <Words words={item.words} labels={labels} announce={!whole && item.change === "changed"} />
          </li>
        ))}
      </List>
    )
  }
  const heading = change.kind === "h2" || change.kind === "h3"
  return (
    <p className={heading ? "font-semibold text-slate-900" : undefined}>
      <Words words={change.words ?? []} labels={labels} announce={!whole} />
    </p>
  )
}

// The changes in one section are shown together under its heading, in the order sections first
// have a change: a removed paragraph can come between two changes of the section before it.
function bySection(changes: readonly Change[]) {
  const sections = new Map<string, { heading: string | null; id: string | null; changes: Change[] }>()
  for (const change of changes) {
    const key = `${change.section}\t${change.sectionId}`
    if (!sections.has(key)) sections.set(key, { heading: change.section ?? null, id: change.sectionId ?? null, changes: [] })
    sections.get(key)!.changes.push(change)
  }
  return [...sections.values()]
}

export function LegalChangesView({ title, from, to, changes, labels }: LegalChangesViewProps) {
  return (
    <Container className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <KeepCompounds text={`${labels.changesHeading}: ${title}`} />
      </h1>
      <dl className="mt-4 grid max-w-3xl grid-cols-[auto_1fr] items-baseline gap-x-4 text-sm text-slate-600">
        <dt>{labels.earlierVersion}</dt>
        <dd><VersionDate version={from} /></dd>
        <dt>{labels.replacedBy}</dt>
        <dd><VersionDate version={to} /></dd>
      </dl>
      <div className="mt-10 max-w-3xl space-y-10 leading-relaxed text-slate-700">
        {changes.length === 0 && <p>{labels.onlyDateChanged}</p>}
        {bySection(changes).map((section, i) => (
          <section key={i} aria-labelledby={`changes-${i}`} className="space-y-4 border-t border-slate-200 pt-6">
            <h2 id={`changes-${i}`} className="text-xl font-bold tracking-tight text-slate-900">
              {section.heading && section.id ? (
                <a href={`${to.path}#${section.id}`} className="underline decoration-slate-300 underline-offset-4 hover:decoration-slate-900">
                  <KeepCompounds text={section.heading} />
                </a>
              ) : (
                <KeepCompounds text={section.heading ?? title} />
              )}
            </h2>
            <ul className="space-y-4">
              {section.changes.map((change, j) => (
                <li key={j} className="rounded-xl border border-slate-200 p-4 break-inside-avoid">
                  <Badge change={change.change} labels={labels} />
                  <div className="mt-2">
                    <ChangedBlock change={change} labels={labels} />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  )
}
