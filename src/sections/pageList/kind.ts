// A list of pages: the pages whose address starts with this page's own (of one topic, where it
// names one), linked by title and description, newest first or in the writer's order
// (./listing.ts), twelve a page (src/vocabulary/list-pages.ts). The build makes each list once, in
// the index of the live pages (src/vocabulary/page-index.ts), and a page's query reads its slice.
import { z } from "zod"
import { pagePath, text } from "../../vocabulary/fields"
import { type Listing, PAGE_LIST_ORDERS, listKey, pagesUnder } from "./listing"
import type { Problem } from "../../vocabulary/problems"
import { ANCHOR, INTRO, type SectionKind, type SectionPlace, kindSchema } from "../../vocabulary/section-kind"
import type { PageNodes } from "../../vocabulary/publishing"
import { topicId } from "../../vocabulary/content-types/topic"
import { listPageCount, onListPage } from "../../vocabulary/list-pages"
import { listOf, onPageOf, pageCountOf, pageIndex } from "../../vocabulary/page-index"

const schema = kindSchema("pageList", {
  heading: text(80),
  intro: text(240).optional(),
  order: z.enum(PAGE_LIST_ORDERS, { error: `expected one of ${PAGE_LIST_ORDERS.map((order) => `"${order}"`).join(", ")}` }),
  pages: z.array(pagePath).optional(),
  topic: topicId.optional(),
  // What the list says while no page is under it yet; without it, site.json's pages.emptyList.
  empty: text(160).optional(),
})

type Section = Listing & { under?: string }

// A page list's chosen pages are pages under the page it is on.
function listedPageProblems(section: Record<string, unknown>, { file, field, pagePath: under, addresses }: SectionPlace): Problem[] {
  const listed = Array.isArray(section.pages) ? (section.pages as unknown[]) : []
  return listed.flatMap((address, j): Problem[] => {
    if (typeof address !== "string") return []
    const at = `${field}.pages[${j}]`
    if (!addresses.some(({ kind, path: route }) => kind === "page" && route === address))
      return [{ file, field: at, message: `expected the address of an existing page, found "${address}"` }]
    if (typeof under === "string" && !address.startsWith(`${under.replace(/\/$/, "")}/`))
      return [{ file, field: at, message: `expected a page under ${under}, found "${address}"` }]
    return []
  })
}

// The list, as the index of the pages live on the day holds it, made once a build by pagesUnder.
const listed = async (section: Record<string, unknown>, nodeModel: PageNodes) => {
  const index = await pageIndex(nodeModel)
  return { index, places: listOf(index, listKey((section as Section).under ?? "/", section as Section)) }
}

export const pageList = {
  type: "pageList",
  schema,
  words: {
    "": ["List of pages", "Lists every page whose address starts with this page's: on /case-studies, each /case-studies/… page, twelve a page."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    order: ["Order", "newest first by each page's date, or as listed below (the rest follow, newest first)."],
    pages: ["Pages in your order", 'Optional: for "as listed", the pages to show first, in this order.', "page"],
    topic: ["Topic", "Optional: list only the pages of this topic."],
    empty: ["While the list is empty", "Optional: what the list says while no page is under it yet; otherwise the site settings' words."],
  },
  onNode: (page) => ({ under: page.path }),
  derived: {
    // The pages on the list's page `page` (src/templates/page.tsx's listPage), or all of them for its feed.
    entries: {
      type: "[PageListEntry!]!",
      args: { page: "Int" },
      select: '(page: $listPage) { path title description date(formatString: "YYYY-MM-DD") }',
      resolve: async (section, { nodeModel }, { page }) => {
        const { index, places } = await listed(section, nodeModel)
        return onPageOf(index, places, page as number | undefined)
      },
      preview: (section, page, pages) => onListPage(pagesUnder(pages, page.path, section as Section), 1),
    },
    pageCount: {
      type: "Int!",
      select: "",
      resolve: async (section, { nodeModel }) => pageCountOf((await listed(section, nodeModel)).places),
      preview: (section, page, pages) => listPageCount(pagesUnder(pages, page.path, section as Section).length),
    },
  },
  problems: listedPageProblems,
} as const satisfies SectionKind<"pageList", typeof schema>
