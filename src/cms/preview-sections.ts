// A page entry's sections as the page draws them, from the entry itself rather than GraphQL: a
// text through the build's Markdown renderer, a page list from the pages the editor knows, a
// photo left to the card's initials (the build makes its sized images).
import { plainImage, renderMarkdown } from "../content/markdown"
import { pagesUnder, type ListedPage } from "../content/page-list"
import type { PageContent } from "../content/schema"
import type { SectionView } from "../components/views/PageView"

/** An image in content/images/ as the editor serves it, from its media folder. */
const mediaImage = (src: string, alt: string) => plainImage(src.replace(/^\.\.\/images\//, "/images/"), alt)

export function previewSections(page: PageContent, pages: readonly ListedPage[]): SectionView[] {
  return page.sections.map((section): SectionView => {
    switch (section.type) {
      case "text":
        return { type: "text", id: section.id, html: renderMarkdown(section.body, mediaImage) }
      case "pageList": {
        const { order, pages: listed, ...rest } = section
        return { ...rest, entries: pagesUnder(pages, page.path, order, listed) }
      }
      case "team": {
        const { photo: _photo, ...team } = section
        return team
      }
      default:
        return section
    }
  })
}
