// The site's search index as the build writes it (src/node/output/search-index.ts) and the search
// reads it (src/components/search/site-search.ts), under public/search-index/: a page's words are
// held by their stems (Porter2), each stem with the pages holding it, its weight on each and its
// places; stems are cut, in alphabetical order, into shards of a few KB, so a search fetches the
// shards of its words alone, whatever the site's size, and each result's page text for its excerpt.
import stem from "wink-porter2-stemmer"

export const SEARCH_INDEX_FOLDER = "search-index"

/** The index's contents: each shard's first stem, in order, and the names of its word lists (../vocabulary/search-words.ts). */
export const INDEX_FILE = "index.json"
export type SearchIndex = { shards: string[]; lists: string[] }
export const shardFile = (shard: number) => `shard/${shard}.json`
export const pageFile = (page: number) => `page/${page}.json`

/**
 * A shard: each stem's pages, as numbers in a row, for each page in order: its number's gap from the
 * last (the first from 0), the stem's weight on it, how many places, then each place's gap from the last.
 */
export type Shard = Record<string, number[]>

/** A searched page as a result shows it: its address, title, topics and text (the excerpt's source). */
export type SearchedPage = { url: string; title: string; topics: string[]; content: string }

/** A page's weight for one stem, and its places (the words' order in the page, for a quoted phrase). */
export type Posting = { page: number; weight: number; places: number[] }

/** A stem's postings written as a shard holds them. */
export function encodePostings(postings: readonly Posting[]): number[] {
  const row: number[] = []
  let lastPage = 0
  for (const { page, weight, places } of postings) {
    row.push(page - lastPage, weight, places.length)
    lastPage = page
    let lastPlace = 0
    for (const place of places) {
      row.push(place - lastPlace)
      lastPlace = place
    }
  }
  return row
}

/** A stem's postings read back from a shard's row. */
export function decodePostings(row: readonly number[]): Posting[] {
  const postings: Posting[] = []
  let page = 0
  for (let at = 0; at < row.length; ) {
    page += row[at]!
    const weight = row[at + 1]!
    const count = row[at + 2]!
    at += 3
    const places: number[] = []
    let place = 0
    for (const end = at + count; at < end; at++) {
      place += row[at]!
      places.push(place)
    }
    postings.push({ page, weight, places })
  }
  return postings
}

/** The stem a word is searched by: "apportionments" is "apportion". */
export const stemOf = (word: string) => stem(word)

/** Whether a search for the stem `searched` finds a word of the stem `held`: a word is found by its stem's beginning ("polic" finds "policies"). */
export const finds = (searched: string, held: string) => held.startsWith(searched)

/** The shards that may hold a stem beginning with `prefix`, given each shard's first stem (sorted). */
export function shardsFor(prefix: string, firsts: readonly string[]): number[] {
  if (!firsts.length) return []
  // The last shard starting at or before the prefix, then every one after it starting with the prefix.
  let shard = 0
  while (shard + 1 < firsts.length && firsts[shard + 1]! <= prefix) shard++
  const shards = [shard]
  while (shard + 1 < firsts.length && finds(prefix, firsts[shard + 1]!)) shards.push(++shard)
  return shards
}
