// A query's words as the search runs them, from the index's own words (the build's word lists,
// src/node/output/search-words.ts): a word that begins a word of the index, as the search finds words
// (by their stems: "policies" finds "policy"), is searched as it is; any other is misspelt, and is
// searched as the index's word one letter from it (two, for a word of eight letters or more),
// the one most pages hold, or left out when there is none.
import { computedOnce } from "../../vocabulary/computed-once"
import { editDistance } from "../../vocabulary/edit-distance"
import { finds, stemOf } from "../../vocabulary/search-index"

export { editDistance }

/** The index's words of one first letter, those most pages hold first. */
export type WordList = readonly string[]

// How many letters a misspelt word may be from its correction: none for a short word or a number, where any is a guess.
const reach = (word: string) => (/\d/.test(word) ? 0 : word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

// Each list's stems, worked out once.
const stems = computedOnce((list: WordList) => list.map(stemOf))

/** Whether the search finds `word` among `list`'s words: a word's stem begins with its stem. */
export const isIndexed = (word: string, list: WordList) => {
  const wanted = stemOf(word)
  return stems(list).some((indexed) => finds(wanted, indexed))
}

/** The word of `list` nearest `word` within its reach, the first (the one most pages hold) of those as near; none beyond it. */
export function nearestWord(word: string, list: WordList): string | undefined {
  const most = reach(word)
  if (!most) return undefined
  let best: { word?: string; distance: number } = { distance: most + 1 }
  for (const candidate of list) {
    const distance = editDistance(word, candidate, best.distance - 1)
    if (distance < best.distance) best = { word: candidate, distance }
    if (best.distance === 1) break
  }
  return best.word
}

/** The words to search for `words` (each with its first letter's list), and whether any was corrected or left out. */
export function searchedWords(words: readonly string[], listOf: (word: string) => WordList): { words: string[]; changed: boolean } {
  const searched = words.flatMap((word) => {
    const list = listOf(word)
    if (isIndexed(word, list)) return [word]
    const nearest = nearestWord(word, list)
    return nearest ? [nearest] : []
  })
  return { words: [...new Set(searched)], changed: searched.length !== words.length || searched.some((word, i) => word !== words[i]) }
}
