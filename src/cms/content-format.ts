// The format the editor reads and writes content files in, which is the format they are kept
// in: front matter as YAML read with the build's failsafe schema (every value is text), one
// line per value however long, keys in the form's order; JSON with two-space indents. So a
// one-field edit is a one-line diff, and saving an unchanged file changes nothing.
import { dump, FAILSAFE_SCHEMA } from "js-yaml"
import { readFrontMatter } from "../content/front-matter"

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

// The keys the form lists first, in its order; any other key keeps its place after them.
const inOrder = (data: Data, keys: readonly string[]) => Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(keys, a) - rank(keys, b)))
const rank = (keys: readonly string[], key: string) => (keys.includes(key) ? keys.indexOf(key) : keys.length)

// A text below the front matter is set off by one blank line and ends with one newline, as
// the files are written; the markdown editor hands back a text with neither.
const bodyOf = (content: string) => content.replace(/^\n/, "")
const bodyText = (body: string) => (body.trim() ? `\n${body.replace(/^\n+/, "").replace(/\n*$/, "\n")}` : "")

export const frontMatterFormat = {
  fromFile(text: string): Data {
    // The build's own reader: YAML alone, never an engine that runs the file's text.
    const { data, body } = readFrontMatter(text)
    return body ? { ...data, body: bodyOf(body) } : data
  },
  toFile(entry: Data, sortedKeys: readonly string[] = []): string {
    const { body = "", ...data } = entry
    return `---\n${dump(asText(inOrder(data, sortedKeys)), YAML_OPTIONS)}---\n${bodyText(String(body))}`
  },
}

export const jsonFormat = {
  fromFile: (text: string): Data => JSON.parse(text) as Data,
  toFile: (entry: Data, sortedKeys: readonly string[] = []): string => `${JSON.stringify(inOrder(entry, sortedKeys), null, 2)}\n`,
}

/** The form's fields as far as their order goes: each name, and a group's fields, a list's item or its kinds. */
export type FormOrder = ReadonlyArray<{
  name: string
  fields?: FormOrder | undefined
  field?: { fields?: FormOrder | undefined } | undefined
  types?: FormOrder | undefined
}>
type Format = { fromFile(text: string): Data; toFile(entry: Data, sortedKeys?: readonly string[]): string }

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

/** A format that writes an entry with every level of it in the form's order. */
export const inFormOrderOf = (format: Format, fields: FormOrder): Format => ({
  fromFile: format.fromFile,
  toFile: (entry, sortedKeys) => format.toFile(inFormOrder(entry, fields) as Data, sortedKeys),
})
