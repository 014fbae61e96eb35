// The site's search, run in the browser: Pagefind's script and index (public/pagefind/, written by
// src/node/search-index.ts) are fetched on the first search, never before, and each result is read
// as the page shows it: its address, title, excerpt (the words found marked) and topics.

/** One page found: its address, title, excerpt (Pagefind's HTML: escaped text and <mark>) and topics. */
export type SearchResult = { url: string; title: string; excerpt: string; topics: string[] }

type PagefindResult = { data(): Promise<{ url: string; meta: { title?: string }; excerpt: string; filters: { topic?: string[] } }> }
type Pagefind = { options(options: { noWorker: boolean }): Promise<void>; search(query: string): Promise<{ results: PagefindResult[] } | null> }

let loaded: Promise<Pagefind> | undefined
// The module's address is built from parts, so that webpack leaves the import to the browser.
// Searched on the page itself: a worker would fetch a second copy of Pagefind's script.
const load = () => {
  loaded ??= (import(/* webpackIgnore: true */ `${"/pagefind"}/pagefind.js`) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ noWorker: true })
    return pagefind
  })
  return loaded
}

/** How many pages hold `query`'s words, and the first `shown` of them, best first; null when the query is empty. */
export async function searchSite(query: string, shown: number): Promise<{ count: number; results: SearchResult[] } | null> {
  if (!query.trim()) return null
  const found = await (await load()).search(query)
  if (!found) return null
  const results = await Promise.all(found.results.slice(0, shown).map((result) => result.data()))
  return {
    count: found.results.length,
    // Pagefind writes a page's address as its folder's (/about/); the site's have no closing slash.
    results: results.map(({ url, meta, excerpt, filters }) => ({
      url: url.replace(/(.)\/$/, "$1"),
      title: meta.title ?? url,
      excerpt,
      topics: filters.topic ?? [],
    })),
  }
}
