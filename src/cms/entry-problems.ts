// Every problem the build would find in an entry the editor holds: its schema's and the checks
// against the site's other files (a link to a page that does not exist), each with its field's path.
import type { z } from "zod"
import { schemaProblems, type Problem } from "../content/problems"
import { legalSchema, siteSchema } from "../content/schema"
import { pageSchema } from "../site/page-schema"
import { authorSchema, topicSchema } from "../content/hub-schema"
import { siteProblems, type SiteIndex } from "./save-checks"
import { asSaved } from "./content-format"

// The Articles and every page are pages too (./cms-config.ts).
const SCHEMAS: Record<string, z.ZodType> = {
  pages: pageSchema,
  articles: pageSchema,
  everyPage: pageSchema,
  settings: siteSchema,
  legal: legalSchema,
  authors: authorSchema,
  topics: topicSchema,
}

/** The problems of `entry`, the entry of `collection` at `file` (a new entry has none yet) as it would be saved (./content-format.ts): one a field. */
export function entryProblems(collection: string, file: string | undefined, entry: Record<string, unknown>, index: SiteIndex): Problem[] {
  const data = asSaved(entry)
  const name = file ?? `a new entry in ${collection}`
  const schema = SCHEMAS[collection]
  // A legal document's text and an author's biography are checked by the site's checks, not their front matter's schema.
  const { body: _body, ...fields } = data
  const withBody = collection === "legal" || collection === "authors"
  const all = [...(schema ? schemaProblems(name, schema, withBody ? fields : data) : []), ...siteProblems(collection, file, data, index)]
  // One message a field, the first found: a field is fixed one mistake at a time.
  const seen = new Set<string>()
  return all.filter(({ field, message }) => {
    const key = field || message
    return !seen.has(key) && Boolean(seen.add(key))
  })
}

/** The path Decap's focus takes to a field: "sections[3].items[1].price" → ["sections", "3.items.1.price"]. */
export function focusPath(field: string): [top: string, rest: string] {
  const [top = "", ...rest] = field.replace(/\[(\d+)\]/g, ".$1").split(".")
  return [top, rest.join(".")]
}
