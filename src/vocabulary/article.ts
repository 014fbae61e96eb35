// What the site adds to an article (a page with a date that names its author or topics): its
// reading time, its table of contents from its text's ## headings, and its related reads.
import { markdownHeadings } from "./markdown"
import { slugsOf } from "./slug"
import { type ListedPage, newestFirst } from "./addresses"

/** Whether a page is an article. */
export const isArticle = (page: { date?: string | null; author?: string | null; topics?: readonly string[] | null }) =>
  Boolean(page.date && (page.author || page.topics?.length))

// Words a minute an adult reads on a screen, for the reading time shown under the title.
const WORDS_PER_MINUTE = 230

/** Every string a page's sections hold, as words to read. */
const wordsIn = (value: unknown): number => {
  if (typeof value === "string") return value.split(/\s+/).filter((word) => /\w/.test(word)).length
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + wordsIn(item), 0)
  if (value && typeof value === "object")
    return Object.entries(value).reduce((sum, [key, item]) => sum + (key === "type" || key === "id" ? 0 : wordsIn(item)), 0)
  return 0
}

/** How many minutes a page's sections take to read, at least one. */
export const readingMinutes = (sections: unknown): number => Math.max(1, Math.ceil(wordsIn(sections) / WORDS_PER_MINUTE))

/**
 * The table of contents of an article's texts: each ## heading with its anchor, none the same and
 * none of `taken` (the page's other ids); empty under two headings.
 */
export function contentsOf(texts: readonly string[], taken: Iterable<string> = []): Array<{ title: string; id: string }> {
  const titles = texts.flatMap(markdownHeadings)
  if (titles.length < 2) return []
  const ids = slugsOf(titles, taken)
  return titles.map((title, i) => ({ title, id: ids[i]! }))
}

export type ArticlePage = ListedPage & { topics?: readonly string[] | null }

/** Up to three articles that share a topic with `page`, those sharing the most first, then newest first, itself left out. */
export function relatedReads<T extends ArticlePage>(page: ArticlePage, pages: readonly T[], count = 3): T[] {
  const shared = (other: ArticlePage) => new Set(other.topics?.filter((topic) => page.topics?.includes(topic))).size
  return pages
    .filter((other) => other.path !== page.path && other.date && shared(other))
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
    .slice(0, count)
}
