import { searchedPage } from "../node/output/searched-page"

/** What the site's search indexes of a rendered page's part, read as the build reads a built page (src/node/output/searched-page.ts). */
export function searchedText(container: HTMLElement): string {
  return searchedPage(`<main data-search-title="">${container.innerHTML}</main>`)!.content
}
