// What every section's view is given: its section as the page draws it, the ids it may use, and
// the page it is on. Each view takes the part it uses.
import type { SiteContent } from "./schema"

/** The page a section is on: the site settings its views use, its address and date, and which of a long list's pages it is (1 for the first). */
export type PageContext = { site: Pick<SiteContent, "demoUrl" | "founder" | "pages" | "forms">; path: string; date?: string; listPage: number }

export type SectionViewProps<Section> = {
  section: Section
  /** The id of the section's heading, which labels it. */
  headingId: string
  /** The section's name in ids on the page: its anchor, or its place on the page. */
  name: string
  page: PageContext
}
