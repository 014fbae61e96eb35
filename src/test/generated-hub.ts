// A hub of any size, as the content's nodes hold its pages: `count` articles under /insights by
// three authors on four topics, many of a day and some of a title with others, in no order; the
// hub's lists (every page, one topic's, and one in the writer's order), a list further down, a
// dated page that is no article, undated pages, and a form that lands its visitors on a page.
import type { LivePage } from "../site/page-index"

export const GENERATED_TOPICS = ["apportionment", "records-review", "report-writing", "causation"]
export const GENERATED_AUTHORS = ["maya-lindqvist", "sam-ortiz", "ana-ruiz"]

const day = (n: number) => new Date(Date.UTC(2023, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)

/** The pages of a hub of `count` articles. */
export function generatedHub(count: number): LivePage[] {
  const articles = Array.from({ length: count }, (_, n): LivePage => {
    const i = n + 1
    return {
      path: `/insights/article-${i}`,
      // Days repeat, and every tenth article shares its title and day with the others: lists order those by address.
      title: i % 10 === 0 ? "A note for evaluators" : `Article ${i}`,
      description: `What article ${i} says.`,
      date: day(i % 10 === 0 ? 5 : (i * 37) % Math.max(7, Math.floor(count / 3))),
      author: GENERATED_AUTHORS[i % 3],
      topics: [GENERATED_TOPICS[i % 4]!, ...(i % 3 === 0 ? [GENERATED_TOPICS[(i + 1) % 4]!] : [])],
      sections: [{ type: "text", body: { markdown: `Article ${i}.` } }],
    }
  })
  const pages: LivePage[] = [
    { path: "/", title: "Home", description: "The landing page.", sections: [{ type: "opening" }] },
    {
      path: "/insights",
      title: "Insights",
      description: "Notes for evaluators.",
      sections: [
        { type: "pageList", under: "/insights", order: "newest first" },
        { type: "pageList", under: "/insights", order: "newest first", topic: "apportionment" },
        { type: "pageList", under: "/insights", order: "as listed", pages: ["/insights/article-7", "/insights/notes", "/insights/article-3"] },
      ],
    },
    {
      path: "/insights/notes",
      title: "Notes",
      description: "Shorter notes.",
      sections: [{ type: "pageList", under: "/insights/notes", order: "newest first" }],
    },
    { path: "/insights/notes/first", title: "A first note", description: "Dated, by no one.", date: day(3), sections: [] },
    { path: "/insights/notes/second", title: "A second note", description: "Undated.", sections: [] },
    { path: "/contact", title: "Contact", description: "Write to us.", sections: [{ type: "form", success: "/thanks" }] },
    { path: "/thanks", title: "Thank you", description: "We will answer.", sections: [] },
  ]
  // Shuffled the same way on every run: the index sorts them itself.
  return [...articles, ...pages]
    .map((page, i) => ({ page, key: (i * 7919) % 10007 }))
    .sort((a, b) => a.key - b.key)
    .map(({ page }) => page)
}
