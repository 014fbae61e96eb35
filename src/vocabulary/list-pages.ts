// A long list is shown twelve pages at a time: the first twelve at the list's own address
// (/insights), the next at /insights/page/2, and so on, each linking to the one before and after.

export const LIST_PAGE_SIZE = 12

/** The address of a list's `n`th page: its own for the first, `<address>/page/<n>` after. */
export const listPagePath = (path: string, n: number) => (n <= 1 ? path : `${path.replace(/\/$/, "")}/page/${n}`)

/** How many pages a list of `total` takes; one, if it is empty. */
export const listPageCount = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))

/** The items on the list's `n`th page; all of them when no page is asked for (a feed's). */
export const onListPage = <T>(items: readonly T[], n?: number | null): T[] => (n ? items.slice((n - 1) * LIST_PAGE_SIZE, n * LIST_PAGE_SIZE) : [...items])

/** An address a list's later page takes, which no page may have. */
export const LIST_PAGE_ADDRESS = /\/page\/\d+$/

/** "Page 2 of 7", from the site's words ("Page {page} of {pages}"). */
export const pageOfWords = (words: string, page: number, pages: number) => words.replace("{pages}", String(pages)).replace("{page}", String(page))

/** A list's page's title: its own on the first page, "Insights, Page 2 of 7" on a later one (where the site has the words). */
export const listPageTitle = (title: string, pageOf: string | undefined, page: number, pages: number) =>
  page > 1 && pageOf ? `${title}, ${pageOfWords(pageOf, page, pages)}` : title

/** Each page of a list at `path` that runs to `count` pages: its address and number. */
export const listPages = (path: string, count: number) => Array.from({ length: count }, (_, i) => ({ path: listPagePath(path, i + 1), listPage: i + 1 }))
