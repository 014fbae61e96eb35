// The words of the site's search as Pagefind reads them (src/node/output/search-index.ts), from a page
// and from a query alike: split at spaces, lowercase, accents dropped, only letters and digits
// kept, and a compound ("medical-legal", "HIPAA-compliant") also read as its parts. The build
// lists a page's words by their first letter (the search's word lists); a query's one-letter
// words are never searched.

/** A word as the index holds it: lowercase letters and digits, no accents ("Café's" is "cafes"). */
export const indexWord = (raw: string) =>
  raw
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "")

/** Every word a text holds: each whole word, and a compound's parts. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).flatMap((raw) => {
    const whole = indexWord(raw)
    // A compound's parts: split where a letter or digit meets anything else, and before a capital inside a word.
    const parts = raw
      .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
      .split(/[^\p{L}\p{N}\p{M}]+/u)
      .map(indexWord)
      .filter(Boolean)
    return [whole, ...(parts.length > 1 ? parts : [])].filter(Boolean)
  })
}

/** The words a query searches: its words as the index holds them, but for those of one letter, which would match every word they begin. */
export const queryWords = (query: string) => [...new Set(query.split(/\s+/).map(indexWord))].filter((word) => word.length > 1)

/** The name of the list a word is in: its first letter or digit, or its code point for any other. */
export const wordListOf = (word: string) => (/^[a-z0-9]/.test(word) ? word[0]! : `u${word.codePointAt(0)!.toString(16)}`)

/** Where the search's word lists are, beside Pagefind's index. */
export const WORD_LISTS = "words"
