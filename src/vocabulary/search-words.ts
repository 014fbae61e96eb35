// The words of the site's search (src/node/output/search-index.ts), from a page and from a query
// alike: split at spaces, lowercase, accents dropped, only letters and digits kept, and a compound
// ("medical-legal", "HIPAA-compliant") also read as its parts. The build lists a page's words by
// their first letter (the search's word lists); a query's one-letter words are never searched.

/** A word as the index holds it: lowercase letters and digits, no accents ("Café's" is "cafes"). */
export const indexWord = (raw: string) =>
  raw
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "")

/** Whether a word is searched: a word of one letter never is, as it would find every word it begins. */
export const isSearched = (word: string) => word.length > 1

/** The words of one of a text's spaced tokens: the whole word, and a compound's parts. */
export function tokenWords(raw: string): string[] {
  const whole = indexWord(raw)
  // A compound's parts: split where a letter or digit meets anything else, and before a capital inside a word.
  const parts = raw
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .map(indexWord)
    .filter(Boolean)
  return [whole, ...(parts.length > 1 ? parts : [])].filter(Boolean)
}

/** Every word a text holds: each whole word, and a compound's parts. */
export const wordsOf = (text: string): string[] => text.split(/\s+/).flatMap(tokenWords)

/** A text's searched words (of two letters or more), each with its place: a token's words share one, and a token of none takes none, so a phrase reads across a one-letter word. */
export function placedWords(text: string, from = 0): { word: string; place: number }[] {
  const placed: { word: string; place: number }[] = []
  let place = from
  for (const raw of text.split(/\s+/)) {
    const words = tokenWords(raw).filter(isSearched)
    for (const word of words) placed.push({ word, place })
    if (words.length) place++
  }
  return placed
}

/** The words a query searches: its words as the index holds them, but for those of one letter, which would match every word they begin. */
export const queryWords = (query: string) => [...new Set(query.split(/\s+/).map(indexWord))].filter(isSearched)

/** The name of the list a word is in: its first letter or digit, or its code point for any other. */
export const wordListOf = (word: string) => (/^[a-z0-9]/.test(word) ? word[0]! : `u${word.codePointAt(0)!.toString(16)}`)

/** Where the search's word lists are, in its index's folder. */
export const WORD_LISTS = "words"
