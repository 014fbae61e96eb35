// A content file's data checked against its schema: one problem per mistake, naming the file,
// the field and what was expected. Shared by the build's check and the CMS's previews, so
// both say the same thing.
import type { z } from "zod"

export type Problem = { file: string; field: string; message: string }

export function formatProblem({ file, field, message }: Problem): string {
  return `${file}: ${field ? `${field}: ` : ""}${message}`
}

export function schemaProblems(file: string, schema: z.ZodType, data: unknown): Problem[] {
  const result = schema.safeParse(data)
  if (result.success) return []
  // One problem a field, the first its schema finds: "" is no date, and then no real calendar date either.
  const seen = new Set<string>()
  const issues = result.error.issues.filter((issue) => {
    const key = JSON.stringify(issue.path)
    return !seen.has(key) && Boolean(seen.add(key))
  })
  return issues.map((issue) => {
    const found = valueAt(data, issue.path)
    const field = issue.path.reduce<string>((out, key) => (typeof key === "number" ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), "")
    if (issue.code === "unrecognized_keys")
      return { file, field, message: `unknown field ${issue.keys.map((k) => `"${k}"`).join(", ")} (expected only the documented fields)` }
    const message = inSiteWords(issue)
    // A message that names what it found (the two highlighted plans) says it best.
    if (/, found /.test(message)) return { file, field, message }
    return { file, field, message: `${message}, found ${describeValue(found)}${quoteHint(issue, found)}` }
  })
}

// What a field of each kind holds, in the words content/README.md uses.
const KINDS: Record<string, string> = { array: "a list", string: "text", object: "a group of fields", number: "a number", boolean: "yes or no" }

// zod's own wording ("Invalid input: expected array, received undefined") where a field gives none of its own.
function inSiteWords(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.message.startsWith("Invalid input")) return `expected ${KINDS[issue.expected] ?? issue.expected}`
  return issue.message
}

// JSON has numbers and booleans; a text field given one is told how to write it as text.
function quoteHint(issue: z.core.$ZodIssue, found: unknown): string {
  const isScalar = typeof found === "number" || typeof found === "boolean"
  return issue.code === "invalid_type" && issue.expected === "string" && isScalar ? ` (write it in quotes: "${found}")` : ""
}

function valueAt(data: unknown, keys: PropertyKey[]): unknown {
  return keys.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), data)
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing"
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (Array.isArray(value)) return value.length ? `a list of ${value.length}` : "an empty list"
  if (value && typeof value === "object") return "an object"
  const shown = JSON.stringify(value)
  return shown.length > 60 ? `${shown.slice(0, 57)}..."` : shown
}
