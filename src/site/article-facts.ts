// What an article shows beside its sections: its reading time and table of contents, which its text
// decides, and all its parts drawn from what is found of it, for the build and the editor's preview alike.
import { contentsOf, isArticle, readingMinutes } from "../vocabulary/article"
import { computedOnce } from "../vocabulary/computed-once"
import { markdownHeadings } from "../vocabulary/markdown"
import { pageMarkedValues, sectionsOf } from "../sections/kinds"
import { pageIds } from "../sections/page-ids"
import { sectionAnchors } from "./links"
import type { ArticleFacts, ArticleWords, Byline } from "../sections/ArticleParts"
import type { ArticleFields } from "../vocabulary/content-types/article"

/** The Markdown of a page's sections, in the order the page draws them. */
export const textsOf = (page: { sections?: unknown }) => pageMarkedValues(page, "markdown").map(({ value }) => value)

type Page = Parameters<typeof isArticle>[0] & { sections?: unknown }

// An article's table of contents: its headings' anchors take none of the page's other ids.
const contentsOfPage = (page: Page) => (isArticle(page) ? contentsOf(textsOf(page), pageIds(page)) : [])

/** The anchors a link to the page may name: its sections' ids, and an article's headings' that its contents link to; found once for each read of its file. */
export const pageAnchors = computedOnce(
  (page: Page & { sections?: unknown }): ReadonlySet<string> => new Set([...sectionAnchors(page), ...contentsOfPage(page).map(({ id }) => id)]),
)

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

type Person = { name: string; role: string; path: string; credentials?: string | null; photo?: Byline["photo"] | null; photoAlt?: string | null }
/** The files an article's fields name, found (its type's `found`): its author, reviewer and topics. */
export type ArticleFound = { byline?: Person | null; reviewedBy?: Person | null; topicPages?: ReadonlyArray<{ name: string; path: string }> }

/** What an article's parts are made of, as the build's query and the editor's index each find them: its own fields as its file holds them, and the files they name. */
export type ArticlePartsInput = {
  fields: ArticleFields
  found: ArticleFound
  date: string
  minutes: number
  contents: ReadonlyArray<{ title: string; id: string }>
  related: ArticleFacts["related"]
  words: ArticleWords
}

/**
 * The parts the site draws around an article (src/sections/ArticleParts.tsx), for the build's page
 * (src/templates/article.tsx) and the editor's preview (src/cms/article-preview.ts) alike: its own
 * fields as written, its byline, its review line once it names both a reviewer and the day, and the rest as found.
 */
export function articleParts({ found: { byline, reviewedBy, topicPages = [] }, ...rest }: ArticlePartsInput): ArticleFacts {
  const reviewed = rest.fields.reviewed
  return {
    ...rest,
    topics: topicPages,
    ...(byline && {
      byline: {
        name: byline.name,
        role: byline.role,
        path: byline.path,
        ...(byline.credentials && { credentials: byline.credentials }),
        ...(byline.photo && { photo: byline.photo }),
        ...(byline.photoAlt && { photoAlt: byline.photoAlt }),
      },
    }),
    ...(reviewedBy &&
      reviewed && {
        review: { name: reviewedBy.name, path: reviewedBy.path, date: reviewed, ...(reviewedBy.credentials && { credentials: reviewedBy.credentials }) },
      }),
  }
}
