// What changed between two revisions of a legal document: the headings, paragraphs and list
// items added, removed or changed, in reading order, each under the section it sits in, with
// the changed words marked inside a changed block.
import { diffArrays, diffWordsWithSpace } from "diff"
import { blockText, runsText, type LegalBlockView, type LegalRun } from "./legal-text"

export type LegalChangeKind = "added" | "removed" | "changed"
/** A stretch of words; `change` is null where both revisions say the same. */
export type LegalWord = { text: string; change: "added" | "removed" | null }
export type LegalItemChange = { change: LegalChangeKind | null; words: LegalWord[] }
export type LegalBlockChange = {
  change: LegalChangeKind
  kind: LegalBlockView["kind"]
  /** The heading of the section the change is in, as the newer revision has it where it can. */
  section: string | null
  /** That heading's anchor on the newer revision's page, if it has it. */
  sectionId: string | null
  /** A heading's or paragraph's words. */
  words: LegalWord[] | null
  /** A list's items, the unchanged ones too, so a changed item is read in its list. */
  items: LegalItemChange[] | null
}

type Runs = readonly Readonly<LegalRun>[]
type Pair<T> = { change: LegalChangeKind | null; before?: T; after?: T }

// Two texts are one block changed, not one removed and another added, when at least half of
// their words are shared (the Dice coefficient of their words).
const SAME_BLOCK = 0.5

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

function similarity(a: string, b: string): number {
  const left = words(a)
  const right = new Map<string, number>()
  for (const word of words(b)) right.set(word, (right.get(word) ?? 0) + 1)
  let shared = 0
  for (const word of left) {
    const count = right.get(word) ?? 0
    if (count) {
      shared++
      right.set(word, count - 1)
    }
  }
  return (2 * shared) / Math.max(left.length + words(b).length, 1)
}

/** Words of `before` and `after` in reading order, each marked as kept, removed or added. */
export function diffWords(before: string, after: string): LegalWord[] {
  return diffWordsWithSpace(before, after).map((part) => ({ text: part.value, change: part.added ? "added" : part.removed ? "removed" : null }))
}

/**
 * Lines up two sequences: what both have, what only one has, and, where a removed entry and an
 * added one are of a kind and share most of their words, one entry changed.
 */
function align<T>(before: readonly T[], after: readonly T[], keyOf: (entry: T) => string, textOf: (entry: T) => string): Pair<T>[] {
  const pairs: Pair<T>[] = []
  let b = 0
  let a = 0
  let removed: T[] = []
  let added: T[] = []
  const settle = () => {
    let next = 0
    for (const old of removed) {
      const match = added.findIndex((entry, i) => i >= next && kindOf(keyOf(entry)) === kindOf(keyOf(old)) && similarity(textOf(old), textOf(entry)) >= SAME_BLOCK)
      if (match < 0) {
        pairs.push({ change: "removed", before: old })
        continue
      }
      for (const entry of added.slice(next, match)) pairs.push({ change: "added", after: entry })
      pairs.push({ change: "changed", before: old, after: added[match] })
      next = match + 1
    }
    for (const entry of added.slice(next)) pairs.push({ change: "added", after: entry })
    removed = []
    added = []
  }
  for (const part of diffArrays(before.map(keyOf), after.map(keyOf))) {
    const count = part.value.length
    if (part.removed) removed.push(...before.slice(b, (b += count)))
    else if (part.added) added.push(...after.slice(a, (a += count)))
    else {
      settle()
      for (let i = 0; i < count; i++) pairs.push({ change: null, before: before[b + i], after: after[a + i] })
      b += count
      a += count
    }
  }
  settle()
  return pairs
}

// A key is its entry's kind, a tab, then its text: only entries of one kind can be one changed.
const kindOf = (key: string) => key.slice(0, key.indexOf("\t"))

function itemChanges(before: readonly Runs[], after: readonly Runs[]): LegalItemChange[] {
  const text = (item: Runs) => runsText(item)
  return align(before, after, (item) => `li\t${text(item)}`, text).map(({ change, before: old, after: now }) => ({
    change,
    words: change === "changed" ? diffWords(text(old!), text(now!)) : [{ text: text((now ?? old)!), change }],
  }))
}

/** The changes from `before` to `after`, in the newer revision's reading order. */
export function compareLegalText(before: readonly LegalBlockView[], after: readonly LegalBlockView[]): LegalBlockChange[] {
  const changes: LegalBlockChange[] = []
  // The section each text is in: a removed block is in the older text's, any other in the newer's.
  let newer: Section = null
  let older: Section = null
  for (const { change, before: old, after: now } of align(before, after, (block) => `${block.kind}\t${blockText(block)}`, blockText)) {
    const block = (now ?? old)!
    if (block.kind === "h2" || block.kind === "h3") {
      // A heading the newer text keeps is linked on its page; a removed one is only named.
      if (now) newer = { text: blockText(now), id: now.id ?? null }
      if (old) older = { text: blockText(old), id: now?.id ?? null }
    }
    if (!change) continue
    const section = change === "removed" ? older : newer
    const lists = block.kind === "ul" || block.kind === "ol"
    const words = lists ? null : change === "changed" ? diffWords(blockText(old!), blockText(now!)) : [{ text: blockText(block), change }]
    const items = !lists ? null : itemChanges(old?.items ?? [], now?.items ?? [])
    changes.push({ change, kind: block.kind, section: section?.text ?? null, sectionId: section?.id ?? null, words, items })
  }
  return changes
}

type Section = { text: string; id: string | null } | null
