// The marks of what changed in a legal text: a badge naming each change, and words added or
// removed as <ins> and <del>, with words a screen reader announces and lines that print, not
// colour alone.
import React from "react"
import type { LegalBlockChange, LegalSectionChange, LegalWord } from "../../vocabulary/legal-diff"
import type { SiteContent } from "../../vocabulary/schema"

export type ArchiveLabels = SiteContent["legal"]["archive"]
/** Words as a page query reads them, an unmarked stretch with no `change` or a null one. */
export type Words = readonly { readonly text: string; readonly change?: LegalWord["change"] }[]
/** A changed block as a page query or the comparison reads it. */
export type BlockChange = Readonly<Pick<LegalBlockChange, "change" | "kind" | "anchor">> & {
  readonly movedFrom?: string | null
  readonly words?: Words | null
  readonly items?: readonly { readonly change?: LegalBlockChange["change"] | null; readonly words: Words }[] | null
}
type Kind = NonNullable<LegalSectionChange["change"]> | LegalBlockChange["change"]

const BADGE: Record<Kind, string> = {
  added: "bg-emerald-100 text-emerald-900",
  removed: "bg-rose-100 text-rose-900",
  changed: "bg-sky-100 text-sky-900",
  reworded: "bg-sky-100 text-sky-900",
  renumbered: "bg-slate-100 text-slate-800",
  moved: "bg-amber-50 text-amber-950",
}
const INS = "rounded-sm bg-emerald-50 text-emerald-900 underline decoration-emerald-700 decoration-2 underline-offset-2"
const DEL = "rounded-sm bg-rose-50 text-rose-900 line-through decoration-rose-700 decoration-2"

export const Badge = ({ change, labels }: { change: Kind; labels: ArchiveLabels }) => (
  <span className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${BADGE[change]}`}>{labels[change]}</span>
)

/** Inside a changed block each mark says what it is (`announce`); in a block added or removed whole, its badge does. */
export function MarkedWords({ words, labels, announce }: { words: Words; labels: ArchiveLabels; announce: boolean }) {
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

/** A paragraph's or list's change; `whole` when its section was added or removed with it. */
export function ChangedBlock({ change, labels, whole }: { change: BlockChange; labels: ArchiveLabels; whole: boolean }) {
  const marked = !whole && change.change !== "added" && change.change !== "removed"
  if (change.kind === "ul" || change.kind === "ol") {
    const List = change.kind
    return (
      <List className={`space-y-2 pl-6 ${List === "ol" ? "list-decimal" : "list-disc"}`}>
        {(change.items ?? []).map((item, i) => (
          <li key={i} className={item.change || change.change === "moved" ? undefined : "text-slate-500"}>
            {item.change && marked && <Badge change={item.change} labels={labels} />}
            <MarkedWords words={item.words} labels={labels} announce={marked && item.change === "changed"} />
          </li>
        ))}
      </List>
    )
  }
  return (
    <p>
      <MarkedWords words={change.words ?? []} labels={labels} announce={marked} />
    </p>
  )
}
