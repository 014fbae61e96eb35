// What the site finds for an article when its page is queried: its author, reviewer and topics from
// their files, and its related reads; and each author's and topic's articles, and those an author
// reviewed. Only pages live on the day count: each list is read from the index of them
// (src/vocabulary/page-index.ts), made once a build.
import { isArticle, type ArticlePage } from "../../vocabulary/article"
import type { PageNodes } from "../../vocabulary/publishing"
import { foundResolvers } from "./content-type-graphql"
import {
  authorArticles,
  reviewedArticles,
  latestArticles,
  onPageOf,
  pageCountOf,
  pageIndex,
  relatedIn,
  topicArticles,
  type PageIndex,
  type Places,
} from "../../vocabulary/page-index"

type Context = { nodeModel: PageNodes }
type Article = ArticlePage & { author?: string | null; reviewer?: string | null }

// An author's or a topic's articles, on page `page` of their list or all of them (a feed's), and how many pages the list runs to.
const listOf = <Index>(placesOf: (index: PageIndex, subject: Index) => Places) => ({
  articles: {
    type: "[PageListEntry!]!",
    args: { page: "Int" },
    resolve: async (subject: Index, { page }: { page?: number | null }, context: Context) => {
      const index = await pageIndex(context.nodeModel)
      return onPageOf(index, placesOf(index, subject), page)
    },
  },
  pageCount: {
    type: "Int!",
    resolve: async (subject: Index, _args: unknown, context: Context) => {
      const index = await pageIndex(context.nodeModel)
      return pageCountOf(placesOf(index, subject))
    },
  },
})

export const articleResolvers = {
  Query: {
    // The newest live articles, for the search page to show without script.
    latestArticles: {
      type: "[PageListEntry!]!",
      args: { limit: "Int!" },
      resolve: async (_source: unknown, { limit }: { limit: number }, context: Context) => latestArticles(await pageIndex(context.nodeModel), limit),
    },
  },
  ContentPage: {
    // The author, reviewer and topics an article names (its type's found: byline, reviewedBy, topicPages).
    ...foundResolvers(),
    related: {
      type: "[PageListEntry!]!",
      resolve: async (page: Article, _args: unknown, context: Context) => (isArticle(page) ? relatedIn(await pageIndex(context.nodeModel), page) : []),
    },
  },
  Author: {
    ...listOf((index, author: { authorId: string }) => authorArticles(index, author.authorId)),
    // The articles the author reviewed, all of them, newest first.
    reviewedArticles: {
      type: "[PageListEntry!]!",
      resolve: async (author: { authorId: string }, _args: unknown, context: Context) => {
        const index = await pageIndex(context.nodeModel)
        return onPageOf(index, reviewedArticles(index, author.authorId))
      },
    },
  },
  Topic: listOf((index, topic: { topicId: string }) => topicArticles(index, topic.topicId)),
}
