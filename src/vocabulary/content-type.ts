// What a content type of the resources hub is, in one place, as a section kind is (section-kind.ts):
// an author's file, a topic's, or the fields that make a dated page an article. Its schema drives
// the content check, the GraphQL type and the article query's fields (src/node/pages/content-type-graphql.ts),
// the editor's form, words and widgets (src/cms/cms-config.ts) and the preview; each type is a module
// of ./content-types/.
import { z } from "zod"
import type { KindWords } from "./section-kind"
import type { DeepReadonly } from "./schema"
import { unwrapped } from "./fields"
import { computedOnce } from "./computed-once"

/** An author's or a topic's id: its file's name, lowercase words joined by hyphens. */
export const HUB_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** The folder whose files a field names by id: the editor picks such a field's value from that folder's files, however many fields name one. */
export const HUB_REFERENCES = z.registry<{ folder: "authors" | "topics" }>()

/** A field naming an author or a topic by id, which the editor picks from that folder's files. */
export const hubId = (what: string, folder: "authors" | "topics") =>
  z
    .string({ error: `expected ${what}'s id` })
    .regex(HUB_ID, `expected ${what}'s id: the name of its file, like "maya-chen" for maya-chen.md`)
    .register(HUB_REFERENCES, { folder })

export type ContentType<Schema extends z.ZodObject = z.ZodObject> = {
  /** Its name: the editor's words for its files are FIELD_WORDS[name] (src/site/field-words.ts). */
  name: "author" | "topic" | "article"
  /** Its own fields as its file holds them, with the rules between them. */
  schema: Schema
  /** The editor's label and hint for each field, by its path in the file (list items share their list's). */
  words: KindWords
  /** The rules between its fields (and a page's date), each reading the valid fields and the fields as written, with the field it names. */
  rules?: ReadonlyArray<readonly [check: (valid: never, written: never) => boolean, params: { path: readonly string[]; error: string }]>
  /** The settings of site.json it needs, under its name's plural (articles), with the editor's words for each. */
  settings?: { schema: z.ZodObject; words: KindWords }
  /** The ids its parts give their headings, which no section of the page may take. */
  ids?: Record<string, string>
  /**
   * The files its fields name, found for its page and its preview: each by the field naming it, with what the query asks of it
   * (an author's name, role and address) and, to list the articles naming a file on that file's page, the settings word heading the list.
   */
  found?: Record<string, { field: keyof z.infer<Schema> & string; select: string; listHeading?: string }>
  /** What its JSON-LD says of its fields: what its main entity adds, and the nodes of the page's graph beside it. */
  structuredData?(fields: never, page: never): { article: Record<string, unknown>; graph: unknown[] }
  /** What a file of it may not hold on the build's day, beyond its schema (a review on a day not yet come), each with its field. */
  problems?(fields: never, day: { today: string }): FieldMessage[]
  /** What the build and the editor warn of in a file of it that still builds (a review due), each with its field; `settings` are site.json's for it. */
  warnings?(fields: never, day: { today: string; settings?: never }): FieldMessage[]
}

/** A message on one field of a file. */
export type FieldMessage = { field: string; message: string }

/** A type's own fields as a file holds them, read-only as the views read them. */
export type FieldsOf<Type extends { schema: z.ZodType }> = DeepReadonly<z.infer<Type["schema"]>>

// Each file's written fields by schema, worked out once for each read of the file.
const writtenBy = computedOnce((schema: z.ZodObject) => computedOnce((data: Record<string, unknown>) => takenFields(schema, data)))

/** The fields of `data` its type's schema takes, each on its own, and of a list the items it takes: what the editor's preview draws of a file being written. */
export function writtenFields<Schema extends z.ZodObject>(schema: Schema, data: Record<string, unknown>): Partial<z.input<Schema>> {
  return writtenBy(schema)(data) as Partial<z.input<Schema>>
}

function takenFields(schema: z.ZodObject, data: Record<string, unknown>): object {
  const taken = Object.entries(schema.shape).flatMap(([key, field]) => {
    const value = data[key]
    const inner = unwrapped(field as z.ZodType)
    if (inner instanceof z.ZodArray && Array.isArray(value)) {
      const items = value.filter((item) => (inner.element as z.ZodType).safeParse(item).success)
      return items.length ? [[key, items]] : []
    }
    return value !== undefined && (field as z.ZodType).safeParse(value).success ? [[key, value]] : []
  })
  return Object.fromEntries(taken)
}

/** The folder a field names files of by id (an author's, a list of topics'), and whether it names several; none for another field. */
export function referenceOf(schema: z.ZodType): { folder: "authors" | "topics"; list: boolean } | undefined {
  const inner = unwrapped(schema)
  const list = inner instanceof z.ZodArray
  const folder = HUB_REFERENCES.get((list ? inner.element : inner) as z.ZodType)?.folder
  return folder && { folder, list }
}

/** A found entry: its name, its field, the folder that field names files of, whether it names several, and the settings word heading its list. */
export type FoundField = { name: string; field: string; folder: "authors" | "topics"; list: boolean; listHeading?: string }

/** A type's `found` entries, each with the folder its field names files of and whether it names several. */
export function foundFields<Schema extends z.ZodObject>(type: ContentType<Schema>): FoundField[] {
  return Object.entries(type.found ?? {}).map(([name, { field, listHeading }]) => {
    const reference = referenceOf(type.schema.shape[field] as z.ZodType)
    if (!reference)
      throw new Error(`The ${type.name}'s found.${name}: its field ${field} names no author's or topic's file (its schema registers none in HUB_REFERENCES)`)
    if (listHeading !== undefined && !type.settings?.schema.shape[listHeading])
      throw new Error(`The ${type.name}'s found.${name}: its listHeading ${listHeading} is no word of its settings (site.json's ${type.name}s)`)
    return { name, field, ...reference, ...(listHeading !== undefined && { listHeading }) }
  })
}

/** A list's heading: its word in the type's settings as site.json holds them, or none where they lack it. */
export function listHeadingIn(settings: unknown, word: string | undefined): string {
  const value =
    word !== undefined && settings && typeof settings === "object" && Object.hasOwn(settings, word) ? (settings as Record<string, unknown>)[word] : undefined
  return typeof value === "string" ? value : ""
}

/**
 * The lists of a type's files a page of `folder` shows (an author's, a topic's): the files naming it by each found field with a
 * listHeading, in the order found lists them. The first is the page's own, a page of it at a time with its feed; the others follow whole.
 */
export function listsOn<Schema extends z.ZodObject>(type: ContentType<Schema>, folder: "authors" | "topics"): [FoundField, ...FoundField[]] {
  const lists = foundFields(type).filter((found) => found.folder === folder && found.listHeading !== undefined)
  if (!lists[0]) throw new Error(`The ${type.name}'s found lists none of its files on a page of ${folder}: one entry naming ${folder} needs a listHeading`)
  return lists as [FoundField, ...FoundField[]]
}

/** A file a field names by id: the field, where in it (topics[1]), the folder and the file (content/authors/x.md). */
export type NamedFile = { field: string; path: string; folder: "authors" | "topics"; id: string; file: string }

// Each schema's fields that name files, found once: every file is asked on each check.
const referencesOf = computedOnce((schema: z.ZodObject) =>
  Object.entries(schema.shape).flatMap(([field, fieldSchema]) => {
    const reference = referenceOf(fieldSchema as z.ZodType)
    return reference ? [[field, reference] as const] : []
  }),
)

/** The files the fields of `data` name (an article's author, reviewer and topics), whichever fields its schema registers in HUB_REFERENCES. */
export function namedFiles(schema: z.ZodObject, data: Record<string, unknown>): NamedFile[] {
  return referencesOf(schema).flatMap(([field, { folder, list }]) => {
    const values = list ? data[field] : [data[field]]
    if (!Array.isArray(values)) return []
    return values.flatMap((id, i) =>
      typeof id === "string" ? [{ field, path: list ? `${field}[${i}]` : field, folder, id, file: `content/${folder}/${id}.md` }] : [],
    )
  })
}
