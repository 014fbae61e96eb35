// The build's verdict on an entry as the editor would save it: the repository's content files with
// the entry's own written into them, as the writer's file would read, checked by the build's own
// check (src/site/site-check.ts). So every rule the build has (a link, an anchor, a then, a page
// going up later than the pages linking it, an author's or topic's id) is the editor's too, in its
// words, and what the entry would break in another file is found as well.
import { missingFile } from "../vocabulary/missing-file"
import { formatProblem, type Problem } from "../vocabulary/problems"
import type { Redirect } from "../vocabulary/redirects"
import type { ContentSet } from "../site/content-set"
import { inEditorWords } from "../site/field-place"
import { checkDayOf, checkSite, type SiteCheck } from "../site/site-check"
import { frontMatterFormat, jsonFormat } from "./content-format"
import { readFrontMatter } from "../vocabulary/front-matter"

/** The site as the editor has read it from the repository: its content files' texts, the files of its media folders, and the former addresses of what moved. */
export type EditorSite = {
  texts: ReadonlyMap<string, string>
  media: ReadonlySet<string>
  moves: readonly Redirect[]
}

/** What the build would say of an entry saved: its own problems (each field as its path in the entry), what it would break in other files, and the build's warnings of its file. */
export type Verdict = { file: string; own: Problem[]; others: Problem[]; warnings: string[] }

// Where each collection's entries are kept, and in which format.
const COLLECTIONS: Record<string, { folder?: string; file?: string }> = {
  pages: { folder: "content/pages" },
  articles: { folder: "content/pages" },
  everyPage: { folder: "content/pages" },
  legal: { folder: "content/legal" },
  authors: { folder: "content/authors" },
  topics: { folder: "content/topics" },
  settings: { file: "content/site.json" },
}

/** The file a new entry of `collection` is checked as: a name no file has yet. */
const newEntryFile = (folder: string, texts: ReadonlyMap<string, string>) => {
  let name = `${folder}/a-new-entry.md`
  for (let n = 2; texts.has(name); n++) name = `${folder}/a-new-entry-${n}.md`
  return name
}

// The form holds a field it has not been given as null, which no file holds: the saved file leaves it out.
const written = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.filter((item) => item !== null && item !== undefined).map(written)
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).flatMap(([key, child]) => (child === null || child === undefined ? [] : [[key, written(child)]])))
      : value

/** The entry's data as its file would read. */
const entryText = (file: string, data: Record<string, unknown>) =>
  (file.endsWith(".json") ? jsonFormat : frontMatterFormat).toFile(written(data) as Record<string, unknown>)

// A legal document's text and an author's biography are the file's body: their problems, which the build
// names by the file alone ("line 4: …"), stand beside the body's field.
const placed = (problem: Problem, collection: string): Problem =>
  !problem.field && /^line \d+/.test(problem.message) && (collection === "legal" || collection === "authors") ? { ...problem, field: "body" } : problem

const setOf = (site: EditorSite, texts: ReadonlyMap<string, string>, uploads: readonly string[]): ContentSet => ({
  texts,
  // A file a field names is there when the repository or the entry's uploads have it; its bytes were judged as it was uploaded.
  fileProblem: (mark, file) => (site.media.has(file) || uploads.includes(file) ? undefined : missingFile(mark, file)),
  staticAddresses: new Set([...site.media].flatMap((file) => (file.startsWith("static/") ? [file.slice("static".length)] : []))),
  fileProblems: [],
})

// The last checks, by what they were of: a writer's every keystroke asks again of the same site.
let baseline: { site: EditorSite; today: string; check: SiteCheck } | undefined
let last: { site: EditorSite; key: string; verdict: Verdict } | undefined
const keyOf = (problem: Problem) => formatProblem(problem)

// The address fields of a file as saved, none where it cannot be read.
function addressesOf(text: string | undefined): Record<string, unknown> {
  try {
    return text === undefined ? {} : readFrontMatter(text).data
  } catch {
    return {}
  }
}

// Saving an entry at a new address moves it: the build then sends its former address (and its
// PDF's) to the new one (src/node/headers/former-addresses.ts), so a link to the former one still leads there.
function movesWith(site: EditorSite, entryFile: string, data: Record<string, unknown>): readonly Redirect[] {
  const former = addressesOf(site.texts.get(entryFile))
  const moved = (["path", "pdf"] as const).flatMap((field) => {
    const [from, to] = [former[field], data[field]]
    return typeof from === "string" && typeof to === "string" && from !== to ? [{ from, to }] : []
  })
  return moved.length ? [...site.moves, ...moved] : site.moves
}

/** The verdict on `data`, the entry of `collection` at `file` (a new entry has none yet), with `uploads` (the files uploaded in it, not yet saved). */
export function verdictOn(
  collection: string,
  file: string | undefined,
  data: Record<string, unknown>,
  site: EditorSite,
  uploads: readonly string[] = [],
): Verdict {
  const place = COLLECTIONS[collection]
  const entryFile = file ?? place?.file ?? newEntryFile(place?.folder ?? `content/${collection}`, site.texts)
  const text = entryText(entryFile, data)
  // The writer's today in the site's zone: a verdict holds for its day (a date may have come since).
  const now = new Date()
  const { today } = checkDayOf(site.texts, now)
  const key = JSON.stringify([collection, entryFile, text, uploads, today])
  if (last?.site === site && last.key === key) return last.verdict
  if (baseline?.site !== site || baseline.today !== today) baseline = { site, today, check: checkSite(setOf(site, site.texts, []), site.moves, now) }
  const check = checkSite(setOf(site, new Map([...site.texts, [entryFile, text]]), uploads), movesWith(site, entryFile, data), now)
  const before = new Set(baseline.check.problems.map(keyOf))
  // A new entry has no file yet: another file's problem names it as the writer knows it.
  const named = (message: string) => (file ? message : message.split(entryFile).join(`a new entry in ${collection}`))
  const verdict: Verdict = {
    file: entryFile,
    own: check.problems.filter((problem) => problem.file === entryFile).map((problem) => placed(problem, collection)),
    others: check.problems
      .filter((problem) => problem.file !== entryFile && !before.has(keyOf(problem)))
      .map((problem) => ({ ...inEditorWords(problem, check.dataOf.get(problem.file)), message: named(problem.message) })),
    warnings: check.warnings.filter((warning) => warning.startsWith(`${entryFile}: `)),
  }
  last = { site, key, verdict }
  return verdict
}

/** What deleting `paths` would break in the other files, in the build's words. */
export function deleteVerdict(paths: readonly string[], site: EditorSite): Problem[] {
  const texts = new Map([...site.texts].filter(([file]) => !paths.includes(file)))
  const remaining = { ...site, media: new Set([...site.media].filter((file) => !paths.includes(file))) }
  const before = new Set(checkSite(setOf(site, site.texts, []), site.moves).problems.map(keyOf))
  const check = checkSite(setOf(remaining, texts, []), site.moves)
  return check.problems.filter((problem) => !before.has(keyOf(problem))).map((problem) => inEditorWords(problem, check.dataOf.get(problem.file)))
}
