import { isArticle, relatedReads } from "../vocabulary/article"
import { newestFirst } from "../vocabulary/addresses"
import {
  ancestorsIn,
  articlesNaming,
  latestArticles,
  listOf,
  onPageOf,
  pageAt,
  pageCountOf,
  relatedIn,
  type PageIndex,
  type Places,
} from "../vocabulary/page-index"
import { listPageCount, onListPage } from "../vocabulary/list-pages"
import { type Listing, listKey, pagesUnder } from "../sections/pageList/listing"
import { GENERATED_AUTHORS, GENERATED_TOPICS, generatedHub } from "../test/generated-hub"
import { ancestorsOf } from "./page-lists"
import { foundFields } from "../vocabulary/content-type"
import { articleType } from "../vocabulary/content-types/article"
import { type LivePage, pageIndexOf } from "./page-index"

const paths = (pages: ReadonlyArray<{ path: string }>) => pages.map(({ path }) => path)
const HUB = generatedHub(400)
const INDEX = pageIndexOf(HUB)
// Each list as the site made it before the index, from every live page at each query.
const ARTICLES = HUB.filter(isArticle).sort(newestFirst)
const LISTS = HUB.flatMap(({ sections }) => sections.filter((section) => section.type === "pageList")) as unknown as Array<Listing & { under: string }>

test("every page is in the index once, newest first, then by title, then by address", () => {
  expect(paths(INDEX.pages)).toEqual(paths([...HUB].sort(newestFirst)))
  for (const page of HUB) expect(pageAt(INDEX, page.path)?.title).toBe(page.title)
  // Ties on the day and the title, which the address settles.
  const tied = INDEX.pages.filter(({ title }) => title === "A note for evaluators")
  expect(tied.length).toBeGreaterThan(10)
  expect(INDEX.pages.some((page, i) => i > 0 && page.date === INDEX.pages[i - 1]!.date && page.title === INDEX.pages[i - 1]!.title)).toBe(true)
})

test("an author's and a topic's articles, and the latest, are the lists every live article gave, page by page", () => {
  for (const author of GENERATED_AUTHORS) {
    const theirs = ARTICLES.filter((page) => page.author === author)
    expect(paths(onPageOf(INDEX, articlesNaming(INDEX, "author", author)))).toEqual(paths(theirs))
    expect(pageCountOf(articlesNaming(INDEX, "author", author))).toBe(listPageCount(theirs.length))
    expect(paths(onPageOf(INDEX, articlesNaming(INDEX, "author", author), 3))).toEqual(paths(onListPage(theirs, 3)))
  }
  for (const topic of GENERATED_TOPICS) {
    const theirs = ARTICLES.filter((page) => page.topics?.includes(topic))
    expect(paths(onPageOf(INDEX, articlesNaming(INDEX, "topics", topic)))).toEqual(paths(theirs))
    expect(paths(onPageOf(INDEX, articlesNaming(INDEX, "topics", topic), 2))).toEqual(paths(onListPage(theirs, 2)))
  }
  expect(articlesNaming(INDEX, "author", "no-one")).toEqual([])
  expect(articlesNaming(INDEX, "topics", "constructor")).toEqual([])
  expect(paths(latestArticles(INDEX, 6))).toEqual(paths(ARTICLES.slice(0, 6)))
})

test("an article's related reads are relatedReads' among every live article", () => {
  for (const page of ARTICLES) expect(paths(relatedIn(INDEX, page))).toEqual(paths(relatedReads(page, ARTICLES)))
  // Two topics, whose lists both start with the article itself.
  const two = ARTICLES.find((page) => page.topics!.length === 2 && articlesNaming(INDEX, "topics", page.topics![0]!)[0] === INDEX.places[page.path])!
  expect(paths(relatedIn(INDEX, two))).toEqual(paths(relatedReads(two, ARTICLES)))
})

test("each page list is pagesUnder's of the live pages: under its page, of its topic, in its order", () => {
  expect(LISTS).toHaveLength(4)
  for (const list of LISTS) {
    const listed = pagesUnder(HUB, list.under, list)
    expect(paths(onPageOf(INDEX, listOf(INDEX, listKey(list.under, list))))).toEqual(paths(listed))
    expect(paths(onPageOf(INDEX, listOf(INDEX, listKey(list.under, list)), 2))).toEqual(paths(onListPage(listed, 2)))
  }
  const asListed = LISTS.find((list) => list.order === "as listed")!
  expect(paths(onPageOf(INDEX, listOf(INDEX, listKey("/insights", asListed)), 1)).slice(0, 3)).toEqual([
    "/insights/article-7",
    "/insights/notes",
    "/insights/article-3",
  ])
  expect(() => listOf(INDEX, listKey("/elsewhere", { order: "newest first" }))).toThrow("The page index holds no list")
})

test("a page's ancestors, whether it shows a list, and whether a form lands on it", () => {
  for (const page of HUB) expect(paths(ancestorsIn(INDEX, page.path))).toEqual(paths(ancestorsOf(page.path, HUB)))
  expect(paths(ancestorsIn(INDEX, "/insights/notes/first"))).toEqual(["/insights", "/insights/notes"])
  expect(pageAt(INDEX, "/insights")?.lists).toBe(true)
  expect(pageAt(INDEX, "/insights/article-1")?.lists).toBe(false)
  expect(pageAt(INDEX, "/thanks")?.formSuccess).toBe(true)
  expect(pageAt(INDEX, "/contact")?.formSuccess).toBe(false)
  expect(pageAt(INDEX, "/nowhere")).toBeUndefined()
})

// Every list is the places of its pages in the index's own order, made with it: an answer is a slice, nothing is sorted or filtered at a query.
test("each list is made once, with the index: newest first is the index's order, and an answer is a slice of the list", () => {
  const increasing = (places: Places) => places.every((place, i) => i === 0 || place > places[i - 1]!)
  const newestFirstLists = LISTS.filter((list) => list.order === "newest first").map((list) => listOf(INDEX, listKey(list.under, list)))
  for (const places of [INDEX.articles, ...Object.values(INDEX.naming).flatMap((byId) => Object.values(byId)), ...newestFirstLists])
    expect(increasing(places)).toBe(true)
  for (const places of Object.values(INDEX.lists)) expect(onPageOf(INDEX, places, 2)).toEqual(places.slice(12, 24).map((place) => INDEX.pages[place]))
  // The index is plain data, as a node holds it.
  expect(JSON.parse(JSON.stringify(INDEX))).toEqual(INDEX)
})

test("the articles an author reviewed are every live article naming them its reviewer, newest first", () => {
  // Every third article reviewed by one of the authors, by turns.
  const reviewed = HUB.map((page, i) => (isArticle(page) && i % 3 === 0 ? { ...page, reviewer: GENERATED_AUTHORS[i % GENERATED_AUTHORS.length] } : page))
  const index = pageIndexOf(reviewed)
  for (const author of GENERATED_AUTHORS)
    expect(paths(onPageOf(index, articlesNaming(index, "reviewer", author)))).toEqual(
      paths(reviewed.filter((page) => isArticle(page) && page.reviewer === author).sort(newestFirst)),
    )
  expect(articlesNaming(index, "reviewer", "nobody")).toEqual([])
  expect(articlesNaming(INDEX, "reviewer", GENERATED_AUTHORS[0]!)).toEqual([])
})

test("a hub without articles or lists has an empty index of its pages", () => {
  const index: PageIndex = pageIndexOf([{ path: "/", title: "Home", description: "", sections: [] } as LivePage])
  expect(index).toEqual({
    pages: [expect.objectContaining({ path: "/" })],
    places: { "/": 0 },
    articles: [],
    // A list by each field of an article's type that names files, whatever it is called.
    naming: Object.fromEntries(foundFields(articleType).map(({ field }) => [field, {}])),
    lists: {},
    topicSets: {},
  })
})
