// What changed between two revisions of a legal document, as counsel's comparison tools show it:
// sections are matched by their titles with their numbers set aside, so a renumbered section is
// only renumbered; a reworded heading over the same text is one change; a new or removed section
// is one addition or removal; a paragraph moved between sections is shown as moved. Inside a
// section, paragraphs and list items are added, removed or changed, with the changed words marked.
import { diffArrays, diffWordsWithSpace } from "diff"
import { blockText, runsText, type LegalBlockView, type LegalRun } from "./legal-text"

export type LegalChangeKind = "added" | "removed" | "changed"
/** A stretch of words; `change` is null where both revisions say the same. */
export type LegalWord = { text: string; change: "added" | "removed" | null }
export type LegalItemChange = { change: LegalChangeKind | null; words: LegalWord[] }
export type LegalBlockChange = {
  change: LegalChangeKind | "moved"
  kind: "p" | "ul" | "ol"
  /** A paragraph's words. */
  words: LegalWord[] | null
  /** A list's items, the unchanged ones too, so a changed item is read in its list. */
  items: LegalItemChange[] | null
  /** For a moved block, the heading of the section it was in. */
  movedFrom: string | null
  /** Its anchor on the page of what changed. */
  anchor: string
}
export type LegalSectionChange = {
  /** What happened to the section as a whole; null when only text inside it changed. */
  change: "added" | "removed" | "reworded" | "renumbered" | null
  /** Its heading as the newer revision has it (a removed one's as it was); null before the first heading. */
  heading: string | null
  /** That heading's anchor on the newer revision's page. */
  id: string | null
  /** The heading as the older revision had it, where it differs. */
  formerHeading: string | null
  /** A reworded heading's words, marked. */
  headingWords: LegalWord[] | null
  /** The paragraphs and lists that changed (all of them, for a section added or removed). */
  blocks: LegalBlockChange[]
  /** Its anchor on the page of what changed. */
  anchor: string
}
export const SUMMARY_KINDS = ["sectionsAdded", "sectionsRemoved", "headingsReworded", "sectionsRenumbered", "paragraphsChanged", "itemsChanged"] as const
/** How many changes of a kind, and the anchor of the first. */
export type LegalChangeCount = { kind: (typeof SUMMARY_KINDS)[number]; count: number; first: string | null }
export type LegalComparison = { sections: LegalSectionChange[]; summary: LegalChangeCount[] }

type Runs = readonly Readonly<LegalRun>[]
type Pair<T> = { change: LegalChangeKind | null; before?: T; after?: T }
type Section = { heading: LegalBlockView | null; number: string; title: string; blocks: LegalBlockView[] }

// Two texts are one block changed, not one removed and another added, when at least half of
// their words are shared (the Dice coefficient of their words); a block found in another
// section is the same block moved when nearly all of them are.
const SAME_BLOCK = 0.5
const MOVED_BLOCK = 0.8
// "9. Changes", "9.1 Notices", "BAA 2. Safeguards": the number, then the title.
const NUMBERED = /^((?:[A-Z]{2,}\s+)?\d+(?:\.\d+)*\.?)\s+(.*)$/

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
 * Lines up two sequences by their keys: what both have, what only one has, and, where a removed
 * entry and an added one are of a kind and share most of their words, one entry changed.
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
      const match = added.findIndex(
        (entry, i) => i >= next && kindOf(keyOf(entry)) === kindOf(keyOf(old)) && similarity(textOf(old), textOf(entry)) >= SAME_BLOCK,
      )
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
    if (part.removed) {
      removed.push(...before.slice(b, b + count))
      b += count
    } else if (part.added) {
      added.push(...after.slice(a, a + count))
      a += count
    } else {
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

/** A text's sections: what comes before its first heading, then one per heading. */
function sectionsOf(blocks: readonly LegalBlockView[]): Section[] {
  const sections: Section[] = [{ heading: null, number: "", title: "", blocks: [] }]
  for (const block of blocks) {
    if (block.kind !== "h2" && block.kind !== "h3") {
      sections.at(-1)!.blocks.push(block)
      continue
    }
    const text = blockText(block)
    const [, number = "", title = text] = text.match(NUMBERED) ?? []
    sections.push({ heading: block, number, title, blocks: [] })
  }
  return sections[0]!.blocks.length ? sections : sections.slice(1)
}

const titleKey = (section: Section) => `section\t${section.heading ? section.title.toLowerCase().replace(/\s+/g, " ") : ""}`
const sectionText = (section: Section) => [section.heading ? blockText(section.heading) : "", ...section.blocks.map(blockText)].join("\n")

/** Sections lined up by title; a section moved elsewhere in the text is still the same section. */
function alignSections(before: Section[], after: Section[]): Pair<Section>[] {
  const pairs = align(before, after, titleKey, sectionText)
  for (const removed of pairs.filter((pair) => pair.change === "removed")) {
    const added = pairs.find((pair) => pair.change === "added" && titleKey(pair.after!) === titleKey(removed.before!))
    if (!added) continue
    Object.assign(added, { change: null, before: removed.before })
    pairs.splice(pairs.indexOf(removed), 1)
  }
  return pairs
}

type Draft = Omit<LegalBlockChange, "anchor">

function itemChanges(before: readonly Runs[], after: readonly Runs[]): LegalItemChange[] {
  const text = (item: Runs) => runsText(item)
  return align(before, after, (item) => `li\t${text(item)}`, text).map(({ change, before: old, after: now }) => ({
    change,
    words: change === "changed" ? diffWords(text(old!), text(now!)) : [{ text: text((now ?? old)!), change }],
  }))
}

// A block's change; with `change` null, the block as it reads, unmarked.
function blockChange(change: LegalChangeKind | null, old: LegalBlockView | undefined, now: LegalBlockView | undefined): Draft {
  const block = (now ?? old)!
  const kind = block.kind as Draft["kind"]
  if (kind === "ul" || kind === "ol")
    return { change: change ?? "moved", kind, words: null, items: itemChanges(old?.items ?? [], now?.items ?? []), movedFrom: null }
  const words = change === "changed" ? diffWords(blockText(old!), blockText(now!)) : [{ text: blockText(block), change }]
  return { change: change ?? "moved", kind, words, items: null, movedFrom: null }
}

const sectionName = (section: Section) => (section.heading ? blockText(section.heading) : null)

/** The changes from `before` to `after`, section by section in the newer revision's order, and their counts. */
export function compareLegalText(before: readonly LegalBlockView[], after: readonly LegalBlockView[]): LegalComparison {
  const entries = alignSections(sectionsOf(before), sectionsOf(after)).map(({ change, before: old, after: now }): Entry => {
    const section = (now ?? old)!
    const whole = change === "added" || change === "removed" ? change : null
    const blocks = whole
      ? section.blocks.map((block) => ({ ...blockChange(whole, whole === "removed" ? block : undefined, whole === "added" ? block : undefined), kept: block }))
      : align(old!.blocks, now!.blocks, (block) => `${block.kind}\t${blockText(block)}`, blockText)
          .filter((pair) => pair.change)
          .map((pair) => ({ ...blockChange(pair.change!, pair.before, pair.after), kept: (pair.after ?? pair.before)! }))
    const reworded = !whole && old!.heading && now!.heading && titleKey(old!) !== titleKey(now!)
    const renumbered = !whole && !reworded && old!.number !== now!.number
    return {
      change: whole ?? (reworded ? "reworded" : renumbered ? "renumbered" : null),
      heading: sectionName(section),
      id: now?.heading?.id ?? null,
      formerHeading: reworded || renumbered ? sectionName(old!) : null,
      headingWords: reworded ? diffWords(sectionName(old!)!, sectionName(now!)!) : null,
      blocks,
    }
  })
  markMoves(entries)
  const sections = entries
    .filter((entry) => entry.change || entry.blocks.length)
    .map(
      ({ blocks, ...entry }, i): LegalSectionChange => ({
        ...entry,
        blocks: blocks.map(({ kept: _, ...block }, j) => ({ ...block, anchor: `change-${i + 1}-${j + 1}` })),
        anchor: `change-${i + 1}`,
      }),
    )
  return { sections, summary: summarize(sections) }
}

// A section's change before anchors are given, each block with the block it was made from.
type Entry = Omit<LegalSectionChange, "anchor" | "blocks"> & { blocks: Array<Draft & { kept: LegalBlockView }> }

// A paragraph or list removed from one kept section and added, nearly word for word, to another
// is one block moved: it is shown where it now is, named with the section it came from.
function markMoves(entries: Entry[]) {
  const kept = entries.filter((entry) => entry.change !== "added" && entry.change !== "removed")
  for (const to of kept) {
    for (const added of to.blocks.filter((block) => block.change === "added")) {
      const from = kept.find((entry) => entry !== to && entry.blocks.some((block) => isMoveOf(block, added)))
      if (!from) continue
      const removed = from.blocks.find((block) => isMoveOf(block, added))!
      from.blocks.splice(from.blocks.indexOf(removed), 1)
      // Word for word, it reads unmarked; reworded on the way, its changed words are marked.
      const same = blockText(removed.kept) === blockText(added.kept)
      Object.assign(added, blockChange(same ? null : "changed", removed.kept, added.kept), { change: "moved", movedFrom: from.heading })
    }
  }
}

const isMoveOf = (block: Draft & { kept: LegalBlockView }, added: Draft & { kept: LegalBlockView }) =>
  block.change === "removed" && block.kind === added.kind && similarity(blockText(block.kept), blockText(added.kept)) >= MOVED_BLOCK

/** How many sections were added, removed, reworded and renumbered, and how many paragraphs and list items changed. */
function summarize(sections: readonly LegalSectionChange[]): LegalChangeCount[] {
  const counts = new Map<LegalChangeCount["kind"], { count: number; first: string | null }>(SUMMARY_KINDS.map((kind) => [kind, { count: 0, first: null }]))
  const count = (kind: LegalChangeCount["kind"], anchor: string, n = 1) => {
    const entry = counts.get(kind)!
    if (n && !entry.first) entry.first = anchor
    entry.count += n
  }
  const SECTION_KINDS = { added: "sectionsAdded", removed: "sectionsRemoved", reworded: "headingsReworded", renumbered: "sectionsRenumbered" } as const
  for (const section of sections) {
    if (section.change) count(SECTION_KINDS[section.change], section.anchor)
    // A section added or removed is counted once, as a section, not again by its paragraphs.
    if (section.change === "added" || section.change === "removed") continue
    for (const block of section.blocks) {
      if (block.kind === "p") count("paragraphsChanged", block.anchor)
      else count("itemsChanged", block.anchor, (block.items ?? []).filter((item) => item.change || block.change === "moved").length)
    }
  }
  return SUMMARY_KINDS.map((kind) => ({ kind, ...counts.get(kind)! }))
}
