// What changed between two revisions of a legal document, as counsel's comparison tools show it:
// sections are matched by their titles with their numbers set aside, so a renumbered section is
// only renumbered; a reworded heading over the same text is one change; a new or removed section
// is one addition or removal; a paragraph moved between sections is shown as moved. Inside a
// section, paragraphs and list items are added, removed or changed, with the changed words marked;
// one rewritten past MAX_WORD_EDITS is shown whole, its earlier text removed and its new text added.
import { diffWordsWithSpace } from "diff"
import { align, similarity, wordsOf, type LegalChangeKind, type Pair, type Words } from "./legal-align"
import { blockText, runsText, type LegalBlockView, type LegalRun } from "./legal-text"

export type { LegalChangeKind }
/** Most words and spaces added and removed inside a paragraph or item that are marked one by one; past it, it was rewritten, and is shown whole. */
export const MAX_WORD_EDITS = 400
/** Most pairs of a block added to one section and a block removed from another compared to find it moved. */
export const MAX_MOVE_COMPARISONS = 20000
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
type Section = { heading: LegalBlockView | null; number: string; title: string; blocks: LegalBlockView[] }

// A block found in another section is the same block moved when nearly all of its words are.
const MOVED_BLOCK = 0.8
// "9. Changes", "9.1 Notices", "BAA 2. Safeguards": the number, then the title.
const NUMBERED = /^((?:[A-Z]{2,}\s+)?\d+(?:\.\d+)*\.?)\s+(.*)$/

/** Words of `before` and `after` in reading order, each marked as kept, removed or added; past MAX_WORD_EDITS, all of `before` removed and all of `after` added. */
export function diffWords(before: string, after: string): LegalWord[] {
  const parts = diffWordsWithSpace(before, after, { maxEditLength: MAX_WORD_EDITS })
  if (!parts)
    return [
      { text: before, change: "removed" },
      { text: after, change: "added" },
    ]
  return parts.map((part) => ({ text: part.value, change: part.added ? "added" : part.removed ? "removed" : null }))
}

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

const titleKey = (section: Section) => (section.heading ? section.title.toLowerCase().replace(/\s+/g, " ") : "")
const sectionText = (section: Section) => [section.heading ? blockText(section.heading) : "", ...section.blocks.map(blockText)].join("\n")

/** Sections lined up by title; a section moved elsewhere in the text is still the same section. */
function alignSections(before: Section[], after: Section[]): Pair<Section>[] {
  const pairs = align(before, after, { kindOf: () => "section", keyOf: titleKey, textOf: sectionText })
  const added = new Map<string, Pair<Section>[]>()
  for (const pair of pairs) if (pair.change === "added") added.set(titleKey(pair.after!), [...(added.get(titleKey(pair.after!)) ?? []), pair])
  const found = new Set<Pair<Section>>()
  for (const removed of pairs) {
    const same = removed.change === "removed" ? added.get(titleKey(removed.before!))?.shift() : undefined
    if (!same) continue
    Object.assign(same, { change: null, before: removed.before })
    found.add(removed)
  }
  return pairs.filter((pair) => !found.has(pair))
}

type Draft = Omit<LegalBlockChange, "anchor">

function itemChanges(before: readonly Runs[], after: readonly Runs[]): LegalItemChange[] {
  const text = (item: Runs) => runsText(item)
  return align(before, after, { kindOf: () => "li", keyOf: text, textOf: text }).map(({ change, before: old, after: now }) => ({
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
      ? section.blocks.map((block) =>
          Object.assign(blockChange(whole, whole === "removed" ? block : undefined, whole === "added" ? block : undefined), { kept: block }),
        )
      : align(old!.blocks, now!.blocks, { kindOf: (block) => block.kind, keyOf: blockText, textOf: blockText })
          .filter((pair) => pair.change)
          .map((pair) => Object.assign(blockChange(pair.change!, pair.before, pair.after), { kept: (pair.after ?? pair.before)! }))
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
        blocks: blocks.map(({ change, kind, words, items, movedFrom }, j) => ({ change, kind, words, items, movedFrom, anchor: `change-${i + 1}-${j + 1}` })),
        anchor: `change-${i + 1}`,
      }),
    )
  return { sections, summary: summarize(sections) }
}

// A section's change before anchors are given, each block with the block it was made from.
type Entry = Omit<LegalSectionChange, "anchor" | "blocks"> & { blocks: Array<Draft & { kept: LegalBlockView }> }

type Block = Entry["blocks"][number]

// A paragraph or list removed from one kept section and added, nearly word for word, to another
// is one block moved: it is shown where it now is, named with the section it came from. Past
// MAX_MOVE_COMPARISONS, the blocks left are shown added and removed where they are.
function markMoves(entries: Entry[]) {
  const kept = entries.filter((entry) => entry.change !== "added" && entry.change !== "removed")
  const removed = kept.flatMap((from) => from.blocks.filter((block) => block.change === "removed").map((block) => ({ from, block })))
  const words = new Map<Block, Words>()
  const wordsOfBlock = (block: Block) => words.get(block) ?? words.set(block, wordsOf(blockText(block.kept))).get(block)!
  const moved = new Set<Block>()
  let comparisons = 0
  // The first block removed from another section, in reading order, that `added` is a move of.
  const origin = (to: Entry, added: Block) => {
    for (const candidate of removed) {
      if (comparisons++ >= MAX_MOVE_COMPARISONS) return undefined
      const { from, block } = candidate
      if (from !== to && !moved.has(block) && block.kind === added.kind && similarity(wordsOfBlock(block), wordsOfBlock(added), MOVED_BLOCK) >= MOVED_BLOCK)
        return candidate
    }
    return undefined
  }
  for (const to of kept) {
    for (const added of to.blocks) {
      if (added.change !== "added") continue
      const found = origin(to, added)
      if (!found) continue
      moved.add(found.block)
      // Word for word, it reads unmarked; reworded on the way, its changed words are marked.
      const same = blockText(found.block.kept) === blockText(added.kept)
      Object.assign(added, blockChange(same ? null : "changed", found.block.kept, added.kept), { change: "moved", movedFrom: found.from.heading })
    }
  }
  for (const entry of kept) if (moved.size) entry.blocks = entry.blocks.filter((block) => !moved.has(block))
}

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
