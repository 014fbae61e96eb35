// Checks every file in content/ against the schema and the files against each other,
// returning one problem per mistake, each naming the file, the field and what was expected.
// Each concern is a file of its own: the files read (./content-files.ts), the files themselves
// (./file-hygiene.ts), the files against each other (./integrity.ts).
import fs from "node:fs"
import path from "node:path"
import { type Announcement, announcementNews, announcementState, endedWarning, siteToday, zoneOf } from "../content/announcement"
import { legalAnchors, type LegalTextProblem } from "../content/legal-text"
import { whereInText } from "../content/markdown"
import type { Redirect } from "../content/redirects"
import { counted } from "../content/counted"
import { formatProblem, schemaProblems, type Problem } from "../content/problems"
import { legalSchema } from "../content/schema"
import { CONTENT_FILES, legalTextOf, parseFile, siteFileOf, type Parsed } from "./content-files"
import { listFiles } from "./content-dir"
import { fileProblems } from "./file-hygiene"
import { inEditorWords, pageWarningLines } from "./field-place"
import { integrityProblems } from "./integrity"
import { authorSchema, hubPageRules } from "../content/hub-schema"
import { comingChanges, publishingNews } from "../content/publishing"
import { linkTargets, listsPages, markdownFieldProblems, unreachableMessage, unreachablePages } from "./links"
import { pageSchema } from "./page-schema"
import { scheduledPages } from "./day-content"
import { madeRedirects } from "./site-redirects"

export { formatProblem, type Problem }

const REQUIRED_FILES = ["site.json"]

/** The report a build or develop server prints: a count, then one line per problem. */
export function formatProblems(problems: Problem[]): string {
  return `${counted(problems.length, "content problem")}:\n${problems.map(formatProblem).join("\n")}`
}

// A warning for each page no link of the site reaches, naming its file, after the site's redirects (`moves` among them).
function unreachableWarnings(parsed: Parsed[], moves: readonly Redirect[]): string[] {
  const site = siteFileOf(parsed)?.data
  const pages = parsed.filter(({ file }) => /\/pages\//.test(file))
  const links = parsed.filter(({ legal }) => !legal).map(({ file, data }) => ({ file, targets: linkTargets(data) }))
  const redirects = new Map([...moves, ...madeRedirects(site)].map(({ from, to }) => [from, to]))
  const reachable = pages.flatMap(({ file, data }) => (typeof data.path === "string" ? [{ file, path: data.path, lists: listsPages(data) }] : []))
  return unreachablePages(reachable, links, redirects).map(({ file, path: route }) => `${file}: ${unreachableMessage(route)}`)
}

/**
 * Every problem in `contentDir`, the warnings of a site that still builds (a page no link reaches, an
 * announcement past its last day) and what the day `now` changes (the announcement), from one read of its files.
 */
export function contentReport(
  contentDir: string,
  moves: readonly Redirect[] = [],
  now = new Date(),
): { problems: Problem[]; warnings: string[]; news: string[] } {
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/")
  const problems: Problem[] = []
  const parsed: Parsed[] = []
  // A page that cannot be read has an address no one knows: links are checked once every page reads.
  let everyPageReads = true
  for (const name of listFiles(contentDir)) {
    const file = rel(path.join(contentDir, name))
    const schema = CONTENT_FILES.find(({ pattern }) => pattern.test(name))?.schema
    // Any other file is refused by what its folder declares (fileProblems).
    if (!schema) continue
    const result = parseFile(file, fs.readFileSync(path.join(contentDir, name), "utf8"))
    if ("problem" in result) {
      problems.push(result.problem)
      if (schema === pageSchema || schema === legalSchema) everyPageReads = false
      continue
    }
    problems.push(...schemaProblems(file, schema, result.data))
    if (schema === pageSchema) problems.push(...markdownFieldProblems(file, result.data), ...schemaProblems(file, hubPageRules, result.data))
    if (schema !== legalSchema) {
      parsed.push({ file, data: result.data, ...(schema === authorSchema && { body: result.body, bodyLine: result.bodyLine }) })
      continue
    }
    const legal = legalTextOf(result)
    problems.push(...legalTextProblems(legal.problems, result).map((problem) => ({ file, ...problem })))
    parsed.push({ file, data: result.data, legal: { anchors: legalAnchors(legal.blocks), links: legal.links } })
  }
  for (const required of REQUIRED_FILES) {
    if (!fs.existsSync(path.join(contentDir, required)))
      problems.push({ file: rel(path.join(contentDir, required)), field: "", message: "is missing (expected this file to exist)" })
  }
  const site = siteFileOf(parsed)
  const settings = site?.data as { announcement?: Announcement; timeZone?: string } | undefined
  const [announcement, zone] = [settings?.announcement, zoneOf(settings)]
  const today = siteToday(zone, now)
  const dataOf = new Map(parsed.map(({ file, data }) => [file, data]))
  const all = [...fileProblems(contentDir, rel), ...problems, ...integrityProblems(parsed, contentDir, rel, everyPageReads, moves, today)].map((problem) =>
    inEditorWords(problem, dataOf.get(problem.file)),
  )
  if (all.length) return { problems: all, warnings: [], news: [] }
  const ended = announcement && announcementState(announcement, today) === "over" ? [`${site!.file}: ${endedWarning(announcement, zone)}`] : []
  return {
    problems: all,
    warnings: [...unreachableWarnings(parsed, moves), ...parsed.flatMap(({ file, data, legal }) => (legal ? [] : pageWarningLines(file, data))), ...ended],
    news: [
      ...(announcement ? [announcementNews(announcement, today, zone)] : []),
      ...publishingNews(scheduledPages(parsed), today, zone),
      ...comingChanges(scheduledPages(parsed), today, zone),
    ],
  }
}

/** Every problem in `contentDir`; `moves` are the pages' and documents' former addresses (src/node/former-addresses.ts), which links and redirects may name. */
export const validateContentDir = (contentDir: string, moves: readonly Redirect[] = []): Problem[] => contentReport(contentDir, moves).problems

/** A warning for each page no link of the site reaches, naming its file; none while the content has a problem. */
export const unreachablePageWarnings = (contentDir: string, moves: readonly Redirect[] = []): string[] => contentReport(contentDir, moves).warnings

// A legal document's problems, each at its line of the file, with the line's first words.
const legalTextProblems = (problems: LegalTextProblem[], { body, bodyLine }: { body: string; bodyLine: number }) =>
  problems.map(({ line, message }) => ({ field: "", message: `${whereInText(body, line, bodyLine, "")}: ${message}` }))
