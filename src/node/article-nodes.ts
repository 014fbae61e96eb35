// What an article's node keeps beside its front matter (its reading time and table of contents),
// and the fields of an author's and a topic's node: its id, its address and an author's biography as HTML.
import path from "node:path"
import { contentsOf, isArticle, readingMinutes } from "../content/article"
import { plainImage, renderMarkdown } from "../content/markdown"
import type { PageContent } from "../site/page-schema"
import { pageMarkedValues } from "../sections/kinds"

/** The Markdown of a page's sections, in the order the page draws them. */
export const textsOf = (page: PageContent) => pageMarkedValues(page, "markdown").map(({ value }) => value)

/** An article's reading time and table of contents; nothing for another page. */
export const articleFacts = (page: PageContent) =>
  isArticle(page) ? { readingMinutes: readingMinutes(page.sections), contents: contentsOf(textsOf(page)) } : { readingMinutes: null, contents: [] }

/** An author's or topic's id (its file's name), its address, and an author's biography as HTML (it holds no image). */
export function hubNodeFields(type: "Author" | "Topic", relativePath: string, body: string) {
  const id = path.basename(relativePath, ".md")
  return type === "Author" ? { authorId: id, path: `/authors/${id}`, biography: renderMarkdown(body, plainImage) } : { topicId: id, path: `/topics/${id}` }
}
