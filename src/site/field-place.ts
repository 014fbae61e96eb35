// Where a field is, in the editor's words and counted from 1 ("Section 4 (Plans), plan 2: Price"),
// from its path in its file ("sections[3].items[1].price"): the build and the editor say it alike.
import { formatProblem, type Problem } from "../vocabulary/problems"
import { pageWarnings } from "../sections/kinds"
import type { FieldWords } from "../vocabulary/section-kind"
import { BODY_LABELS, FIELD_WORDS, type Words, type WordsFor } from "./field-words"

/** The words of the file at `file`: the settings', a legal document's or a page's (a new page's too). */
export const wordsOfFile = (file: string): WordsFor =>
  /(^|\/)site\.json$/.test(file)
    ? "site"
    : /(^|[/ ])legal(\/|$)/.test(file)
      ? "legal"
      : /(^|[/ ])authors(\/|$)/.test(file)
        ? "author"
        : /(^|[/ ])topics(\/|$)/.test(file)
          ? "topic"
          : "page"

// "sections[3].items[1].price" → ["sections", 3, "items", 1, "price"]
const stepsOf = (field: string): Array<string | number> =>
  [...field.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map(([, index, name]) => (index === undefined ? name! : Number(index)))

const labelOf = (words: FieldWords | undefined) => (typeof words === "string" ? words : words?.[0])
const oneOf = (words: FieldWords | undefined) => (Array.isArray(words) ? words[2] : undefined)
const child = (value: unknown, step: string | number): unknown => (value && typeof value === "object" ? (value as Record<string, unknown>)[step] : undefined)

/** The place of `field` in the file at `file` as the editor labels it; `data`, the file's fields, names each section's kind. */
export function fieldPlace(file: string, field: string, data?: unknown): string {
  const words = FIELD_WORDS[wordsOfFile(file)] as Words
  const parts: string[] = []
  let key = ""
  let value = data
  // The label of the last named field, which is a group when more follows it.
  let label: string | undefined
  for (const step of stepsOf(field)) {
    value = child(value, step)
    if (typeof step === "number") {
      // A list's item replaces its list's label: "plan 2", and a section names its kind.
      const kind = key === "sections" ? labelOf(words[`sections.${String(child(value, "type"))}`]) : undefined
      parts.push(`${oneOf(words[key]) ?? "item"} ${step + 1}${kind ? ` (${kind})` : ""}`)
      if (kind) key = `sections.${String(child(value, "type"))}`
      label = undefined
      continue
    }
    if (label) parts.push(label)
    key = key ? `${key}.${step}` : step
    label =
      labelOf(words[key]) ??
      (key === "body" ? (BODY_LABELS as Partial<Record<WordsFor, string>>)[wordsOfFile(file)] : undefined) ??
      step.charAt(0).toUpperCase() + step.slice(1)
  }
  const place = label ? (parts.length ? `${parts.join(", ")}: ${label}` : label) : parts.join(", ")
  return place.charAt(0).toUpperCase() + place.slice(1)
}

/** `problem` with its field in the editor's words; `data` is its file's fields. */
export const inEditorWords = (problem: Problem, data?: unknown): Problem =>
  problem.field ? { ...problem, field: fieldPlace(problem.file, problem.field, data) } : problem

/** The warnings of the page `data` at `file` that still builds (a plan without a button), each a line in the editor's words. */
export const pageWarningLines = (file: string, data: unknown): string[] =>
  pageWarnings(file, data).map((warning) => formatProblem(inEditorWords(warning, data)))
