// Every problem the build would find in an entry the editor holds: its schema's and the checks
// against the site's other files (a link to a page that does not exist), each with its field's path.
import type { z } from "zod"
import { schemaProblems, type Problem } from "../content/problems"
import { legalSchema, siteSchema } from "../content/schema"
import { pageSchema } from "../site/page-schema"
import { authorSchema, topicSchema } from "../content/hub-schema"
import { siteProblems, type SiteIndex } from "./save-checks"

const SCHEMAS: Record<string, z.ZodType> = { pages: pageSchema, settings: siteSchema, legal: legalSchema, authors: authorSchema, topics: topicSchema }

/** The problems of `data`, the entry of `collection` at `file` (a new entry has none yet), once each. */
export function entryProblems(collection: string, file: string | undefined, data: Record<string, unknown>, index: SiteIndex): Problem[] {
  const name = file ?? `a new entry in ${collection}`
  const schema = SCHEMAS[collection]
  // A legal document's text and an author's biography are checked by the site's checks, not their front matter's schema.
  const { body: _body, ...fields } = data
  const withBody = collection === "legal" || collection === "authors"
  const all = [...(schema ? schemaProblems(name, schema, withBody ? fields : data) : []), ...siteProblems(collection, file, data, index)]
  const seen = new Set<string>()
  return all.filter(({ field, message }) => !seen.has(`${field}\n${message}`) && Boolean(seen.add(`${field}\n${message}`)))
}

/** The path Decap's focus takes to a field: "sections[3].items[1].price" → ["sections", "3.items.1.price"]. */
export function focusPath(field: string): [top: string, rest: string] {
  const [top = "", ...rest] = field.replace(/\[(\d+)\]/g, ".$1").split(".")
  return [top, rest.join(".")]
}
