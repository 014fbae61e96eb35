// Every id a page gives its elements but its article's headings': the frame's, and each section's
// (its anchor, its heading's, what its kind adds). A heading's anchor takes none of them.
import { ARTICLE_IDS, MAIN_ID, PAGE_HEADING_ID, sectionHeadingId, sectionName } from "../vocabulary/page-ids"
import { sectionKind, sectionsOf } from "./kinds"

/** The ids a page's frame and sections give its elements, from its data as its file holds it. */
export const pageIds = (data: unknown): string[] => [
  MAIN_ID,
  PAGE_HEADING_ID,
  ...Object.values(ARTICLE_IDS),
  ...sectionsOf(data).flatMap((section, index) => {
    if (!section) return []
    const id = typeof section.id === "string" ? section.id : undefined
    const name = sectionName({ id }, index)
    const kind = sectionKind(section.type)
    return [...(id ? [id] : []), sectionHeadingId(name), ...(kind?.anchors?.(section) ?? []), ...(kind?.ids?.(section, name) ?? [])]
  }),
]
