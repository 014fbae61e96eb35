// What the site finds for an article when its page is queried: its author, reviewer and topics from
// their files, and its related reads; and on an author's or a topic's page, the articles naming it
// (its type's found lists: an author's written a page at a time, then all they reviewed). Only pages
// live on the day count: each list is read from the index of them (src/vocabulary/page-index.ts), made once a build.
import { isArticle, type ArticlePage } from "../../vocabulary/article"
import { listHeadingIn, listsOn } from "../../vocabulary/content-type"
import { articleType } from "../../vocabulary/content-types/article"
import type { PageNodes } from "../../vocabulary/publishing"
import { foundResolvers, NODE_OF } from "./content-type-graphql"
import { articlesNaming, latestArticles, onPageOf, pageCountOf, pageIndex, relatedIn } from "../../vocabulary/page-index"

type Context = { nodeModel: PageNodes }
type Subject = Record<string, unknown>

// The heading `word` names in site.json's words for articles.
async function headingOf(word: string | undefined, context: Context): Promise<string> {
  const settings = (await context.nodeModel.findOne({ type: "SiteJson", query: {} })) as { articles?: unknown } | null
  return listHeadingIn(settings?.articles, word)
}

// The fields of an author's or a topic's node listing the articles naming it: its own list, on page `page` of it or all of it
// (a feed's), how many pages it runs to and its heading; then each other list, whole, with its heading, if it holds any.
function listsResolvers(folder: "authors" | "topics") {
  const [own, ...others] = listsOn(articleType, folder)
  const idOf = (subject: Subject) => String(subject[NODE_OF[folder].id])
  const placesOf = async (subject: Subject, field: string, context: Context) => {
    const index = await pageIndex(context.nodeModel)
    return { index, places: articlesNaming(index, field, idOf(subject)) }
  }
  return {
    articles: {
      type: "[PageListEntry!]!",
      args: { page: "Int" },
      resolve: async (subject: Subject, { page }: { page?: number | null }, context: Context) => {
        const { index, places } = await placesOf(subject, own.field, context)
        return onPageOf(index, places, page)
      },
    },
    pageCount: {
      type: "Int!",
      resolve: async (subject: Subject, _args: unknown, context: Context) => pageCountOf((await placesOf(subject, own.field, context)).places),
    },
    heading: { type: "String!", resolve: async (_subject: Subject, _args: unknown, context: Context) => headingOf(own.listHeading, context) },
    alsoListed: {
      type: "[ArticleListing!]!",
      resolve: async (subject: Subject, _args: unknown, context: Context) => {
        const lists = await Promise.all(
          others.map(async ({ field, listHeading }) => {
            const { index, places } = await placesOf(subject, field, context)
            return { field, listHeading, articles: onPageOf(index, places) }
          }),
        )
        // Only a list that holds articles is headed, and only then are site.json's words read.
        return Promise.all(
          lists
            .filter(({ articles }) => articles.length > 0)
            .map(async ({ listHeading, ...list }) => ({ ...list, heading: await headingOf(listHeading, context) })),
        )
      },
    },
  }
}

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
      resolve: async (page: ArticlePage, _args: unknown, context: Context) => (isArticle(page) ? relatedIn(await pageIndex(context.nodeModel), page) : []),
    },
  },
  Author: listsResolvers("authors"),
  Topic: listsResolvers("topics"),
}
