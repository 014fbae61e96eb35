// What an article shows beside its sections that its text decides: its reading time and table of
// contents, for the build's node (src/node/article-nodes.ts) and the editor's preview alike.
import { contentsOf, isArticle, readingMinutes } from "../content/article"
import { pageMarkedValues } from "../sections/kinds"

/** The Markdown of a page's sections, in the order the page draws them. */
export const textsOf = (page: { sections?: unknown }) => pageMarkedValues(page, "markdown").map(({ value }) => value)

/** An article's reading time and table of contents; nothing for another page. */
export const articleFacts = (page: Parameters<typeof isArticle>[0] & { sections: unknown }) =>
  isArticle(page) ? { readingMinutes: readingMinutes(page.sections), contents: contentsOf(textsOf(page)) } : { readingMinutes: null, contents: [] }
