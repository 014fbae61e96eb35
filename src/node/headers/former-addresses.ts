// The addresses pages and legal documents had before, read from the repository's history, each
// a move to where the page is now: a writer who changes a page's address, in the editor or in
// its file, commits the change and nothing more. A legal document's move takes its earlier
// versions, their comparisons and its PDFs along. Without the history (a shallow clone, no git)
// there are no moves, and the build says so.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { Redirect } from "../../vocabulary/redirects"
import { formatProblem, schemaProblems, type Problem } from "../../vocabulary/problems"
import { legalPdfOf, legalSchema } from "../../vocabulary/schema"
import { pageSchema } from "../../site/page-schema"
import { parseFile } from "../../site/content-files"
import { readGitHistory } from "../legal/git-history"
import { inEditorWords } from "../../site/field-place"
import { markdownFilesIn } from "../../site/content-dir"

const FOLDERS = ["content/pages", "content/legal"]
type Addresses = { path: string; pdf?: string }

// A committed text is a writer's file like any other: its address is taken only if it passes
// the rules a current file's does (a page address, a PDF path), or it is named in `skipped`.
const ADDRESS_RULES = { page: pageSchema.pick({ path: true }).loose(), legal: legalSchema.pick({ path: true, pdf: true }).loose() }

function addressesIn(file: string, text: string | null, commit: string, skipped: string[]): Addresses | undefined {
  if (text === null) return undefined
  const legal = file.includes("/legal/")
  const skip = (problem: Problem) => void skipped.push(`${formatProblem(inEditorWords(problem))} (in commit ${commit.slice(0, 7)})`)
  const parsed = parseFile(file, text)
  if ("problem" in parsed) return skip(parsed.problem)
  const [problem] = schemaProblems(file, legal ? ADDRESS_RULES.legal : ADDRESS_RULES.page, parsed.data)
  if (problem) return skip(problem)
  const { path: route, pdf } = parsed.data as { path: string; pdf?: string }
  return legal ? { path: route, pdf: legalPdfOf({ path: route, pdf }) } : { path: route }
}

// Each file's names before a rename (its later name → its earlier), newest first, so that a page
// whose file was renamed with its address keeps its history.
function renames(root: string, folder: string): Map<string, string> {
  const earlier = new Map<string, string>()
  try {
    const prefix = execFileSync("git", ["rev-parse", "--show-prefix"], { cwd: root, encoding: "utf8" }).trim()
    const log = execFileSync(
      "git",
      ["log", "--first-parent", "--diff-merges=first-parent", "-M", "--diff-filter=R", "--name-status", "--format=", "--", folder],
      { cwd: root, encoding: "utf8" },
    )
    for (const line of log.split("\n")) {
      const [status, from, to] = line.split("\t")
      if (status?.startsWith("R") && from && to && !earlier.has(to.slice(prefix.length))) earlier.set(to.slice(prefix.length), from.slice(prefix.length))
    }
  } catch {
    // No history: readGitHistory says why.
  }
  return earlier
}

/**
 * Every move of a page or legal document that is here now, from each address it had to the one it
 * has; or why there are none. `skipped` names each earlier text whose address was not taken.
 */
export function movedAddresses(root = process.cwd()): { moves: Redirect[]; missing?: string; skipped: string[] } {
  const moves: Redirect[] = []
  const skipped: string[] = []
  for (const folder of FOLDERS) {
    const history = readGitHistory(root, folder)
    if ("missing" in history) return { moves: [], missing: history.missing, skipped }
    const earlierName = renames(root, folder)
    const dir = path.join(root, folder)
    for (const name of markdownFilesIn(dir)) {
      const file = `${folder}/${name}`
      const now = addressesIn(file, fs.readFileSync(path.join(dir, name), "utf8"), "working tree", [])
      if (!now) continue
      const names = [file]
      while (earlierName.has(names.at(-1)!) && !names.includes(earlierName.get(names.at(-1)!)!)) names.push(earlierName.get(names.at(-1)!)!)
      const before = names.flatMap((each) => (history.versions.get(each) ?? []).map((version) => addressesIn(each, version.text, version.commit, skipped)))
      for (const former of new Set(before.flatMap((was) => (was && was.path !== now.path ? [was.path] : [])))) {
        moves.push({ from: former, to: now.path })
        if (now.pdf) moves.push({ from: `${former}/*`, to: `${now.path}/:splat` })
      }
      for (const formerPdf of new Set(before.flatMap((was) => (was?.pdf && was.pdf !== now.pdf ? [was.pdf] : [])))) {
        // "/legal/terms-of-service.pdf", then its versions' "/legal/terms-of-service-2026-10-01.pdf".
        moves.push({ from: formerPdf, to: now.pdf! }, { from: formerPdf.replace(/\.pdf$/, "-*"), to: now.pdf!.replace(/\.pdf$/, "-:splat") })
      }
    }
  }
  return { moves, skipped }
}
