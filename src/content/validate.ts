// Checks every file in content/ against the schema and the files against each other,
// returning one problem per mistake, each naming the file, the field and what was expected.
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import yaml from "js-yaml"
import type { z } from "zod"
import { parseLegalText, type LegalTextProblem } from "./legal-text"
import { formatProblem, schemaProblems, type Problem } from "./problems"
import { aboutSchema, homeSchema, legalSchema, siteSchema } from "./schema"

export { formatProblem, type Problem }

type Parsed = { file: string; data: Record<string, unknown> }

// Each content file by its path in content/: its schema, and for markdown the GraphQL node
// type the pages query it as (src/node/content-nodes.ts).
const CONTENT_FILES: Array<{ pattern: RegExp; schema: z.ZodType; nodeType?: string }> = [
  { pattern: /^site\.json$/, schema: siteSchema },
  { pattern: /^home\.md$/, schema: homeSchema, nodeType: "HomePage" },
  { pattern: /^about\.md$/, schema: aboutSchema, nodeType: "AboutPage" },
  { pattern: /^legal\/[a-z0-9-]+\.md$/, schema: legalSchema, nodeType: "LegalDocument" },
]

/** The node type of a markdown file in content/, by its path there. */
export const contentNodeType = (relativePath: string) => CONTENT_FILES.find(({ pattern }) => pattern.test(relativePath))?.nodeType
const REQUIRED_FILES = ["site.json", "home.md", "about.md"]
// Routes that src/pages creates; legal documents add theirs.
const PAGE_ROUTES = ["/", "/about"]

/** The report a build or develop server prints: a count, then one line per problem. */
export function formatProblems(problems: Problem[]): string {
  return `${problems.length} content problem${problems.length > 1 ? "s" : ""}:\n${problems.map(formatProblem).join("\n")}`
}

export function validateContentDir(contentDir: string): Problem[] {
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/")
  const problems: Problem[] = []
  const parsed: Parsed[] = []
  for (const name of listFiles(contentDir)) {
    const file = rel(path.join(contentDir, name))
    const schema = CONTENT_FILES.find(({ pattern }) => pattern.test(name))?.schema
    if (!schema) {
      if (/\.(md|json)$/.test(name)) problems.push({ file, field: "", message: "is not a content file the site reads (expected site.json, home.md, about.md or legal/<name>.md)" })
      continue
    }
    const result = parseFile(file, fs.readFileSync(path.join(contentDir, name), "utf8"))
    if ("problem" in result) {
      problems.push(result.problem)
      continue
    }
    problems.push(...schemaProblems(file, schema, result.data))
    if (schema === legalSchema) problems.push(...legalTextProblems(parseLegalText(result.body, result.bodyLine).problems).map((problem) => ({ file, ...problem })))
    parsed.push({ file, data: result.data })
  }
  for (const required of REQUIRED_FILES) {
    if (!fs.existsSync(path.join(contentDir, required))) problems.push({ file: rel(path.join(contentDir, required)), field: "", message: "is missing (expected this file to exist)" })
  }
  return [...problems, ...integrityProblems(parsed, contentDir, rel)]
}

function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix + entry.name
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), `${name}/`)
    return entry.name.startsWith(".") || entry.name === "README.md" ? [] : [name]
  })
}

export type ParsedFile = { data: Record<string, unknown>; body: string; bodyLine: number }

/** A content file's fields, and for markdown its body with the line the body starts on. */
export function parseFile(file: string, source: string): ParsedFile | { problem: Problem } {
  try {
    if (file.endsWith(".json")) return { data: JSON.parse(source), body: "", bodyLine: 1 }
    const { data, content } = matter(source, { engines: { yaml: parseYaml } })
    return { data, body: content, bodyLine: source.slice(0, source.length - content.length).split("\n").length }
  } catch (error) {
    const at = errorLocation(error as Error, source)
    const where = at ? `line ${at.line}, column ${at.column}: ` : ""
    const kind = file.endsWith(".json") ? "JSON" : "YAML front matter"
    const reason = (error as { reason?: string }).reason ?? (error as Error).message
    return { problem: { file, field: "", message: `${where}malformed ${kind} (${reason.split("\n")[0]})` } }
  }
}

// Front matter is read with YAML's failsafe schema: every value stays the text the writer
// typed. The core and default schemas would turn 60 into a number, yes/true into booleans
// and 2026-02-30 into a Date rolled over to March 2 (or 2026-13-45 into an Invalid Date).
// Every field the site reads is text, so the schema checks each as typed. The content nodes
// the pages query are made from this same parse (src/node/content-nodes.ts).
const parseYaml = (text: string) => yaml.load(text, { schema: yaml.FAILSAFE_SCHEMA }) as object

// js-yaml marks a line within the front matter, one below the opening "---";
// JSON.parse names a character position.
function errorLocation(error: Error, source: string): { line: number; column: number } | undefined {
  const mark = (error as { mark?: { line: number; column: number } }).mark
  if (mark) return { line: mark.line + 2, column: mark.column + 1 }
  const position = error.message.match(/at position (\d+)/)?.[1]
  if (position === undefined) return undefined
  const before = source.slice(0, Number(position)).split("\n")
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

const legalTextProblems = (problems: LegalTextProblem[]) => problems.map(({ line, message }) => ({ field: "", message: `line ${line}: ${message}` }))

function integrityProblems(parsed: Parsed[], contentDir: string, rel: (file: string) => string): Problem[] {
  const problems: Problem[] = []
  const routes = new Map<string, Set<string>>(PAGE_ROUTES.map((route) => [route, new Set()]))
  const home = parsed.find((p) => p.file.endsWith("home.md"))?.data
  for (const section of ["features", "benefits"]) {
    const id = (home?.[section] as { id?: unknown } | undefined)?.id
    if (typeof id === "string") routes.get("/")!.add(id)
  }
  const legal = parsed.filter((p) => /\/legal\//.test(p.file))
  for (const { file, data } of legal) {
    if (typeof data.path !== "string") continue
    const others = legal.filter((other) => other.file !== file && other.data.path === data.path).map((other) => other.file)
    const claimedBy = routes.has(data.path) ? ["a page in src/pages", ...others] : others
    if (claimedBy.length) problems.push({ file, field: "path", message: `expected a path no other page uses, found "${data.path}" (also claimed by ${claimedBy.join(", ")})` })
  }
  for (const { data } of legal) if (typeof data.path === "string") routes.set(data.path, new Set())
  const about = parsed.find((p) => p.file.endsWith("about.md"))
  const photo = (about?.data.team as { photo?: unknown } | undefined)?.photo
  if (about && typeof photo === "string" && !fs.existsSync(path.join(contentDir, photo))) {
    problems.push({ file: about.file, field: "team.photo", message: `expected an image at ${rel(path.join(contentDir, photo))}, found no such file` })
  }
  for (const { file, data } of parsed) {
    for (const [field, target] of internalLinks(data)) {
      const [route = "", anchor] = target.split("#")
      const ids = routes.get(route.replace(/(.)\/$/, "$1"))
      if (!ids) problems.push({ file, field, message: `expected a link to an existing page (${[...routes.keys()].join(", ")}), found "${target}"` })
      else if (anchor && !ids.has(anchor)) problems.push({ file, field, message: `expected an anchor that exists on ${route} (${[...ids].map((id) => `#${id}`).join(", ") || "none"}), found "#${anchor}"` })
    }
  }
  return problems
}

// Every string in a "to" field that points inside the site, with its field path.
function internalLinks(value: unknown, field = ""): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, i) => internalLinks(item, `${field}[${i}]`))
  if (!value || typeof value !== "object") return []
  return Object.entries(value).flatMap(([key, child]) => {
    const at = field ? `${field}.${key}` : key
    if (key === "to" && typeof child === "string" && child.startsWith("/")) return [[at, child] as [string, string]]
    return internalLinks(child, at)
  })
}
