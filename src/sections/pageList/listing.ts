// Which pages a page-list section shows, and in what order: every page one or more levels
// under the listing page's address (of one topic, where the list names one); "as listed" puts
// the writer's chosen pages first in their order, and every other page follows newest first,
// as "newest first" orders them all.
import { type ListablePage, newestFirst } from "../../vocabulary/addresses"

export const PAGE_LIST_ORDERS = ["newest first", "as listed"] as const

/** A list as its section says: where its pages are, their order, the writer's chosen ones and its topic. */
export type Listing = { order: (typeof PAGE_LIST_ORDERS)[number]; pages?: readonly string[] | null; topic?: string | null }

export function pagesUnder<T extends ListablePage>(pages: readonly T[], under: string, listing: Listing): T[] {
  const prefix = `${under.replace(/\/$/, "")}/`
  const { order, pages: listed = [], topic } = listing
  const below = pages.filter((page) => page.path.startsWith(prefix) && (!topic || page.topics?.includes(topic))).sort(newestFirst)
  if (order !== "as listed") return below
  const chosen = (listed ?? []).flatMap((address) => below.filter((page) => page.path === address))
  return [...chosen, ...below.filter((page) => !chosen.includes(page))]
}

/** What makes a list, as the page index keeps it and a list's query finds it there: the address its pages are under and its listing. */
export const listKey = (under: string, { order, pages, topic }: Listing) => JSON.stringify([under, order, pages ?? [], topic ?? null])
