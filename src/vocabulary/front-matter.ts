// A markdown file's front matter, read as YAML and nothing else: the build, the history reads and
// the editor all split a file here. No other engine (gray-matter's `---js` evaluates its text) is
// ever run; a file that names one is refused. Aliases are refused too: a few hundred bytes of
// nested aliases expand to millions of values.
import { FAILSAFE_SCHEMA, load } from "js-yaml"
import { counted } from "./counted"
import { unclosedQuote } from "./unclosed-quote"

export type FrontMatter = { data: Record<string, unknown>; body: string; bodyLine: number }
/** Why a file's front matter cannot be read, with the line the writer sees (1-based) when known. */
export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message)
  }
}

const OPENING = /^\uFEFF?---([^\n]*)\n/
const CLOSING = /^---[ \t]*\r?$/

/** Splits `source` into its front matter's fields and its body; throws a FrontMatterError. */
export function readFrontMatter(source: string): FrontMatter {
  const opening = OPENING.exec(source)
  if (!opening) return { data: {}, body: source, bodyLine: 1 }
  const language = opening[1]!.trim()
  if (language && language !== "yaml")
    throw new FrontMatterError(`front matter marked "---${language}" is never read (expected YAML, opened by a line of "---" alone)`, 1)
  let at = opening[0].length
  let line = 2
  while (at <= source.length) {
    const end = source.indexOf("\n", at)
    const text = source.slice(at, end === -1 ? source.length : end)
    if (CLOSING.test(text)) {
      const yaml = source.slice(opening[0].length, at)
      const body = end === -1 ? "" : source.slice(end + 1)
      return { data: fieldsOf(yaml), body, bodyLine: line + 1 }
    }
    if (end === -1) break
    at = end + 1
    line++
  }
  throw new FrontMatterError('front matter has no closing "---" line', 1)
}

function fieldsOf(yaml: string): Record<string, unknown> {
  let value: unknown
  try {
    // Failsafe: every value stays the text the writer typed (60 stays "60", 2026-02-30 stays as written).
    value = load(yaml, { schema: FAILSAFE_SCHEMA, maxAliases: 0, maxDepth: 20 })
  } catch (error) {
    // js-yaml marks a line within the front matter, one below the opening "---".
    const mark = (error as { mark?: { line: number; column: number } }).mark
    const reason = (error as { reason?: string }).reason ?? (error as Error).message
    const lines = yaml.split(/\r?\n/)
    const quote = /deficient indentation|end of the stream within a (single|double) quoted scalar/.test(reason)
      ? unclosedQuote(lines, /deficient/.test(reason) ? mark?.line : lines.length)
      : undefined
    if (quote) {
      const value = quote.value.length > 40 ? `${quote.value.slice(0, 40)}…` : quote.value
      const example = `${quote.field ? `${quote.field}: ` : "- "}${quote.quote}${value}${quote.quote}`
      const wrong = quote.wrongEnd ? ` (its last ${quote.wrongEnd} is another quote, which does not close it)` : ""
      throw new FrontMatterError(
        `malformed YAML front matter: ${quote.field ? `the value of ${quote.field}` : "this list item"} opens with ${quote.quote} and never closes it${wrong}, so it runs on into the lines below; end it with ${quote.quote}, as in ${example}`,
        quote.line + 2,
        quote.column + 1,
      )
    }
    const message = /alias/i.test(reason)
      ? "front matter with a YAML alias (*name) is not read: write each value out"
      : `malformed YAML front matter${likelyCause(reason, yaml.split("\n"), mark?.line) ?? ` (${reason.split("\n")[0]})`}`
    throw new FrontMatterError(message, mark && mark.line + 2, mark && mark.column + 1)
  }
  if (value === undefined || value === null) return {}
  if (typeof value !== "object" || Array.isArray(value)) throw new FrontMatterError("expected front matter of fields written name: value", 2)
  return value as Record<string, unknown>
}

// A field on one line, "name: value", after any "- " that opens a list item.
const FIELD_LINE = /^(\s*(?:-\s+)?)([^\s:#"'][^:]*):\s+(.*)$/

/** The writer's most likely mistake behind js-yaml's `reason` at `lines[at]`, with the line as it should be. */
function likelyCause(reason: string, lines: string[], at: number | undefined): string | undefined {
  const line = at === undefined ? undefined : lines[at]
  if (line === undefined) return undefined
  const field = FIELD_LINE.exec(line)
  if (/bad indentation of a mapping entry/.test(reason) && field && /:\s/.test(field[3]!) && !/^["']/.test(field[3]!)) {
    const value = field[3]!.trim().replaceAll("\\", "\\\\").replaceAll('"', '\\"')
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value
    return `: a colon followed by a space inside a value reads as a new field; put the value in double quotes, as in ${field[2]!.trim()}: "${shown}"`
  }
  if (/tab characters must not be used in indentation/.test(reason)) {
    const above = lines
      .slice(0, at)
      .filter((text) => text.trim())
      .at(-1)
    const indent = above ? /^\s*(?:-\s+)?/.exec(above)![0].length : 0
    const example = `${" ".repeat(indent)}${line.trim()}`
    return `: this line is indented with a tab, and YAML indents with spaces only; use spaces, as in "${example}" (${counted(indent, "space")}, lined up with the line above)`
  }
  return undefined
}
