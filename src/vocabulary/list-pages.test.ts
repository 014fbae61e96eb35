import { LIST_PAGE_ADDRESS, listPageCount, listPagePath, listPages, listPageTitle, onListPage, pageOfWords } from "./list-pages"

test("a list's first page is at its own address, and each later one at /page/<n>", () => {
  expect(listPagePath("/insights", 1)).toBe("/insights")
  expect(listPagePath("/insights", 2)).toBe("/insights/page/2")
  expect(listPagePath("/", 3)).toBe("/page/3")
  expect(listPages("/insights", 3)).toEqual([
    { path: "/insights", listPage: 1 },
    { path: "/insights/page/2", listPage: 2 },
    { path: "/insights/page/3", listPage: 3 },
  ])
  expect(LIST_PAGE_ADDRESS.test("/insights/page/2")).toBe(true)
  expect(LIST_PAGE_ADDRESS.test("/insights/page-two")).toBe(false)
})

test("twelve a page: 0 to 12 items take one page, 13 two, 1,000 eighty-four; the last page holds the rest", () => {
  expect([0, 1, 12, 13, 24, 25, 1000].map(listPageCount)).toEqual([1, 1, 1, 2, 2, 3, 84])
  const items = Array.from({ length: 30 }, (_, i) => i + 1)
  expect(onListPage(items, 1)).toEqual(items.slice(0, 12))
  expect(onListPage(items, 3)).toEqual([25, 26, 27, 28, 29, 30])
  expect(onListPage(items, 4)).toEqual([])
  // A feed asks for no page, and gets every item.
  expect(onListPage(items, undefined)).toHaveLength(30)
  expect(onListPage(items, null)).toHaveLength(30)
})

test("where a page stands is said in the site's words, whichever order they put the numbers in", () => {
  expect(pageOfWords("Page {page} of {pages}", 2, 7)).toBe("Page 2 of 7")
  expect(pageOfWords("{pages} pages; this is {page}", 2, 7)).toBe("7 pages; this is 2")
  expect(listPageTitle("Insights", "Page {page} of {pages}", 1, 7)).toBe("Insights")
  expect(listPageTitle("Insights", "Page {page} of {pages}", 2, 7)).toBe("Insights, Page 2 of 7")
})
