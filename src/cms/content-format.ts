// The format the editor reads and writes content files in, which is the format they are kept
// in: front matter as YAML read with the build's failsafe schema (every value is text), one
// line per value however long, keys in the form's order; JSON with two-space indents. So a
// one-field edit is a one-line diff, and saving an unchanged file changes nothing.
import matter from "gray-matter"
import { dump, FAILSAFE_SCHEMA, load } from "js-yaml"

const YAML_OPTIONS = { schema: FAILSAFE_SCHEMA, lineWidth: -1, quoteStyle: "double" } as const

type Data = Record<string, unknown>

// The keys the form lists first, in its order; any other key keeps its place after them.
const inOrder = (data: Data, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(keys, a) - rank(keys, b)))
const rank = (keys: readonly string[], key: string) => (keys.includes(key) ? keys.indexOf(key) : keys.length)

// A text below the front matter is set off by one blank line and ends with one newline, as
// the files are written; the markdown editor hands back a text with neither.
const bodyOf = (content: string) => content.replace(/^\n/, "")
const bodyText = (body: string) => (body.trim() ? `\n${body.replace(/^\n+/, "").replace(/\n*$/, "\n")}` : "")

export const frontMatterFormat = {
  fromFile(text: string): Data {
    const { data, content } = matter(text, { engines: { yaml: (source: string) => load(source, { schema: FAILSAFE_SCHEMA }) as object } })
    return content ? { ...data, body: bodyOf(content) } : data
  },
  toFile(entry: Data, sortedKeys: readonly string[] = []): string {
    const { body = "", ...data } = entry
    return `---\n${dump(inOrder(data, sortedKeys), YAML_OPTIONS)}---\n${bodyText(String(body))}`
  },
}

export const jsonFormat = {
  fromFile: (text: string): Data => JSON.parse(text) as Data,
  toFile: (entry: Data, sortedKeys: readonly string[] = []): string => `${JSON.stringify(inOrder(entry, sortedKeys), null, 2)}\n`,
}
