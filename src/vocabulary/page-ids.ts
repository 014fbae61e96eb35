// The ids the site's frame gives elements of its pages, named here so that no heading's anchor,
// made from a writer's words, takes one of them: a link to an id two elements have goes to the first.

/** Every page's main content, which the skip link leads to. */
export const MAIN_ID = "main"
/** A page's title, where no opening section gives it one. */
export const PAGE_HEADING_ID = "page-heading"
/** What an article adds: its table of contents, sources, related reads and closing call to action (src/sections/ArticleParts.tsx). */
export const ARTICLE_IDS = {
  contents: "contents-heading",
  sources: "sources-heading",
  related: "related-heading",
  callToAction: "article-cta-heading",
} as const
/** What a legal document's page adds: the note where no PDF viewer is, and the note on an earlier version. */
export const LEGAL_IDS = { pdfFallback: "pdf-fallback-title", notCurrent: "not-current" } as const

/** The ids of a legal document's page other than its headings'. */
export const LEGAL_PAGE_IDS: readonly string[] = [MAIN_ID, ...Object.values(LEGAL_IDS)]

/** A section's name in its elements' ids: the anchor its writer gave it, or its place on the page. */
export const sectionName = (section: { id?: string | null }, index: number) => section.id ?? `section-${index + 1}`
/** The id of the heading that labels the section named `name`. */
export const sectionHeadingId = (name: string) => `${name}-heading`
