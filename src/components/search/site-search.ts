// The site's search, run in the browser: Pagefind's script and index (public/pagefind/, written by
// src/node/output/search-index.ts) are fetched on the first search, never before, with the word lists of
// the query's first letters, by which a misspelt word is corrected (./corrections.ts) and a word of
// one letter left out; each result is read as the page shows it: its address, title, excerpt (the
// words found marked) and topics.
import { queryWords, WORD_LISTS, wordListOf } from "../../vocabulary/search-words"
import { searchedWords, type WordList } from "./corrections"

/** One page found: its address, title, excerpt (Pagefind's HTML: escaped text and <mark>), the page's text it is cut from, and topics. */
export type SearchResult = { url: string; title: string; excerpt: string; content: string; topics: string[] }

type PagefindResult = { data(): Promise<{ url: string; meta: { title?: string }; excerpt: string; content: string; filters: { topic?: string[] } }> }
type Pagefind = { options(options: { noWorker: boolean }): Promise<void>; search(query: string): Promise<{ results: PagefindResult[] } | null> }

// The module's address is built from parts, so that webpack leaves the import to the browser.
const INDEX = ["", "pagefind"].join("/")

let loaded: Promise<Pagefind> | undefined
// Searched on the page itself: a worker would fetch a second copy of Pagefind's script.
const load = () => {
  loaded ??= (import(/* webpackIgnore: true */ `${INDEX}/pagefind.js`) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ noWorker: true })
    return pagefind
  })
  return loaded
}

// Each list fetched once; a letter no word of the index begins with has none.
const lists = new Map<string, Promise<WordList>>()
const wordList = (name: string) => {
  if (!lists.has(name))
    lists.set(
      name,
      fetch(`${INDEX}/${WORD_LISTS}/${name}.json`).then((answer) => (answer.ok ? (answer.json() as Promise<WordList>) : [])),
    )
  return lists.get(name)!
}

/** Pages found for a query: how many, the first `shown` of them, best first, and the words searched when they are not the query's own. */
export type Found = { count: number; results: SearchResult[]; corrected?: string }

/** What the site holds for `query`; null when the query is empty. */
export async function searchSite(query: string, shown: number): Promise<Found | null> {
  if (!query.trim()) return null
  const words = queryWords(query)
  const [pagefind, letters] = await Promise.all([load(), Promise.all(words.map((word) => wordList(wordListOf(word))))])
  const searched = searchedWords(words, (word) => letters[words.indexOf(word)]!)
  if (!searched.words.length) return { count: 0, results: [] }
  // Quoted, the words are searched as one phrase.
  const phrase = /^\s*".+"\s*$/.test(query)
  const found = await pagefind.search(phrase ? `"${searched.words.join(" ")}"` : searched.words.join(" "))
  if (!found) return null
  const results = await Promise.all(found.results.slice(0, shown).map((result) => result.data()))
  return {
    count: found.results.length,
    // Pagefind writes a page's address as its folder's (/about/); the site's have no closing slash.
    results: results.map(({ url, meta, excerpt, content, filters }) => ({
      url: url.replace(/(.)\/$/, "$1"),
      title: meta.title ?? url,
      excerpt,
      content,
      topics: filters.topic ?? [],
    })),
    ...(searched.changed && { corrected: searched.words.join(" ") }),
  }
}
