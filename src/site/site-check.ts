// Checks every content file of a site against the schema and the files against each other, on a
// day, returning one problem per mistake, each naming the file, the field (its path in the file)
// and what was expected. It reads no file itself: the build hands it content/ (./content-check.ts),
// the editor the repository with the entry being saved in it (src/cms/), so both reach one verdict.
// Each concern is a file of its own: the files read (./content-files.ts), the files against each
// other (./integrity.ts).
import { type Announcement, announcementNews, announcementState, endedWarning, siteToday, zoneOf } from "../vocabulary/announcement"
import { onDay } from "../vocabulary/fields"
import { legalAnchors, type LegalTextProblem } from "../vocabulary/legal-text"
import type { Redirect } from "../vocabulary/redirects"
import { formatProblem, schemaProblems, type Problem } from "../vocabulary/problems"
import { legalSchema, securityExpiryWarning } from "../vocabulary/schema"
import type { z } from "zod"
import { whereInText } from "../vocabulary/markdown"
import { CONTENT_FILES, legalTextOf, parseFile, siteFileOf, type Parsed, type ParsedFile } from "./content-files"
import type { ContentSet } from "./content-set"
import { inEditorWords, pageWarningLines } from "./field-place"
import { emptyListWarnings } from "./empty-lists"
import { writtenFields } from "../vocabulary/content-type"
import { articleType } from "../vocabulary/content-types/article"
import { isArticle } from "../vocabulary/article"
import { integrityProblems } from "./integrity"
import { hubPageRules } from "../vocabulary/hub-schema"
import { authorType } from "../vocabulary/content-types/author"
import { comingChanges, publishingNews } from "../vocabulary/publishing"
import { linkTargets, listsPages, markdownFieldProblems, unreachableMessage, unreachablePages } from "./links"
import { pageSchema } from "./page-schema"
import { scheduledPages, subjectChanges } from "./day-content"
import { madeRedirects } from "./site-redirects"

const SETTINGS_FILE = "content/site.json"
const REQUIRED_FILES = [SETTINGS_FILE]

// A warning for each page no link of the site reaches, naming its file, after the site's redirects (`moves` among them).
function unreachableWarnings(parsed: Parsed[], moves: readonly Redirect[]): string[] {
  const site = siteFileOf(parsed)?.data
  const pages = parsed.filter(({ file }) => /\/pages\//.test(file))
  const links = parsed.filter(({ legal }) => !legal).map(({ file, data }) => ({ file, targets: linkTargets(data) }))
  const redirects = new Map([...moves, ...madeRedirects(site)].map(({ from, to }) => [from, to]))
  const reachable = pages.flatMap(({ file, data }) => (typeof data.path === "string" ? [{ file, path: data.path, lists: listsPages(data) }] : []))
  return unreachablePages(reachable, links, redirects).map(({ file, path: route }) => `${file}: ${unreachableMessage(route)}`)
}

// What the article's type warns of in each article that still builds (a review due), naming its file and field.
function articleWarnings(parsed: Parsed[], settings: { reviewEveryDays?: number } | undefined, today: string): string[] {
  return parsed.flatMap(({ file, data }) =>
    /\/pages\//.test(file) && isArticle(data)
      ? articleType
          .warnings(writtenFields(articleType.schema, data), { today, settings })
          .map((warning) => formatProblem(inEditorWords({ file, ...warning }, data)))
      : [],
  )
}

/** What a check of a site finds: its problems (each field as its path in the file), its files' fields by file, and, when there is no problem, the warnings of a site that still builds and what the day changes. */
export type SiteCheck = { problems: Problem[]; dataOf: ReadonlyMap<string, unknown>; warnings: string[]; news: string[] }

/** Every problem of the content `set` on the day of `now`; `moves` are the pages' and documents' former addresses, which links and redirects may name. */
export function checkSite(set: ContentSet, moves: readonly Redirect[] = [], now = new Date()): SiteCheck {
  const { today, zone } = checkDayOf(set.texts, now)
  return onDay(today, () => checkOn(set, moves, today, zone))
}

/** The day the site of `texts` is checked on at `now`, in its zone: SITE_DATE's, or today in site.json's `timeZone` (its problems, if any, are found with the rest). */
export function checkDayOf(texts: ReadonlyMap<string, string>, now = new Date()): { today: string; zone: string } {
  const source = texts.get(SETTINGS_FILE)
  const read = source === undefined ? undefined : parseFile(SETTINGS_FILE, source)
  const zone = zoneOf(read && "data" in read ? (read.data as { timeZone?: string }) : undefined)
  return { today: siteToday(zone, now), zone }
}

function checkOn(set: ContentSet, moves: readonly Redirect[], today: string, zone: string): SiteCheck {
  const problems: Problem[] = []
  const parsed: Parsed[] = []
  // A page that cannot be read has an address no one knows: links are checked once every page reads.
  let everyPageReads = true
  for (const [file, source] of set.texts) {
    const schema = CONTENT_FILES.find(({ pattern }) => pattern.test(file.replace(/^content\//, "")))?.schema
    // Any other file is refused by what its folder declares (the set's file problems).
    if (!schema) continue
    const result = parseFile(file, source)
    if ("problem" in result) {
      problems.push(result.problem)
      if (schema === pageSchema || schema === legalSchema) everyPageReads = false
      continue
    }
    problems.push(...ownProblems(file, schema, result, today))
    if (schema !== legalSchema) {
      parsed.push({ file, data: result.data, ...(schema === authorType.schema && { body: result.body, bodyLine: result.bodyLine }) })
      continue
    }
    const legal = legalTextOf(result)
    parsed.push({ file, data: result.data, body: result.body, bodyLine: result.bodyLine, legal: { anchors: legalAnchors(legal.blocks), links: legal.links } })
  }
  for (const required of REQUIRED_FILES)
    if (!set.texts.has(required)) problems.push({ file: required, field: "", message: "is missing (expected this file to exist)" })
  const site = siteFileOf(parsed)
  const settings = site?.data as { announcement?: Announcement; articles?: { reviewEveryDays?: number }; security?: { expires: string } } | undefined
  const announcement = settings?.announcement
  const dataOf = new Map(parsed.map(({ file, data }) => [file, data]))
  const all = [...set.fileProblems, ...problems, ...integrityProblems(parsed, set, everyPageReads, moves, today)]
  if (all.length) return { problems: all, dataOf, warnings: [], news: [] }
  const ended = announcement && announcementState(announcement, today) === "over" ? [`${site!.file}: ${endedWarning(announcement, zone)}`] : []
  const expiring = settings?.security && securityExpiryWarning(settings.security.expires, today)
  return {
    problems: all,
    dataOf,
    warnings: [
      ...unreachableWarnings(parsed, moves),
      ...parsed.flatMap(({ file, data, legal }) => (legal ? [] : pageWarningLines(file, data))),
      ...emptyListWarnings(parsed, today).map((warning) => formatProblem(inEditorWords(warning, dataOf.get(warning.file)))),
      ...articleWarnings(parsed, settings?.articles, today),
      ...ended,
      ...(expiring ? [formatProblem(inEditorWords({ file: site!.file, field: "security.expires", message: expiring }, site!.data))] : []),
    ],
    news: [
      ...(announcement ? [announcementNews(announcement, today, zone)] : []),
      ...publishingNews(scheduledPages(parsed), today, zone),
      ...comingChanges(scheduledPages(parsed), today, zone, subjectChanges(parsed)),
    ],
  }
}

// A file's problems of its own, found once for each text it has (a file read once is one object) and
// day (dated fields are checked on it): the editor checks the whole site again on each change of one entry.
const ownFound = new WeakMap<ParsedFile, { today: string; problems: Problem[] }>()
function ownProblems(file: string, schema: z.ZodType, result: ParsedFile, today: string): Problem[] {
  const known = ownFound.get(result)
  if (known?.today === today) return known.problems
  const problems = [
    ...schemaProblems(file, schema, result.data),
    ...(schema === pageSchema ? [...markdownFieldProblems(file, result.data), ...schemaProblems(file, hubPageRules, result.data)] : []),
    ...(schema === legalSchema ? legalTextProblems(legalTextOf(result).problems, result).map((problem) => ({ file, ...problem })) : []),
  ]
  ownFound.set(result, { today, problems })
  return problems
}

// A legal document's problems, each at its line of the file with the line's first words, which the editor's text field shows without numbers.
const legalTextProblems = (problems: LegalTextProblem[], { body, bodyLine }: { body: string; bodyLine: number }) =>
  problems.map(({ line, message }) => ({ field: "", message: `${whereInText(body, line, bodyLine, "")}: ${message}` }))
