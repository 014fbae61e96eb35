// Which pages a page-list section shows, and in what order: every page one or more levels
// under the listing page's address; "as listed" puts the writer's chosen pages first in their
// order, and every other page follows newest first, as "newest first" orders them all.
import type { ListedPage } from "../../content/addresses"

export const PAGE_LIST_ORDERS = ["newest first", "as listed"] as const

const newestFirst = (a: ListedPage, b: ListedPage) => (b.date ?? "").localeCompare(a.date ?? "") || a.title.localeCompare(b.title)

export function pagesUnder<T extends ListedPage>(
  pages: readonly T[],
  under: string,
  order: (typeof PAGE_LIST_ORDERS)[number],
  listed: readonly string[] = [],
): T[] {
  const prefix = `${under.replace(/\/$/, "")}/`
  const below = pages.filter((page) => page.path.startsWith(prefix)).sort(newestFirst)
  if (order !== "as listed") return below
  const chosen = listed.flatMap((address) => below.filter((page) => page.path === address))
  return [...chosen, ...below.filter((page) => !chosen.includes(page))]
}
