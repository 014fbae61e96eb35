// The site's search, run in the browser on the index the build writes (src/vocabulary/search-index.ts):
// nothing is fetched before the first search; then the index's contents, the word lists of the
// query's first letters, by which a misspelt word is corrected (./corrections.ts) and a word of one
// letter left out, the shards of its words' stems alone, and each result's page text for its excerpt.
// A page is found when it holds every word (quoted, as one phrase); a word finds each word its stem
// begins, the shorter the nearer; pages are ranked by their words' weights.
import {
  decodePostings,
  finds,
  pageFile,
  SEARCH_INDEX_FOLDER,
  INDEX_FILE,
  type SearchedPage,
  type SearchIndex,
  type Shard,
  shardFile,
  shardsFor,
  stemOf,
} from "../../vocabulary/search-index"
import { queryWords, WORD_LISTS, wordListOf } from "../../vocabulary/search-words"
import { searchedWords, type WordList } from "./corrections"
import { type Excerpt, excerptOf } from "./excerpt"

/** One page found: its address, title, excerpt and topics. */
export type SearchResult = { url: string; title: string; excerpt: Excerpt; topics: string[] }

/** Pages found for a query: how many, the first `shown` of them, best first, and the words searched when they are not the query's own. */
export type Found = { count: number; results: SearchResult[]; corrected?: string }

const INDEX = `/${SEARCH_INDEX_FOLDER}`

// Each file fetched once, or again at the next search if it failed.
const fetched = new Map<string, Promise<unknown>>()
function read<T>(file: string): Promise<T> {
  if (!fetched.has(file)) {
    const reading = fetch(`${INDEX}/${file}`).then((answer) => {
      if (answer.ok) return answer.json()
      throw new Error(`The search's ${file} answered ${answer.status}`)
    })
    fetched.set(file, reading)
    reading.catch(() => fetched.delete(file))
  }
  return fetched.get(file) as Promise<T>
}

/** Each page holding a stem that begins with `prefix`: its weight (a longer word's by how much of it the prefix is) and places. */
async function pagesOf(prefix: string, firsts: readonly string[]): Promise<Map<number, { weight: number; places: Set<number> }>> {
  const shards = await Promise.all(shardsFor(prefix, firsts).map((shard) => read<Shard>(shardFile(shard))))
  const pages = new Map<number, { weight: number; places: Set<number> }>()
  for (const shard of shards)
    for (const [stem, row] of Object.entries(shard)) {
      if (!finds(prefix, stem)) continue
      const nearness = prefix.length / stem.length
      for (const { page, weight, places } of decodePostings(row)) {
        const held = pages.get(page) ?? pages.set(page, { weight: 0, places: new Set() }).get(page)!
        held.weight = Math.max(held.weight, weight * nearness)
        for (const place of places) held.places.add(place)
      }
    }
  return pages
}

// Whether the words, in order, stand one after another somewhere on the page.
const holdsPhrase = (page: number, words: readonly Map<number, { places: Set<number> }>[]) =>
  [...words[0]!.get(page)!.places].some((place) => words.every((word, i) => word.get(page)!.places.has(place + i)))

/** What the site holds for `query`; null when the query is empty. */
export async function searchSite(query: string, shown: number): Promise<Found | null> {
  if (!query.trim()) return null
  const words = queryWords(query)
  const index = await read<SearchIndex>(INDEX_FILE)
  // A word whose first letter no word of the index begins with has no list to fetch.
  const lists = await Promise.all(words.map((word) => (index.lists.includes(wordListOf(word)) ? read<WordList>(`${WORD_LISTS}/${wordListOf(word)}.json`) : [])))
  const searched = searchedWords(words, (word) => lists[words.indexOf(word)]!)
  const corrected = searched.changed ? { corrected: searched.words.join(" ") } : {}
  if (!searched.words.length) return { count: 0, results: [] }
  const stems = searched.words.map(stemOf)
  const held = await Promise.all(stems.map((stem) => pagesOf(stem, index.shards)))
  // Quoted, the words are searched as one phrase.
  const phrase = /^\s*".+"\s*$/.test(query)
  const pages = [...held[0]!.keys()].filter((page) => held.every((word) => word.has(page)) && (!phrase || holdsPhrase(page, held)))
  const score = (page: number) => held.reduce((sum, word) => sum + word.get(page)!.weight, 0)
  const ranked = pages.map((page) => ({ page, score: score(page) })).sort((a, b) => b.score - a.score || a.page - b.page)
  const results = await Promise.all(ranked.slice(0, shown).map(({ page }) => read<SearchedPage>(pageFile(page))))
  return {
    count: pages.length,
    results: results.map(({ url, title, topics, content }) => ({ url, title, topics, excerpt: excerptOf(content, stems) })),
    ...corrected,
  }
}
