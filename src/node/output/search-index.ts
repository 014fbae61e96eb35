// The site's search index (its form: src/vocabulary/search-index.ts), written after the build into
// public/search-index/ from the built pages that say they are searched (./searched-page.ts): each
// page's text for its excerpts, each stem's pages weighed (BM25, a heading's and the title's words
// above the text's) and cut into shards, and the word lists that correct a misspelt word
// (./search-words.ts). Written anew on every build, once public/ holds only this build's files.
import fs from "node:fs"
import path from "node:path"
import {
  encodePostings,
  pageFile,
  type Posting,
  SEARCH_INDEX_FOLDER,
  type SearchedPage,
  type SearchIndex,
  type Shard,
  INDEX_FILE,
  shardFile,
  stemOf,
} from "../../vocabulary/search-index"
import { isSearched, placedWords, wordsOf } from "../../vocabulary/search-words"
import { type PageText, searchedPage } from "./searched-page"
import { writeWordLists } from "./search-words"

export { SEARCH_INDEX_FOLDER }

/** Removes the last build's index from `publicDir`, so that no file of it is taken for a stale file. */
export const removeSearchIndex = (publicDir: string) => fs.rmSync(path.join(publicDir, SEARCH_INDEX_FOLDER), { recursive: true, force: true })

// How many characters of stems a shard holds before the next begins: a few KB once compressed.
const SHARD_CHARS = 16_000
// BM25: how soon more of a word stops adding weight, and how much a page's length tempers it.
const K1 = 1.2
const B = 0.75
// Weights are written as whole numbers, this many to one of BM25's.
const WEIGHT_SCALE = 20

/** The address a built page is served at: about/index.html is /about. */
const addressOf = (file: string) =>
  `/${file
    .split(path.sep)
    .join("/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "")}`

/** Each searched page of `publicDir`, by address. */
function searchedPages(publicDir: string): (PageText & { url: string })[] {
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() && entry.name.endsWith(".html") ? [path.relative(publicDir, path.join(entry.parentPath, entry.name))] : []))
  return (
    files
      .flatMap((file) => {
        const text = searchedPage(fs.readFileSync(path.join(publicDir, file), "utf8"))
        return text ? [{ url: addressOf(file), ...text }] : []
      })
      // In the order a reader counts: /insights/note-2 before /insights/note-10, which ranks pages of equal weight.
      .sort((a, b) => a.url.localeCompare(b.url, "en", { numeric: true }))
  )
}

/** A page's stems: how much of each its text holds (a heading's word counting for its weight), whether its title holds it, their places, and its length in words. */
function stemsOf(page: PageText, stemmed: Map<string, string>) {
  const stems = new Map<string, { count: number; titled: boolean; places: Set<number> }>()
  const held = (word: string) => {
    const stem = stemmed.get(word) ?? stemmed.set(word, stemOf(word)).get(word)!
    return stems.get(stem) ?? stems.set(stem, { count: 0, titled: false, places: new Set() }).get(stem)!
  }
  const placed = placedWords(page.content)
  for (const { word, place } of placed) {
    held(word).count++
    held(word).places.add(place)
  }
  // A heading's words are the text's too: they weigh the rest of their weight.
  for (const { text, weight } of page.headings) for (const word of wordsOf(text).filter(isSearched)) held(word).count += weight - 1
  // The title's places follow the text's, one apart, so that a phrase is found within it, never across.
  for (const { word, place } of placedWords(page.title, (placed.at(-1)?.place ?? 0) + 2)) {
    held(word).titled = true
    held(word).places.add(place)
  }
  return { length: placed.length, stems }
}

/** Each stem's pages, weighed by BM25 over `pages`, a word of the title weighing as much as a text full of it. */
export function postingsOf(pages: readonly PageText[]): Map<string, Posting[]> {
  // Each word stemmed once: most recur on many pages.
  const stemmed = new Map<string, string>()
  const counted = pages.map((page) => stemsOf(page, stemmed))
  const average = counted.reduce((sum, { length }) => sum + length, 0) / (pages.length || 1) || 1
  const postings = new Map<string, Posting[]>()
  const held = new Map<Posting, { count: number; titled: boolean }>()
  counted.forEach(({ stems }, page) => {
    for (const [stem, { count, titled, places }] of stems) {
      const posting = { page, weight: 0, places: [...places].sort((a, b) => a - b) }
      held.set(posting, { count, titled })
      postings.get(stem)?.push(posting) ?? postings.set(stem, [posting])
    }
  })
  for (const list of postings.values()) {
    const rarity = Math.log(1 + (pages.length - list.length + 0.5) / (list.length + 0.5))
    for (const posting of list) {
      const { count, titled } = held.get(posting)!
      const tempered = 1 - B + (B * counted[posting.page]!.length) / average
      const text = (count * (K1 + 1)) / (count + K1 * tempered)
      posting.weight = Math.max(1, Math.round(rarity * (text + (titled ? K1 + 1 : 0)) * WEIGHT_SCALE))
    }
  }
  return postings
}

/** The stems' rows cut into shards in alphabetical order, each up to SHARD_CHARS but for a stem larger alone, with each shard's first stem. */
export function shardsOf(postings: ReadonlyMap<string, readonly Posting[]>): { first: string; rows: Shard }[] {
  const shards: { first: string; rows: Shard }[] = []
  let size = Number.POSITIVE_INFINITY
  for (const stem of [...postings.keys()].sort()) {
    const row = encodePostings(postings.get(stem)!)
    const chars = stem.length + JSON.stringify(row).length + 4
    // The first stem is kept apart: an object lists a key that is a number ("2024") before the others.
    if (size + chars > SHARD_CHARS) {
      shards.push({ first: stem, rows: {} })
      size = 0
    }
    shards.at(-1)!.rows[stem] = row
    size += chars
  }
  return shards
}

/** Indexes the searched pages of `publicDir`; how many pages the index holds. */
export function writeSearchIndex(publicDir: string): number {
  removeSearchIndex(publicDir)
  const pages = searchedPages(publicDir)
  const out = path.join(publicDir, SEARCH_INDEX_FOLDER)
  for (const folder of [pageFile(0), shardFile(0)]) fs.mkdirSync(path.dirname(path.join(out, folder)), { recursive: true })
  const write = (file: string, value: unknown) => fs.writeFileSync(path.join(out, file), JSON.stringify(value))
  for (const [page, { url, title, topics, content }] of pages.entries()) write(pageFile(page), { url, title, topics, content } satisfies SearchedPage)
  const shards = shardsOf(postingsOf(pages))
  for (const [i, { rows }] of shards.entries()) write(shardFile(i), rows)
  const lists = writeWordLists(
    out,
    pages.map(({ title, content }) => `${title} ${content}`),
  )
  write(INDEX_FILE, { shards: shards.map(({ first }) => first), lists } satisfies SearchIndex)
  return pages.length
}
