// What an article shows beside its sections that its text decides: its reading time and table of
// contents, for the build's node (src/node/article-nodes.ts) and the editor's preview alike.
import { contentsOf, isArticle, readingMinutes } from "../content/article"
import { markdownHeadings } from "../content/markdown"
import { pageMarkedValues, sectionsOf } from "../sections/kinds"
import { pageIds } from "../sections/page-ids"
import { sectionAnchors } from "./links"

/** The Markdown of a page's sections, in the order the page draws them. */
export const textsOf = (page: { sections?: unknown }) => pageMarkedValues(page, "markdown").map(({ value }) => value)

type Page = Parameters<typeof isArticle>[0] & { sections?: unknown }

// An article's table of contents: its headings' anchors take none of the page's other ids.
const contentsOfPage = (page: Page) => (isArticle(page) ? contentsOf(textsOf(page), pageIds(page)) : [])

/** The anchors a link to the page may name: its sections' ids, and an article's headings' that its contents link to. */
export const pageAnchors = (page: Page & { sections?: unknown }): Set<string> => new Set([...sectionAnchors(page), ...contentsOfPage(page).map(({ id }) => id)])

/** An article's reading time and table of contents; nothing for another page. */
export const articleFacts = (page: Page & { sections: unknown }) =>
  isArticle(page) ? { readingMinutes: readingMinutes(page.sections), contents: contentsOfPage(page) } : { readingMinutes: null, contents: [] }

/**
 * The anchors an article's ## headings take, section by section (each section's texts' in the order
 * it draws them), as its table of contents links them; none on another page. A section's own, so a
 * section left undrawn (the editor's preview of one it refuses) takes none of another's.
 */
export function sectionHeadingIds(page: Page): string[][] {
  const ids = contentsOfPage(page).map(({ id }) => id)
  const texts = pageMarkedValues(page, "markdown")
  return sectionsOf(page).map((_, i) => {
    const own = texts.filter(({ field }) => field.startsWith(`sections[${i}]`) && /^[.[]/.test(field.slice(`sections[${i}]`.length)))
    return ids.splice(
      0,
      own.reduce((count, { value }) => count + markdownHeadings(value).length, 0),
    )
  })
}
