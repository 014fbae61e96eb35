// A list of pages: the pages whose address starts with this page's own, linked by title and
// description, newest first or in the writer's order (./listing.ts).
import { z } from "zod"
import { pagePath, text } from "../../content/fields"
import type { ListedPage } from "../../content/addresses"
import { PAGE_LIST_ORDERS, pagesUnder } from "./listing"
import type { Problem } from "../../content/problems"
import { ANCHOR, INTRO, type SectionKind, type SectionPlace, kindSchema } from "../../content/section-kind"
import { livePages } from "../../content/publishing"

type Order = (typeof PAGE_LIST_ORDERS)[number]

const schema = kindSchema("pageList", {
  heading: text(80),
  intro: text(240).optional(),
  order: z.enum(PAGE_LIST_ORDERS, { error: `expected one of ${PAGE_LIST_ORDERS.map((order) => `"${order}"`).join(", ")}` }),
  pages: z.array(pagePath).optional(),
  // What the list says while no page is under it yet; without it, site.json's pages.emptyList.
  empty: text(160).optional(),
})

type Listing = { under?: string; order: Order; pages?: string[] }

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

export const pageList = {
  type: "pageList",
  schema,
  words: {
    "": ["List of pages", "Lists every page whose address starts with this page's: on /case-studies, each /case-studies/… page."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    order: ["Order", "newest first by each page's date, or as listed below (the rest follow, newest first)."],
    pages: ["Pages in your order", 'Optional: for "as listed", the pages to show first, in this order.', "page"],
    empty: ["While the list is empty", "Optional: what the list says while no page is under it yet; otherwise the site settings' words."],
  },
  onNode: (page) => ({ under: page.path }),
  derived: {
    entries: {
      type: "[PageListEntry!]!",
      select: '{ path title description date(formatString: "YYYY-MM-DD") }',
      resolve: async (section, context) => {
        const { under = "/", order, pages } = section as Listing
        return pagesUnder(await livePages<ListedPage>(context.nodeModel), under, order, pages)
      },
      preview: (section, page, pages) => pagesUnder(pages, page.path, (section as Listing).order, (section as Listing).pages),
    },
  },
  problems: listedPageProblems,
} as const satisfies SectionKind<"pageList", typeof schema>
