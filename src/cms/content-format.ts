// The format the editor reads and writes content files in, which is the format they are kept
// in: front matter as YAML read with the build's failsafe schema (every value is text), one
// line per value however long, keys in the form's order; JSON with two-space indents. So a
// one-field edit is a one-line diff, and saving an unchanged file changes nothing.
import { dump, FAILSAFE_SCHEMA } from "js-yaml"
import { frontMatterOf, jsonUnreadable } from "../site/content-files"
import { isArticle } from "../vocabulary/article"

const YAML_OPTIONS = { schema: FAILSAFE_SCHEMA, lineWidth: -1, quoteStyle: "double" } as const

type Data = Record<string, unknown>

// A checkbox's true or false is kept as the word, as the file's reader reads it back.
const asText = (value: unknown): unknown =>
  typeof value === "boolean"
    ? String(value)
    : Array.isArray(value)
      ? value.map(asText)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, asText(child)]))
        : value

const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0)

/**
 * An entry as its file holds it: a field the writer emptied is left out, as the build asks of an
 * optional field (an empty value is refused). Decap keeps an emptied field as "", an emptied list as
 * [] and a group whose fields were all emptied as {}: each goes, at every level. A list keeps its
 * items, so an emptied item is refused where it stands.
 */
export function asSaved<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === "object" ? asSaved(item) : item)) as T
  if (!value || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, child]) => [key, asSaved(child)] as const)
      .filter(([, child]) => !isEmptyValue(child)),
  ) as T
}

// The keys the form lists first, in its order; any other key keeps its place after them.
const inOrder = (data: Data, keys: readonly string[]) => Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(keys, a) - rank(keys, b)))
const rank = (keys: readonly string[], key: string) => (keys.includes(key) ? keys.indexOf(key) : keys.length)

// A text below the front matter is set off by one blank line and ends with one newline, as
// the files are written; the markdown editor hands back a text with neither.
const bodyOf = (content: string) => content.replace(/^\n/, "")
const bodyText = (body: string) => (body.trim() ? `\n${body.replace(/^\n+/, "").replace(/\n*$/, "\n")}` : "")

/** Where an entry read from a file the editor cannot read holds why, in the build's words; such an entry is never saved. */
export const UNREADABLE = "unreadable"

/** Why the entry `data` came from a file the editor cannot read, or undefined. */
export const unreadableIn = (data: unknown): string | undefined => {
  const why = (data as Data | undefined)?.[UNREADABLE]
  return typeof why === "string" ? why : undefined
}

// An entry for a file that does not read: the list names it by its problem ("Cannot be read (line 7, …)",
// in the fields each collection's list shows), and its form is never saved over the file.
const unreadable = (why: string): Data => ({ [UNREADABLE]: why, title: "Cannot be read", name: `Cannot be read (${why})`, path: why })
const refuseUnreadable = (entry: Data) => {
  const why = unreadableIn(entry)
  if (why) throw new Error(`${why}: the editor cannot read this file, so it does not save over it; correct the file itself`)
}

export const frontMatterFormat = {
  fromFile(text: string): Data {
    // The build's own reader: YAML alone, never an engine that runs the file's text.
    const read = frontMatterOf(text)
    if ("unreadable" in read) return unreadable(read.unreadable)
    const { data, body } = read
    return body ? { ...data, body: bodyOf(body) } : data
  },
  toFile(entry: Data, sortedKeys: readonly string[] = []): string {
    refuseUnreadable(entry)
    const { body = "", ...data } = entry
    return `---\n${dump(asText(inOrder(asSaved(data), sortedKeys)), YAML_OPTIONS)}---\n${bodyText(String(body ?? ""))}`
  },
}

export const jsonFormat = {
  fromFile(text: string): Data {
    const why = jsonUnreadable(text)
    return why ? unreadable(why) : (JSON.parse(text) as Data)
  },
  toFile(entry: Data, sortedKeys: readonly string[] = []): string {
    refuseUnreadable(entry)
    return `${JSON.stringify(inOrder(asSaved(entry), sortedKeys), null, 2)}\n`
  },
}

/** The form's fields as far as their order goes: each name, and a group's fields, a list's item or its kinds. */
export type FormOrder = ReadonlyArray<{
  name: string
  fields?: FormOrder | undefined
  field?: { fields?: FormOrder | undefined } | undefined
  types?: FormOrder | undefined
}>
export type Format = { fromFile(text: string): Data; toFile(entry: Data, sortedKeys?: readonly string[]): string }

// Decap hands a nested group over as a map that keeps no order past eight keys (legal.archive has
// twenty-five), and Decap's own sortedKeys order the top level only: every level is put back in the
// form's order, which is the files' own, so a one-field edit stays a one-line diff.
function inFormOrder(value: unknown, fields: FormOrder | undefined): unknown {
  if (!fields || !value || typeof value !== "object" || Array.isArray(value)) return value
  const names = fields.map((field) => field.name)
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => rank(names, a) - rank(names, b))
      .map(([key, child]) => {
        const field = fields.find((candidate) => candidate.name === key)
        if (!field) return [key, child]
        if (!Array.isArray(child)) return [key, inFormOrder(child, field.fields)]
        // A typed list's item starts with its kind, then that kind's fields.
        const itemFields = (item: unknown) =>
          field.types
            ? [{ name: "type" }, ...(field.types.find((kind) => kind.name === (item as Data)?.type)?.fields ?? [])]
            : (field.fields ?? field.field?.fields)
        return [key, child.map((item) => inFormOrder(item, itemFields(item)))]
      }),
  )
}

/** The field a page's entry is listed by, as an article or as a page (the editor's Articles and Pages), which no file holds. */
export const LISTED_AS = "listedAs"

/**
 * `format`, whose entries say whether they are articles: Decap lists a collection's entries whose
 * `filter` field has its value, and has no filter of its own for a page with a date and an author.
 * The mark is not enumerable, so it is read where Decap lists the entries and goes no further:
 * no form, check, preview or file ever holds it.
 */
export const listedAs = (format: Format): Format => ({
  ...format,
  fromFile: (text) => {
    const data = format.fromFile(text)
    return Object.defineProperty(data, LISTED_AS, { value: isArticle(data as Parameters<typeof isArticle>[0]) ? "article" : "page", enumerable: false })
  },
})

/** A format that writes an entry with every level of it in the form's order. */
export const inFormOrderOf = (format: Format, fields: FormOrder): Format => ({
  fromFile: format.fromFile,
  toFile: (entry, sortedKeys) => format.toFile(inFormOrder(entry, fields) as Data, sortedKeys),
})
