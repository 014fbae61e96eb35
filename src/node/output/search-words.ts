// The search's word lists, written beside Pagefind's index from the text it indexed (each page's
// fragment: its words and its title): every word some page holds, by first letter, those most
// pages hold first, which the search reads to correct a misspelt word
// (src/components/search/corrections.ts). A query fetches the lists of its words' first letters alone.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { WORD_LISTS, wordListOf, wordsOf } from "../../vocabulary/search-words"

// Pagefind's files start with this mark once unzipped.
const SIGNATURE = "pagefind_dcd"

type Fragment = { content: string; meta?: { title?: string } }

/** A fragment's text, as Pagefind wrote it: refused, naming the file, if it is not what this reader knows. */
export function fragmentText(file: string): string {
  const bytes = zlib.gunzipSync(fs.readFileSync(file))
  const fragment =
    bytes.subarray(0, SIGNATURE.length).toString() === SIGNATURE ? (JSON.parse(bytes.subarray(SIGNATURE.length).toString()) as Fragment) : undefined
  if (typeof fragment?.content !== "string")
    throw new Error(`${file} is not a page's fragment as Pagefind 1.6 writes it: the search's word lists cannot be made from it`)
  return `${fragment.meta?.title ?? ""} ${fragment.content}`
}

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

/** Writes the word lists of the index in `indexDir` (public/pagefind) into its words/ folder; how many words they hold. */
export function writeWordLists(indexDir: string): number {
  const fragments = path.join(indexDir, "fragment")
  const lists = wordLists(fs.readdirSync(fragments).map((name) => fragmentText(path.join(fragments, name))))
  const out = path.join(indexDir, WORD_LISTS)
  fs.mkdirSync(out, { recursive: true })
  for (const [name, words] of lists) fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(words))
  return [...lists.values()].reduce((sum, words) => sum + words.length, 0)
}
