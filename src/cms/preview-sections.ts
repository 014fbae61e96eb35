// A page entry's sections as the page draws them, from the entry itself rather than GraphQL:
// Markdown through the build's renderer, an image or video left out (a team card shows its initials,
// a video its description; the build makes the sized images and publishes the video), and what a kind derives (a page list's pages) from the pages the editor knows.
import { markdownHeadings, plainImage, renderMarkdown } from "../vocabulary/markdown"
import type { ListablePage } from "../vocabulary/addresses"
import type { PageContent, Section } from "../site/page-schema"
import { sectionKind } from "../sections/kinds"
import { mapMarked } from "../sections/marked-fields"
import type { SectionView } from "../sections/views"

/** An image in content/images/ as the editor serves it, from its media folder. */
const mediaImage = (src: string, alt: string) => plainImage(src.replace(/^\.\.\/images\//, "/images/"), alt)

export function previewSections(page: PageContent, pages: readonly ListablePage[]): SectionView[] {
  return page.sections.map((section) => previewSection(section, page, pages))
}

/** One section, valid by its kind's schema, as the page draws it; an article's ## headings take the next of `headingIds`, its contents' anchors. */
export function previewSection(section: Section, page: { path: string }, pages: readonly ListablePage[], headingIds: string[] = []): SectionView {
  const kind = sectionKind(section.type)!
  const html = mapMarked(kind.schema, section, "markdown", (body) =>
    renderMarkdown(body, mediaImage, headingIds.length ? headingIds.splice(0, markdownHeadings(body).length) : undefined),
  )
  // Images and videos are published by the build: the preview leaves them out.
  const drawn = (["image", "video", "captions"] as const).reduce((value, mark) => mapMarked(kind.schema, value, mark, () => undefined), html) as Record<
    string,
    unknown
  >
  const derived = Object.entries(kind.derived ?? {}).map(([field, { preview }]) => [field, preview(section, page, pages)])
  return { ...drawn, ...Object.fromEntries(derived) } as SectionView
}
