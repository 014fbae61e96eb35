// Every problem the build would find in an entry the editor holds (./site-verdict.ts), and in the
// files uploaded while editing it, each with its field's path in the entry; until the site's files
// are read, its schema's alone.
import type { z } from "zod"
import { formatProblem, schemaProblems, type Problem } from "../vocabulary/problems"
import { legalSchema, siteSchema } from "../vocabulary/schema"
import { pageSchema } from "../site/page-schema"
import { authorType } from "../vocabulary/content-types/author"
import { topicType } from "../vocabulary/content-types/topic"
import { inEditorWords } from "../site/field-place"
import { verdictOn, type EditorSite } from "./site-verdict"
import { type Upload, uploadProblems } from "./upload-checks"
import { asSaved } from "./content-format"

// The Articles and every page are pages too (./cms-config.ts).
const SCHEMAS: Record<string, z.ZodType> = {
  pages: pageSchema,
  articles: pageSchema,
  everyPage: pageSchema,
  settings: siteSchema,
  legal: legalSchema,
  authors: authorType.schema,
  topics: topicType.schema,
}

/** The site as read, or nothing yet. */
export type ReadSite = EditorSite | undefined

// An entry's schema's problems alone: a legal document's text and an author's biography are the file's body, not its front matter.
function schemaOnly(collection: string, name: string, data: Record<string, unknown>): Problem[] {
  const schema = SCHEMAS[collection]
  const { body: _body, ...fields } = data
  const saved = asSaved(fields)
  return schema ? schemaProblems(name, schema, collection === "legal" || collection === "authors" ? saved : asSaved(data)) : []
}

/** A file uploaded while the entry is edited: where it goes, and its bytes once the save reads them. */
export type Uploaded = { path: string; bytes?: Uint8Array }

/** An entry as the editor holds it: its collection, its file (a new entry has none yet), its fields, and the files uploaded in it. */
export type EditedEntry = { collection: string; file: string | undefined; data: Record<string, unknown>; uploads?: readonly Uploaded[] }

// The build's check of the site with the entry saved in it, once the site's files are read.
const verdictIn = (site: ReadSite, { collection, file, data, uploads = [] }: EditedEntry) =>
  site &&
  verdictOn(
    collection,
    file,
    data,
    site,
    uploads.map(({ path }) => path),
  )

/** The problems of the entry, and of the files uploaded in it, once each. */
export function entryProblems(entry: EditedEntry, site: ReadSite): Problem[] {
  const { collection, file, data, uploads = [] } = entry
  const name = file ?? `a new entry in ${collection}`
  const verdict = verdictIn(site, entry)
  const own = verdict ? verdict.own.map((problem) => ({ ...problem, file: name })) : schemaOnly(collection, name, data)
  const read = uploads.filter((upload): upload is Upload => upload.bytes !== undefined)
  const all = [...own, ...uploadProblems(name, data, read)]
  // One message a field, the first found: a field is fixed one mistake at a time.
  const seen = new Set<string>()
  return all.filter(({ field, message }) => {
    const key = field || message
    return !seen.has(key) && Boolean(seen.add(key))
  })
}

/** What stops a save of the entry, in the editor's words: its own problems, and what it would break in the site's other files. */
export function saveProblems(entry: EditedEntry, site: ReadSite): string[] {
  const own = entryProblems(entry, site).map((problem) => formatProblem(inEditorWords(problem, entry.data)))
  return [...own, ...(verdictIn(site, entry)?.others.map(formatProblem) ?? [])]
}

/** The path Decap's focus takes to a field: "sections[3].items[1].price" → ["sections", "3.items.1.price"]. */
export function focusPath(field: string): [top: string, rest: string] {
  const [top = "", ...rest] = field.replace(/\[(\d+)\]/g, ".$1").split(".")
  return [top, rest.join(".")]
}
