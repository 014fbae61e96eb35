// A page entry's sections as the page draws them, from the entry itself rather than GraphQL: a
// text through the build's Markdown renderer, a page list from the pages the editor knows, a
// photo left to the card's initials (the build makes its sized images).
import { renderMarkdown } from "../content/markdown"
import { pagesUnder, type ListedPage } from "../content/page-list"
import type { PageContent } from "../content/schema"
import type { SectionView } from "../components/views/PageView"

/** Where an image in content/images/ is served from in the editor: its media folder. */
const mediaSrc = (src: string) => ({ src: src.replace(/^\.\.\/images\//, "/images/") })

export function previewSections(page: PageContent, pages: readonly ListedPage[]): SectionView[] {
  return page.sections.map((section): SectionView => {
    switch (section.type) {
      case "text":
        return { type: "text", id: section.id, html: renderMarkdown(section.body, mediaSrc) }
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
