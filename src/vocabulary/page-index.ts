// The pages live on the build's day, indexed once a build (src/site/page-index.ts) into a node of
// its own, PageIndex, that every list reads: an author's and a topic's articles, an article's related
// reads, each page list, the search page's latest articles, the feeds, a page's breadcrumb. Each list
// is made and ordered once, newest first, as the places of its pages in the index's own list, so a
// query takes the slice it shows and reads those pages alone: a list's page costs the same on a hub
// of 50 articles or of 5,000. A query that reads the index depends on that one node, which changes
// when a page goes up or comes down or a listed field of one changes, and not when an article's text does.
import { ancestorPaths, type ListedPage } from "./addresses"
import { listPageCount, onListPage } from "./list-pages"
import type { PageNodes } from "./publishing"

/** A page as the index keeps it: as a list shows it, whether it shows a list of pages and whether a form lands its visitors on it. */
export type IndexedPage = ListedPage & { lists?: boolean; formSuccess?: boolean }

/** A list of pages: their places in the index's `pages`, in the list's order. */
export type Places = readonly number[]

export type PageIndex = {
  /** Every live page, in the order of every list (`newestFirst`). */
  pages: readonly IndexedPage[]
  /** Each page's place in `pages`, by its address. */
  places: Readonly<Record<string, number>>
  /** Every article, newest first. */
  articles: Places
  /** By each field of an article naming files (author, reviewer, topics), the articles naming each file, by its id. */
  naming: Readonly<Record<string, Readonly<Record<string, Places>>>>
  /** Each list a page shows, by the pageList kind's `listKey`. */
  lists: Readonly<Record<string, Places>>
  /** The articles filed under each set of topics, by its topics' ids in order, joined by spaces (topicSetKey). */
  topicSets: Readonly<Record<string, Places>>
}

/** The key of a set of topics in the index's `topicSets`: its ids, each once, in order, joined by spaces. */
export const topicSetKey = (topics: readonly string[]) => [...new Set(topics)].sort().join(" ")

/** The node type the index is kept in. */
export const PAGE_INDEX_TYPE = "PageIndex"

// The index last read, held so that the node store's cache (which holds a node only while something
// else does) keeps handing this process the same object: it is read from the store once per build.
let held: PageIndex | undefined

/** The index, read by a query (which then depends on it). */
export async function pageIndex(nodeModel: Pick<PageNodes, "findOne">): Promise<PageIndex> {
  const index = (await nodeModel.findOne({ type: PAGE_INDEX_TYPE, query: {} })) as PageIndex | null
  if (!index) throw new Error(`No ${PAGE_INDEX_TYPE} node: the content's nodes make it (src/node/pages/content-nodes.ts)`)
  held = index
  return held
}

const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined)

/** The pages at `places`. */
const pagesAt = (index: PageIndex, places: Places) => places.map((place) => index.pages[place]!)

/** The pages on page `n` of a list (src/vocabulary/list-pages.ts), or every one of them when no page is asked for (a feed's). */
export const onPageOf = (index: PageIndex, places: Places, n?: number | null) => pagesAt(index, onListPage(places, n))

/** How many pages a list runs to. */
export const pageCountOf = (places: Places) => listPageCount(places.length)

/** The articles whose `field` names the file `id` (an author's by author, a topic's by topics), newest first. */
export const articlesNaming = (index: PageIndex, field: string, id: string): Places => own(own(index.naming, field) ?? {}, id) ?? []

/** The `limit` newest articles. */
export const latestArticles = (index: PageIndex, limit: number) => pagesAt(index, index.articles.slice(0, Math.max(0, limit)))

/** A page list's pages, by its `listKey`. */
export function listOf(index: PageIndex, key: string): Places {
  const places = own(index.lists, key)
  if (!places) throw new Error(`The page index holds no list ${key}: it is made from the same nodes as the pages`)
  return places
}

// The `count` newest places of `lists` (each newest first, none holding a place another holds), `skip` left out: each read only as far as it is taken from.
function newestOf(lists: readonly Places[], count: number, skip: number | undefined): number[] {
  const at = lists.map(() => 0)
  const heads = lists.map((list) => list[0])
  const taken: number[] = []
  while (taken.length < count) {
    let next = -1
    for (const [i, head] of heads.entries()) if (head !== undefined && (next === -1 || head < heads[next]!)) next = i
    if (next === -1) break
    if (heads[next] !== skip) taken.push(heads[next]!)
    at[next]!++
    heads[next] = at[next]! < lists[next]!.length ? lists[next]![at[next]!] : undefined
  }
  return taken
}

/**
 * Up to `count` articles that share a topic with the article `page`, those sharing the most first,
 * then newest first, itself left out, as relatedReads (src/vocabulary/article.ts) finds them among
 * all: from the index's sets of topics, each newest first, so that it reads as many lists as there
 * are sets of topics that articles are filed under, and of each only what it takes.
 */
export function relatedIn(index: PageIndex, page: { path: string; topics?: readonly string[] | null }, count = 3) {
  const topics = new Set(page.topics ?? [])
  const bySharing = new Map<number, Places[]>()
  for (const [key, places] of Object.entries(index.topicSets)) {
    const shared = key.split(" ").filter((topic) => topics.has(topic)).length
    if (shared) bySharing.set(shared, [...(bySharing.get(shared) ?? []), places])
  }
  const self = own(index.places, page.path)
  const related: number[] = []
  for (const shared of [...bySharing.keys()].sort((a, b) => b - a)) related.push(...newestOf(bySharing.get(shared)!, count - related.length, self))
  return pagesAt(index, related)
}

/** The live page at `path`, if there is one. */
export const pageAt = (index: PageIndex, path: string): IndexedPage | undefined => {
  const place = own(index.places, path)
  return place === undefined ? undefined : index.pages[place]
}

/** The live pages `path` stands under, outermost first, the landing page left out. */
export const ancestorsIn = (index: PageIndex, path: string): IndexedPage[] =>
  ancestorPaths(path).flatMap((address) => {
    const page = pageAt(index, address)
    return page ? [page] : []
  })
