/** @jest-environment node */
// What a page's query reads to list pages: the PageIndex node alone, and of it only the slice it
// shows, so that it costs the same on a hub of 50 articles as on one of 5,000.
import type { PageIndex } from "../../vocabulary/page-index"
import { pageIndexOf, type LivePage } from "../../site/page-index"
import { generatedHub } from "../../test/generated-hub"
import { isArticle } from "../../vocabulary/article"
import { newestFirst } from "../../vocabulary/addresses"
import { pageList } from "../../sections/pageList/kind"
import { articleResolvers } from "./article-resolvers"
import { pageResolvers } from "./page-resolvers"

type Resolve = (source: unknown, args: Record<string, unknown>, context: unknown) => Promise<unknown>
type Resolvers = Record<string, Record<string, { resolve: Resolve }>>
const made = [articleResolvers, pageResolvers] as unknown as Resolvers[]
const resolverOf = (type: string, field: string) => made.find((resolvers) => resolvers[type]?.[field])![type]![field]!.resolve

// The hub's index as its node, each of its lists counting the items a query reads of it, and a node model that counts what is asked of it.
function hubOf(count: number, changed = (page: LivePage, _i: number) => page) {
  const pages = generatedHub(count).map(changed)
  const index = pageIndexOf(pages)
  const read = { items: 0, nodes: [] as string[] }
  const counted = <T>(list: readonly T[]) =>
    new Proxy(list, {
      get: (target, key, receiver) => {
        if (typeof key === "string" && /^\d+$/.test(key)) read.items++
        return Reflect.get(target, key, receiver)
      },
    })
  const countedAll = (lists: Readonly<Record<string, readonly number[]>>) =>
    Object.fromEntries(Object.entries(lists).map(([key, list]) => [key, counted(list)]))
  const settings = { articles: { written: "Articles written", articles: "Articles", reviewed: "Articles reviewed" } }
  const node: PageIndex = {
    ...index,
    pages: counted(index.pages),
    articles: counted(index.articles),
    naming: Object.fromEntries(Object.entries(index.naming).map(([field, byId]) => [field, countedAll(byId)])),
    lists: countedAll(index.lists),
    topicSets: countedAll(index.topicSets),
  }
  const nodeModel = {
    findOne: async ({ type }: { type: string }) => {
      read.nodes.push(type)
      return type === "PageIndex" ? node : type === "SiteJson" ? settings : null
    },
    findAll: async ({ type }: { type: string }) => {
      read.nodes.push(type)
      return { entries: [] }
    },
  }
  const page = (path: string) => pages.find((one) => one.path === path) as LivePage
  // What one field's query reads, and what it answers.
  const query = async (resolve: () => Promise<unknown>) => {
    read.items = 0
    read.nodes = []
    const answer = await resolve()
    return { items: read.items, nodes: read.nodes, answer }
  }
  return { context: { nodeModel }, page, query }
}

type Hub = ReturnType<typeof hubOf>
const [SMALL, LARGE] = [hubOf(50), hubOf(5000)]
const article = "/insights/article-12"
const insights = (hub: Hub) => hub.page("/insights").sections[0]!
// Each list a page's query makes, as its resolver makes it.
const QUERIES: Record<string, (hub: Hub) => Promise<unknown>> = {
  "an article's related reads": (hub) => resolverOf("ContentPage", "related")(hub.page(article), {}, hub.context),
  "a topic's first page of articles": (hub) => resolverOf("Topic", "articles")({ topicId: "apportionment" }, { page: 1 }, hub.context),
  "a topic's page count": (hub) => resolverOf("Topic", "pageCount")({ topicId: "apportionment" }, {}, hub.context),
  "an author's first page of articles": (hub) => resolverOf("Author", "articles")({ authorId: "sam-ortiz" }, { page: 1 }, hub.context),
  "an author's page count": (hub) => resolverOf("Author", "pageCount")({ authorId: "sam-ortiz" }, {}, hub.context),
  "an author's other lists": (hub) => resolverOf("Author", "alsoListed")({ authorId: "sam-ortiz" }, {}, hub.context),
  "the list's second page": (hub) => pageList.derived.entries.resolve(insights(hub), hub.context, { page: 2 }),
  "the list's page count": (hub) => pageList.derived.pageCount.resolve(insights(hub), hub.context),
  "the latest articles": (hub) => resolverOf("Query", "latestArticles")(undefined, { limit: 6 }, hub.context),
  "an article's breadcrumb": (hub) => resolverOf("ContentPage", "breadcrumb")(hub.page(article), {}, hub.context),
  "an article's feeds": (hub) => resolverOf("ContentPage", "feeds")(hub.page(article), {}, hub.context),
  "whether a form lands on a page": (hub) => resolverOf("ContentPage", "formSuccess")(hub.page("/thanks"), {}, hub.context),
}

// The few items a query reads: a page of a list its twelve places and their pages; related reads the head of each set of topics sharing one, what it takes of them, and their pages.
const AT_MOST = 24

test.each(Object.keys(QUERIES))("%s reads the PageIndex node alone, and as few items of it with 5,000 articles as with 50", async (name) => {
  const small = await SMALL.query(() => QUERIES[name]!(SMALL))
  const large = await LARGE.query(() => QUERIES[name]!(LARGE))
  expect(small.nodes).toEqual(["PageIndex"])
  expect(large.nodes).toEqual(["PageIndex"])
  expect(small.items).toBeLessThanOrEqual(AT_MOST)
  expect(large.items).toBeLessThanOrEqual(AT_MOST)
  // Related reads read fewer pages where two topics' newest articles are the same ones.
  if (name !== "an article's related reads") expect(large.items).toBe(small.items)
})

test("the answers are the hub's", async () => {
  const answer = async (name: string) => (await LARGE.query(() => QUERIES[name]!(LARGE))).answer
  const paths = async (name: string) => ((await answer(name)) as Array<{ path: string }>).map(({ path }) => path)
  expect(await paths("the list's second page")).toHaveLength(12)
  expect(await answer("a topic's page count")).toBeGreaterThan(100)
  expect(await paths("an article's related reads")).toHaveLength(3)
  expect(await paths("an article's breadcrumb")).toEqual(["/insights"])
  expect(await answer("an article's feeds")).toEqual([{ title: "Insights", path: "/insights/feed.xml" }])
  expect(await answer("whether a form lands on a page")).toBe(true)
  // An author's page lists what they wrote under site.json's heading for it; what they reviewed is another list, here empty.
  expect(await resolverOf("Author", "heading")({ authorId: "sam-ortiz" }, {}, LARGE.context)).toBe("Articles written")
  expect(await resolverOf("Topic", "heading")({ topicId: "apportionment" }, {}, LARGE.context)).toBe("Articles")
  // Sam reviewed none of them: no other list, and site.json's words are not read for it.
  expect(await answer("an author's other lists")).toEqual([])
})

test("an author's other lists are those of the articles naming them by another field, whole, newest first, each under its heading from site.json", async () => {
  // Every fifth article is reviewed by Maya.
  const reviews = (page: LivePage, i: number) => (i % 5 === 0 && isArticle(page) ? { ...page, reviewer: "maya-lindqvist" } : page)
  const hub = hubOf(200, reviews)
  const { answer, nodes } = await hub.query(() => resolverOf("Author", "alsoListed")({ authorId: "maya-lindqvist" }, {}, hub.context))
  const reviewed = generatedHub(200)
    .map(reviews)
    .filter((page) => page.reviewer === "maya-lindqvist")
    .sort(newestFirst)
  expect(reviewed.length).toBeGreaterThan(10)
  const [list, ...more] = answer as Array<{ field: string; heading: string; articles: Array<{ path: string }> }>
  expect(more).toEqual([])
  expect(list).toMatchObject({ field: "reviewer", heading: "Articles reviewed" })
  expect(list!.articles.map(({ path }) => path)).toEqual(reviewed.map(({ path }) => path))
  expect(nodes).toEqual(["PageIndex", "SiteJson"])
})
