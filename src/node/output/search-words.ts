// The search's word lists, written beside its index from the text it indexed (each page's title
// and text): every word some page holds, by first letter, those most pages hold first, which the
// search reads to correct a misspelt word (src/components/search/corrections.ts). A query fetches
// the lists of its words' first letters alone.
import fs from "node:fs"
import path from "node:path"
import { WORD_LISTS, wordListOf, wordsOf } from "../../vocabulary/search-words"

/** Each first letter's words, from the pages' texts: those most pages hold first, then in alphabetical order. */
export function wordLists(texts: Iterable<string>): Map<string, string[]> {
  const pages = new Map<string, number>()
  for (const text of texts) for (const word of new Set(wordsOf(text))) pages.set(word, (pages.get(word) ?? 0) + 1)
  const lists = new Map<string, string[]>()
  for (const [word] of [...pages].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))) {
    const name = wordListOf(word)
    lists
      .set(name, lists.get(name) ?? [])
      .get(name)!
      .push(word)
  }
  return lists
}

/** Writes the word lists of the pages' `texts` into the index's folder `indexDir`; their names, in order. */
export function writeWordLists(indexDir: string, texts: Iterable<string>): string[] {
  const lists = wordLists(texts)
  const out = path.join(indexDir, WORD_LISTS)
  fs.mkdirSync(out, { recursive: true })
  for (const [name, words] of lists) fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(words))
  return [...lists.keys()].sort()
}
