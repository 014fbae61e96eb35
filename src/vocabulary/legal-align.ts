// Two revisions' sequences of blocks (or sections, or list items) lined up, in time linear in their
// length: what both have, what only one has, and where a removed entry and an added one share most
// of their words, one entry changed. The work is bounded by counts, not by the clock, so a build
// gives the same comparison each time however busy its machine.
import { diffArrays } from "diff"

export type LegalChangeKind = "added" | "removed" | "changed"
export type Pair<T> = { change: LegalChangeKind | null; before?: T; after?: T }

/** Most entries added and removed between two revisions that are lined up one by one; past it, those between the first and last changed are removed and added. */
export const MAX_ENTRY_EDITS = 200
/** How many of the added entries after the last pairing a removed one is compared with, to be found changed rather than replaced. */
export const PAIRING_WINDOW = 16

// Two texts are one entry changed, not one removed and another added, when at least half of their
// words are shared (the Dice coefficient of their words).
const SAME_ENTRY = 0.5

/** A text's words, lowercased and sorted, so two texts' shared words are counted in one pass over both. */
export type Words = readonly string[]

export const wordsOf = (text: string): Words => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).sort()

/** The share of words two texts have in common, from 0 to 1; 0 when their lengths alone say it is under `least`. */
export function similarity(a: Words, b: Words, least = 0): number {
  const sum = Math.max(a.length + b.length, 1)
  if ((2 * Math.min(a.length, b.length)) / sum < least) return 0
  let shared = 0
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      shared++
      i++
      j++
    } else if (a[i]! < b[j]!) i++
    else j++
  }
  return (2 * shared) / sum
}

type Part = { count: number; added?: boolean; removed?: boolean }

// The kept, removed and added runs between two sequences of keys, at most MAX_ENTRY_EDITS apart;
// further apart, their common start and end are kept and all between is removed, then added.
function runs(before: readonly number[], after: readonly number[]): Part[] {
  const parts = diffArrays(before as number[], after as number[], { maxEditLength: MAX_ENTRY_EDITS })
  if (parts) return parts
  const shorter = Math.min(before.length, after.length)
  let start = 0
  while (start < shorter && before[start] === after[start]) start++
  let end = 0
  while (end < shorter - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++
  return [{ count: start }, { count: before.length - start - end, removed: true }, { count: after.length - start - end, added: true }, { count: end }]
}

/** How `align` reads an entry: its kind, what makes it the same entry in both, and the text whose words are compared. */
export type Reading<T> = { kindOf: (entry: T) => string; keyOf: (entry: T) => string; textOf: (entry: T) => string }

/**
 * Lines up two sequences by their keys: what both have, what only one has, and, where a removed
 * entry and an added one are of a kind and share most of their words, one entry changed.
 */
export function align<T>(before: readonly T[], after: readonly T[], { kindOf, keyOf, textOf }: Reading<T>): Pair<T>[] {
  // Each distinct kind and key is a number, so lining them up compares numbers, not texts.
  const ids = new Map<string, number>()
  const idOf = (entry: T) => {
    const key = `${kindOf(entry)}\t${keyOf(entry)}`
    if (!ids.has(key)) ids.set(key, ids.size)
    return ids.get(key)!
  }
  const words = new Map<T, Words>()
  const wordsOfEntry = (entry: T) => words.get(entry) ?? words.set(entry, wordsOf(textOf(entry))).get(entry)!
  const pairs: Pair<T>[] = []
  let b = 0
  let a = 0
  let removed: T[] = []
  let added: T[] = []
  // A removed entry is one changed with the first added one, after the last so paired and within the window, that is of its kind and shares most of its words.
  const settle = () => {
    let next = 0
    for (const old of removed) {
      let match = -1
      for (let i = next; i < Math.min(added.length, next + PAIRING_WINDOW) && match < 0; i++)
        if (kindOf(added[i]!) === kindOf(old) && similarity(wordsOfEntry(old), wordsOfEntry(added[i]!), SAME_ENTRY) >= SAME_ENTRY) match = i
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
  for (const part of runs(before.map(idOf), after.map(idOf))) {
    const { count } = part
    if (part.removed) {
      for (let i = 0; i < count; i++) removed.push(before[b + i]!)
      b += count
    } else if (part.added) {
      for (let i = 0; i < count; i++) added.push(after[a + i]!)
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
