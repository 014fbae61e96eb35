// What a page finds among the other pages live on the day when it is queried: the pages it stands
// under (its breadcrumb), the feeds of the lists it shows or is on, and whether a form lands its
// visitors on it. Each is read from the index of the live pages (src/vocabulary/page-index.ts).
import type { ListedPage } from "../../vocabulary/addresses"
import { listFeedPath } from "../../vocabulary/feed-paths"
import { ancestorsIn, pageAt, pageIndex } from "../../vocabulary/page-index"
import type { PageNodes } from "../../vocabulary/publishing"

type Context = { nodeModel: PageNodes }
type PageNode = ListedPage & { sections: Array<{ type: string }> }

const ancestors = async (page: PageNode, context: Context) => ancestorsIn(await pageIndex(context.nodeModel), page.path)

export const pageResolvers = {
  ContentPage: {
    formSuccess: {
      resolve: async (page: PageNode, _args: unknown, context: Context) => pageAt(await pageIndex(context.nodeModel), page.path)?.formSuccess === true,
    },
    breadcrumb: {
      resolve: async (page: PageNode, _args: unknown, context: Context) => (await ancestors(page, context)).map(({ title, path }) => ({ title, path })),
    },
    // Its own list's feed first, then those of the lists it stands under, the nearest first.
    feeds: {
      resolve: async (page: PageNode, _args: unknown, context: Context) => {
        const lists = page.sections.some((section) => section.type === "pageList") ? [page] : []
        return [...lists, ...(await ancestors(page, context)).filter((other) => other.lists).reverse()].map(({ title, path }) => ({
          title,
          path: listFeedPath(path),
        }))
      },
    },
  },
}
