// What the site finds for an article when its page is queried: its author and topics from their
// files, and its related reads; and each author's and topic's articles. Only pages live on the day count.
import { isArticle, newestFirst, relatedReads, type ArticlePage } from "../content/article"
import { livePages, type PageNodes } from "../content/publishing"
import { listPageCount, onListPage } from "../content/list-pages"

type Context = { nodeModel: PageNodes & { findOne(query: { type: string; query: { filter: object } }): Promise<unknown> } }
type Article = ArticlePage & { author?: string | null }

// The live articles for which `keep` holds, newest first.
const articlesWhere = async (context: Context, keep: (article: Article) => boolean) =>
  (await livePages<Article>(context.nodeModel)).filter((page) => isArticle(page) && keep(page)).sort(newestFirst)

// An author's or a topic's articles, on page `page` of their list or all of them (a feed's), and how many pages the list runs to.
const listOf = <Index>(keeps: (index: Index) => (article: Article) => boolean) => ({
  articles: {
    type: "[PageListEntry!]!",
    args: { page: "Int" },
    resolve: async (index: Index, { page }: { page?: number | null }, context: Context) => onListPage(await articlesWhere(context, keeps(index)), page),
  },
  pageCount: {
    type: "Int!",
    resolve: async (index: Index, _args: unknown, context: Context) => listPageCount((await articlesWhere(context, keeps(index))).length),
  },
})

export const articleResolvers = {
  Query: {
    // The newest live articles, for the search page to show without script.
    latestArticles: {
      type: "[PageListEntry!]!",
      args: { limit: "Int!" },
      resolve: async (_source: unknown, { limit }: { limit: number }, context: Context) => (await articlesWhere(context, () => true)).slice(0, limit),
    },
  },
  ContentPage: {
    byline: {
      type: "Author",
      resolve: (page: Article, _args: unknown, context: Context) =>
        page.author ? context.nodeModel.findOne({ type: "Author", query: { filter: { authorId: { eq: page.author } } } }) : null,
    },
    topicPages: {
      type: "[Topic!]!",
      resolve: async (page: Article, _args: unknown, context: Context) => {
        const { entries } = await context.nodeModel.findAll({ type: "Topic" })
        const topics = [...entries] as Array<{ topicId: string }>
        return (page.topics ?? []).flatMap((id) => topics.filter((topic) => topic.topicId === id))
      },
    },
    related: {
      type: "[PageListEntry!]!",
      resolve: async (page: Article, _args: unknown, context: Context) => (isArticle(page) ? relatedReads(page, await articlesWhere(context, () => true)) : []),
    },
  },
  Author: listOf((author: { authorId: string }) => (page) => page.author === author.authorId),
  Topic: listOf((topic: { topicId: string }) => (page) => Boolean(page.topics?.includes(topic.topicId))),
}
