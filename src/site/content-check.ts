// Checks every file in content/ against the schema and the files against each other,
// returning one problem per mistake, each naming the file, the field and what was expected.
import fs from "node:fs"
import path from "node:path"
import type { z } from "zod"
import { type Announcement, announcementNews, announcementState, endedWarning, siteToday, zoneOf } from "../content/announcement"
import { declaredFileProblem } from "../content/declared-files.mjs"
import { FrontMatterError, readFrontMatter } from "../content/front-matter"
import { imageFileProblem } from "../content/image-file"
import { captionsFileProblem, videoFileProblem } from "../content/video-file"
import { sizeProblem } from "../content/limits"
import { controlCharacterProblem } from "../content/plain-text"
import { jsonMistake } from "../content/json-mistake"
import { legalAnchors, type LegalTextProblem } from "../content/legal-text"
import { parseLegalText } from "../content/legal-markdown"
import { markdownImages } from "../content/markdown"
import { pageMarkedValues, pageWarnings, sectionKind, sectionsOf } from "../sections/kinds"
import { madeRedirectProblems, siteRedirects, type MadeRedirect, type Redirect } from "../content/redirects"
import {
  linkTargets,
  addressOwner,
  addressProblem,
  isPageAddress,
  linkProblems,
  redirected,
  sectionAnchors,
  targetProblem,
  listsPages,
  unreachableMessage,
  unreachablePages,
  markdownFieldProblems,
  markdownFields,
} from "./links"
import type { Address } from "../content/addresses"
import { formatProblem, schemaProblems, type Problem } from "../content/problems"
import { IMAGE_PATH, legalPdfOf, legalSchema, siteSchema } from "../content/schema"
import { pageSchema } from "./page-schema"

export { formatProblem, type Problem }

// A content file's fields; a legal document's also its headings' anchors and its text's links.
type Parsed = { file: string; data: Record<string, unknown>; legal?: { anchors: Set<string>; links: Array<{ line: number; href: string }> } }

// Each content file by its path in content/: its schema, and for markdown the GraphQL node
// type the pages query it as (src/node/content-nodes.ts).
const CONTENT_FILES: Array<{ pattern: RegExp; schema: z.ZodType; nodeType?: string }> = [
  { pattern: /^site\.json$/, schema: siteSchema },
  { pattern: /^pages\/[a-z0-9-]+\.md$/, schema: pageSchema, nodeType: "ContentPage" },
  { pattern: /^legal\/[a-z0-9-]+\.md$/, schema: legalSchema, nodeType: "LegalDocument" },
]

/** The node type of a markdown file in content/, by its path there. */
export const contentNodeType = (relativePath: string) => CONTENT_FILES.find(({ pattern }) => pattern.test(relativePath))?.nodeType
const REQUIRED_FILES = ["site.json"]

/** The report a build or develop server prints: a count, then one line per problem. */
export function formatProblems(problems: Problem[]): string {
  return `${problems.length} content problem${problems.length > 1 ? "s" : ""}:\n${problems.map(formatProblem).join("\n")}`
}

/** The pages forms land their visitors on (thank-you pages), which search engines are kept from. */
export function formSuccessPaths(contentDir: string): string[] {
  return listFiles(contentDir)
    .filter((name) => /^pages\/[a-z0-9-]+\.md$/.test(name))
    .flatMap((name) => {
      const result = parseFile(name, fs.readFileSync(path.join(contentDir, name), "utf8"))
      return sectionsOf("data" in result ? result.data : undefined).flatMap((section) =>
        section?.type === "form" && typeof section.success === "string" ? [section.success] : [],
      )
    })
}

// The site settings among the files read.
const siteFileOf = (parsed: Parsed[]) => parsed.find(({ file }) => file.endsWith("site.json"))

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
    if (schema === pageSchema) problems.push(...markdownFieldProblems(file, result.data))
    if (schema !== legalSchema) {
      parsed.push({ file, data: result.data })
      continue
    }
    const legal = parseLegalText(result.body, result.bodyLine)
    problems.push(...legalTextProblems(legal.problems).map((problem) => ({ file, ...problem })))
    parsed.push({ file, data: result.data, legal: { anchors: legalAnchors(legal.blocks), links: legal.links } })
  }
  for (const required of REQUIRED_FILES) {
    if (!fs.existsSync(path.join(contentDir, required)))
      problems.push({ file: rel(path.join(contentDir, required)), field: "", message: "is missing (expected this file to exist)" })
  }
  const all = [...fileProblems(contentDir, rel), ...problems, ...integrityProblems(parsed, contentDir, rel, everyPageReads, moves)]
  if (all.length) return { problems: all, warnings: [], news: [] }
  const site = siteFileOf(parsed)
  const settings = site?.data as { announcement?: Announcement; timeZone?: string } | undefined
  const [announcement, zone] = [settings?.announcement, zoneOf(settings)]
  const today = siteToday(zone, now)
  const ended = announcement && announcementState(announcement, today) === "over" ? [`${site!.file}: ${endedWarning(announcement, zone)}`] : []
  return {
    problems: all,
    warnings: [...unreachableWarnings(parsed, moves), ...parsed.flatMap(({ file, data, legal }) => (legal ? [] : pageWarnings(file, data))), ...ended],
    news: announcement ? [announcementNews(announcement, today, zone)] : [],
  }
}

/** Every problem in `contentDir`; `moves` are the pages' and documents' former addresses (src/node/former-addresses.ts), which links and redirects may name. */
export const validateContentDir = (contentDir: string, moves: readonly Redirect[] = []): Problem[] => contentReport(contentDir, moves).problems

/** A warning for each page no link of the site reaches, naming its file; none while the content has a problem. */
export const unreachablePageWarnings = (contentDir: string, moves: readonly Redirect[] = []): string[] => contentReport(contentDir, moves).warnings

// Each form is one entry in Netlify's Forms tab, by its name: no two forms of the site share one.
function formNameProblems(parsed: Parsed[]): Problem[] {
  const seen = new Map<string, string>()
  return parsed.flatMap(({ file, data }) =>
    sectionsOf(data).flatMap((section, i): Problem[] => {
      if (section?.type !== "form" || typeof section.name !== "string") return []
      const first = seen.get(section.name)
      if (first === undefined) {
        seen.set(section.name, file)
        return []
      }
      return [{ file, field: `sections[${i}].name`, message: `expected a form name no other form has, found "${section.name}" (the form in ${first} has it)` }]
    }),
  )
}

// What the build publishes is files of the repository: a link could publish any file of the machine
// that builds it, and a file name with a space or a line break would add a rule to _headers. Each
// other file must be one its folder declares (declared-files.mjs): a writer's HTML page would run
// on the site's origin. A file of static/ is published as it is, so its bytes must be what its name
// says; one of content/ only through the field that names it, which checks it in its own words. In
// content/, a dot-file (a Finder's .DS_Store) is never read nor published.
function fileProblems(contentDir: string, rel: (file: string) => string): Problem[] {
  const problems: Problem[] = []
  const walk = (dir: string, isStatic: boolean) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isSymbolicLink())
        problems.push({
          file: rel(file),
          field: "",
          message: "is a symbolic link (expected the file itself, copied here: a link can publish a file from outside the repository)",
        })
      else if (isStatic && /[\s\p{Cc}\p{Cf}]/u.test(entry.name))
        problems.push({ file: rel(file), field: "", message: "expected a file name without spaces or control characters (use hyphens instead)" })
      else if (entry.isDirectory()) walk(file, isStatic)
      else if (isStatic || !entry.name.startsWith(".")) {
        const problem = declaredFileProblem(rel(file), isStatic ? firstBytes(file) : undefined)
        if (problem) problems.push({ file: rel(file), field: "", message: problem })
      }
    }
  }
  walk(contentDir, false)
  walk(path.join(contentDir, "..", "static"), true)
  return problems
}

// A file's first bytes, enough to tell what it is.
function firstBytes(file: string): Uint8Array {
  const head = Buffer.alloc(64)
  const fd = fs.openSync(file, "r")
  try {
    return head.subarray(0, fs.readSync(fd, head, 0, head.length, 0))
  } finally {
    fs.closeSync(fd)
  }
}

// The files below `dir`; a symbolic link is not followed (fileProblems refuses it).
function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix + entry.name
    if (entry.isSymbolicLink()) return []
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), `${name}/`)
    return entry.name.startsWith(".") || entry.name === "README.md" ? [] : [name]
  })
}

export type ParsedFile = { data: Record<string, unknown>; body: string; bodyLine: number }

/** A content file's fields, and for markdown its body with the line the body starts on. */
export function parseFile(file: string, source: string): ParsedFile | { problem: Problem } {
  const tooLarge = sizeProblem(file, source)
  if (tooLarge) return { problem: { file, field: "", message: tooLarge } }
  if (file.endsWith(".json")) {
    const mistake = jsonMistake(source)
    if (mistake) return { problem: { file, field: "", message: `line ${mistake.line}, column ${mistake.column}: malformed JSON (${mistake.reason})` } }
    return plainText(file, { data: JSON.parse(source), body: "", bodyLine: 1 })
  }
  try {
    return plainText(file, readFrontMatter(source))
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error
    const where = error.line ? `line ${error.line}${error.column ? `, column ${error.column}` : ""}: ` : ""
    return { problem: { file, field: "", message: `${where}${error.message}` } }
  }
}

// A file is read only if every value and line of it is text (src/content/plain-text.ts).
function plainText(file: string, parsed: ParsedFile): ParsedFile | { problem: Problem } {
  const problem = controlCharacterProblem(parsed.data, parsed.body, parsed.bodyLine)
  return problem ? { problem: { file, ...problem } } : parsed
}

const legalTextProblems = (problems: LegalTextProblem[]) => problems.map(({ line, message }) => ({ field: "", message: `line ${line}: ${message}` }))

// The check of each kind of file a page names, by its field's mark: an image, a video, its captions.
const FILE_CHECKS = [
  ["image", imageFileProblem],
  ["video", videoFileProblem],
  ["captions", captionsFileProblem],
] as const

function integrityProblems(parsed: Parsed[], contentDir: string, rel: (file: string) => string, checkLinks: boolean, moves: readonly Redirect[]): Problem[] {
  const problems: Problem[] = []
  const addresses: Address[] = parsed.flatMap(({ file, data, legal }) => {
    const kind = /\/pages\//.test(file) ? "page" : /\/legal\//.test(file) ? "legal" : undefined
    return kind && typeof data.path === "string" ? [{ file, path: data.path, kind, anchors: legal?.anchors ?? sectionAnchors(data) }] : []
  })
  for (const address of addresses) {
    const problem = addressProblem(address, addresses)
    if (problem) problems.push(problem)
  }
  if (!addresses.some(({ kind, path: route }) => kind === "page" && route === "/")) {
    problems.push({ file: rel(path.join(contentDir, "pages")), field: "", message: 'expected a page whose path is "/" (the landing page), found none' })
  }
  // A file a page names, as its path is written from content/pages/ ("../images/founder.png").
  const fileAt = (image: string) => path.resolve(contentDir, "pages", image)
  const site = siteFileOf(parsed)?.data
  problems.push(...formNameProblems(parsed))
  for (const { file, data } of parsed) {
    sectionsOf(data).forEach((section, i) => {
      const field = `sections[${i}]`
      if (section) problems.push(...(sectionKind(section.type)?.problems?.(section, { file, field, pagePath: data.path, addresses, site }) ?? []))
    })
    for (const [mark, fileProblem] of FILE_CHECKS) {
      for (const { field, value } of pageMarkedValues(data, mark)) {
        const problem = fileProblem(fileAt(value), rel(fileAt(value)))
        if (problem) problems.push({ file, field, message: problem })
      }
    }
    for (const { field, body } of markdownFields(data)) {
      for (const image of markdownImages(body)) {
        const problem = IMAGE_PATH.test(image) && imageFileProblem(fileAt(image), rel(fileAt(image)))
        if (problem) problems.push({ file, field, message: problem })
      }
    }
  }
  if (!checkLinks) return problems
  // The site's redirects, so that a link to a page that moved still leads somewhere; a writer's own are checked first.
  const whoHas = addressOwnerIn(contentDir, addresses)
  const made = madeRedirects(site)
  problems.push(...madeRedirectProblems(made, moves, whoHas, (target) => targetProblem(target, addresses)))
  const pdfs = new Set(
    parsed.flatMap(({ data, legal }) => (legal && typeof data.path === "string" ? [legalPdfOf(data as { path: string; pdf?: string })] : [])),
  )
  const redirects = new Map(siteRedirects(made, moves, isLiveIn(contentDir, addresses, pdfs)).map(({ from, to }) => [from, to]))
  for (const { file, data, legal } of parsed) {
    problems.push(...linkProblems(file, data, addresses, redirects))
    for (const { line, href } of legal?.links ?? []) {
      const problem = href.startsWith("/") && !/^https:\/\//.test(redirected(href, redirects)) && targetProblem(redirected(href, redirects), addresses)
      if (problem) problems.push({ file, field: "", message: `line ${line}: the link to "${href}": ${problem}` })
    }
  }
  return problems
}

const staticFiles = (contentDir: string) => {
  const staticDir = path.join(contentDir, "..", "static")
  return fs.existsSync(staticDir) ? new Set(listFiles(staticDir).map((name) => `/${name}`)) : new Set<string>()
}

/** What has an address now, among the pages and documents (`addresses`), the site's own routes and the files of static/ beside `contentDir`. */
export function addressOwnerIn(contentDir: string, addresses: readonly Address[]): (route: string) => string | undefined {
  const files = staticFiles(contentDir)
  return (route) => (files.has(route) ? `the file static${route}` : addressOwner(route, addresses))
}

/** Whether the build publishes something at an address: a page or document, one of `pdfs`, or a file of static/. A move from it is dropped. */
export function isLiveIn(contentDir: string, addresses: readonly Address[], pdfs: ReadonlySet<string>): (route: string) => boolean {
  const files = staticFiles(contentDir)
  return (route) => files.has(route) || pdfs.has(route) || isPageAddress(route, addresses)
}

// The writers' redirects in site.json, each with its index there.
export const madeRedirects = (site: Record<string, unknown> | undefined): MadeRedirect[] =>
  (Array.isArray(site?.redirects) ? (site.redirects as Array<{ from?: unknown; to?: unknown }>) : []).flatMap((redirect, index) =>
    typeof redirect?.from === "string" && typeof redirect.to === "string" ? [{ from: redirect.from, to: redirect.to, index }] : [],
  )
