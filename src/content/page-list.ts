// Which pages a page-list section shows, and in what order: every page one or more levels
// under the listing page's address; "as listed" puts the writer's chosen pages first in their
// order, and every other page follows newest first, as "newest first" orders them all.
import type { PAGE_LIST_ORDERS } from "../sections/pageList/kind"

export type ListedPage = { path: string; title: string; description: string; date?: string | null }

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

/** The pages a page stands under, outermost first (/case-studies for /case-studies/orthopaedic-practice), the landing page left out. */
export function ancestorsOf<T extends { path: string }>(path: string, pages: readonly T[]): T[] {
  const parts = path.split("/").filter(Boolean)
  return parts.slice(0, -1).flatMap((_, i) => pages.filter((page) => page.path === `/${parts.slice(0, i + 1).join("/")}`))
}
