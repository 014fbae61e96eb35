// The index of the pages live on the build's day (src/vocabulary/page-index.ts), made once a build
// from their nodes' fields: every page sorted once, newest first, and each list taken from that
// order: the articles, those naming each author and topic by each field that names one (the
// article type's found), those filed under each set of topics (for related reads), and each list a page's pageList section shows.
import { isArticle } from "../vocabulary/article"
import { foundFields, namedFiles } from "../vocabulary/content-type"
import { articleType } from "../vocabulary/content-types/article"
import { type ListablePage, newestFirst } from "../vocabulary/addresses"
import { type IndexedPage, type PageIndex, type Places, topicSetKey } from "../vocabulary/page-index"
import { type Listing, listKey, pagesUnder } from "../sections/pageList/listing"

/** A live page as its node holds it: its fields (an article's author, reviewer and topics among them) and its sections as stored (a list's with the address it lists under). */
export type LivePage = ListablePage & { author?: string | null } & Record<string, unknown> & {
    sections: ReadonlyArray<{ type: string } & Record<string, unknown>>
  }

// By each field of an article naming files, the places of the articles naming each id, in the articles' order: the
// fields and ids as the content check reads them (namedFiles), an article naming one file twice listed once.
function namingOf(pages: readonly LivePage[], articles: Places): PageIndex["naming"] {
  const naming: Record<string, Record<string, number[]>> = Object.fromEntries(foundFields(articleType).map(({ field }) => [field, {}]))
  for (const place of articles)
    for (const { field, id } of namedFiles(articleType.schema, pages[place]!)) {
      const byId = naming[field]
      if (!byId) continue
      if (!Object.hasOwn(byId, id)) byId[id] = []
      if (byId[id]!.at(-1) !== place) byId[id]!.push(place)
    }
  return naming
}

/** The index of `live`, the pages live on the build's day. */
export function pageIndexOf(live: readonly LivePage[]): PageIndex {
  const successes = new Set(
    live.flatMap(({ sections }) => sections.flatMap((section) => (section.type === "form" && typeof section.success === "string" ? [section.success] : []))),
  )
  const sorted = [...live].sort(newestFirst)
  const pages = sorted.map(
    ({ path, title, description, date, sections }): IndexedPage => ({
      path,
      title,
      description,
      date: date ?? null,
      lists: sections.some((section) => section.type === "pageList"),
      formSuccess: successes.has(path),
    }),
  )
  const placeOf = new Map(sorted.map((page, place) => [page, place]))
  const articles = sorted.flatMap((page, place) => (isArticle(page) ? [place] : []))
  const lists: Record<string, Places> = {}
  for (const { sections } of sorted)
    for (const section of sections) {
      if (section.type !== "pageList") continue
      const under = typeof section.under === "string" ? section.under : "/"
      lists[listKey(under, section as unknown as Listing)] = pagesUnder(sorted, under, section as unknown as Listing).map((page) => placeOf.get(page)!)
    }
  const topicSets: Record<string, number[]> = {}
  for (const place of articles) {
    const key = topicSetKey((sorted[place]!.topics as readonly string[] | null | undefined) ?? [])
    if (!key) continue
    if (!Object.hasOwn(topicSets, key)) topicSets[key] = []
    topicSets[key]!.push(place)
  }
  return {
    pages,
    places: Object.fromEntries(pages.map(({ path }, place) => [path, place])),
    articles,
    naming: namingOf(sorted, articles),
    lists,
    topicSets,
  }
}
