// The content files the site reads, each read once: which files there are, the schema and node
// type of each, and its fields as the writer typed them, every value text. The same reader serves
// the build (from content/, ./content-dir.ts) and the editor (from the repository, src/cms/).
import type { z } from "zod"
import { FrontMatterError, readFrontMatter } from "../vocabulary/front-matter"
import { sizeProblem } from "../vocabulary/limits"
import { controlCharacterProblem } from "../vocabulary/plain-text"
import { jsonMistake } from "../vocabulary/json-mistake"
import { parseLegalText } from "../vocabulary/legal-markdown"
import { computedOnce } from "../vocabulary/computed-once"
import type { Problem } from "../vocabulary/problems"
import { legalSchema, siteSchema } from "../vocabulary/schema"
import { pageSchema } from "./page-schema"
import { authorType } from "../vocabulary/content-types/author"
import { topicType } from "../vocabulary/content-types/topic"

// A content file's fields; a legal document's also its headings' anchors and its text's links.
export type Parsed = {
  file: string
  data: Record<string, unknown>
  legal?: { anchors: Set<string>; links: Array<{ line: number; href: string }> }
  body?: string
  bodyLine?: number
}

// Each content file by its path in content/: its schema, and the GraphQL node type the pages query
// it as (src/node/pages/content-nodes.ts).
export const CONTENT_FILES: Array<{ pattern: RegExp; schema: z.ZodType; nodeType?: string }> = [
  { pattern: /^site\.json$/, schema: siteSchema, nodeType: "SiteJson" },
  { pattern: /^pages\/[a-z0-9-]+\.md$/, schema: pageSchema, nodeType: "ContentPage" },
  { pattern: /^legal\/[a-z0-9-]+\.md$/, schema: legalSchema, nodeType: "LegalDocument" },
  { pattern: /^authors\/[a-z0-9-]+\.md$/, schema: authorType.schema, nodeType: "Author" },
  { pattern: /^topics\/[a-z0-9-]+\.md$/, schema: topicType.schema, nodeType: "Topic" },
]

/** The node type of a content file, by its path in content/. */
export const contentNodeType = (relativePath: string) => CONTENT_FILES.find(({ pattern }) => pattern.test(relativePath))?.nodeType

/** The settings among the files read. */
export const siteFileOf = (parsed: Parsed[]) => parsed.find(({ file }) => file.endsWith("site.json"))

export type ParsedFile = { data: Record<string, unknown>; body: string; bodyLine: number }

type Read = ParsedFile | { problem: Problem }
// Each file's last read, by its name: the checks of a build and the node made from the file share it.
const reads = new Map<string, { source: string; read: Read }>()

/** A content file's fields, and for markdown its body with the line the body starts on: read once for each text it has. */
export function parseFile(file: string, source: string): Read {
  const last = reads.get(file)
  if (last?.source === source) return last.read
  const read = readFile(file, source)
  reads.set(file, { source, read })
  return read
}

/** A legal document's text as its blocks, links and problems, parsed once for each read of its file. */
export const legalTextOf = computedOnce((parsed: ParsedFile) => parseLegalText(parsed.body, parsed.bodyLine))

/** What keeps a JSON file's text from being read, with its line and column; undefined when it reads. */
export function jsonUnreadable(source: string): string | undefined {
  const mistake = jsonMistake(source)
  return mistake && `line ${mistake.line}, column ${mistake.column}: malformed JSON (${mistake.reason})`
}

/** A markdown file's front matter, or what keeps it from being read, with its line. */
export function frontMatterOf(source: string): ReturnType<typeof readFrontMatter> | { unreadable: string } {
  try {
    return readFrontMatter(source)
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error
    const where = error.line ? `line ${error.line}${error.column ? `, column ${error.column}` : ""}: ` : ""
    return { unreadable: `${where}${error.message}` }
  }
}

function readFile(file: string, source: string): Read {
  const tooLarge = sizeProblem(file, source)
  if (tooLarge) return { problem: { file, field: "", message: tooLarge } }
  if (file.endsWith(".json")) {
    const unreadable = jsonUnreadable(source)
    if (unreadable) return { problem: { file, field: "", message: unreadable } }
    return plainText(file, { data: JSON.parse(source), body: "", bodyLine: 1 })
  }
  const read = frontMatterOf(source)
  return "unreadable" in read ? { problem: { file, field: "", message: read.unreadable } } : plainText(file, read)
}

// A file is read only if every value and line of it is text (src/vocabulary/plain-text.ts).
function plainText(file: string, parsed: ParsedFile): ParsedFile | { problem: Problem } {
  const problem = controlCharacterProblem(parsed.data, parsed.body, parsed.bodyLine)
  return problem ? { problem: { file, ...problem } } : parsed
}
