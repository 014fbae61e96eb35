// The revisions of a legal document from the texts its file has had. A revision is a distinct
// lastUpdated date; its text is the last committed text that carried that date.
import { formatProblem, schemaProblems } from "../vocabulary/problems"
import { blockText, type LegalBlock } from "../vocabulary/legal-text"
import { parseLegalText } from "../vocabulary/legal-markdown"
import { legalSchema, type LegalContent } from "../vocabulary/schema"
import { parseFile } from "./content-files"

/** One committed text of a file, newest first in a history; null where the commit deleted it. */
export type FileVersion = { commit: string; text: string | null }
export type ParsedLegal = { doc: LegalContent; blocks: LegalBlock[] }
export type LegalRevision = ParsedLegal & { commit: string }

/** A legal document's text as its page and PDF read it, or what stops it being read. */
export function parseLegal(file: string, source: string): ParsedLegal | { problem: string } {
  const parsed = parseFile(file, source)
  if (!("data" in parsed)) return { problem: formatProblem(parsed.problem) }
  const [problem] = schemaProblems(file, legalSchema, parsed.data)
  if (problem) return { problem: formatProblem(problem) }
  const { blocks, problems } = parseLegalText(parsed.body, parsed.bodyLine)
  if (problems[0]) return { problem: `${file}: line ${problems[0].line}: ${problems[0].message}` }
  return { doc: legalSchema.parse(parsed.data), blocks }
}

/** A committed text as read: its parse, what stops it being read, or null where it was deleted. */
export type ParsedVersion = { commit: string; parsed: ParsedLegal | { problem: string } | null }

/** Each committed text of a file, read once for every use of it. */
export const parseVersions = (file: string, history: readonly FileVersion[]): ParsedVersion[] =>
  history.map(({ commit, text }) => ({ commit, parsed: text === null ? null : parseLegal(file, text) }))

/**
 * The revisions dated before `currentDate`, newest first. A committed text that no longer reads
 * (the content rules have grown stricter since) is left out and named in `skipped`.
 */
export function earlierRevisions(currentDate: string, history: readonly ParsedVersion[]) {
  const revisions: LegalRevision[] = []
  const skipped: string[] = []
  const seen = new Set<string>()
  for (const { commit, parsed } of history) {
    if (parsed === null) continue
    if ("problem" in parsed) {
      skipped.push(`${parsed.problem} (in commit ${commit.slice(0, 7)})`)
      continue
    }
    const date = parsed.doc.lastUpdated
    if (seen.has(date) || date >= currentDate) continue
    seen.add(date)
    revisions.push({ ...parsed, commit })
  }
  return { revisions: revisions.sort((a, b) => b.doc.lastUpdated.localeCompare(a.doc.lastUpdated)), skipped }
}

// A document's words as a reader meets them: its title, then its text, a sentence at a time.
const sentencesOf = ({ doc, blocks }: ParsedLegal) => [doc.title, ...blocks.map(blockText)].flatMap((text) => text.split(/(?<=[.!?:;])\s+|\n/)).filter(Boolean)

/**
 * The first sentence `after` says differently from `before` when both carry one lastUpdated
 * date, or null: a changed text is expected to carry a new date.
 */
export function changedWithoutNewDate(before: ParsedLegal, after: ParsedLegal): string | null {
  if (before.doc.lastUpdated !== after.doc.lastUpdated) return null
  const old = sentencesOf(before)
  const now = sentencesOf(after)
  for (let i = 0; i < Math.max(old.length, now.length); i++) {
    if (old[i] !== now[i]) return now[i] ?? `(removed) ${old[i]}`
  }
  return null
}
