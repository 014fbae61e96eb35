// The checks between the hub's files (src/vocabulary/content-types/): an article names authors (its
// writer and its reviewer) and topics that exist and a review on a day come, an author's photo and biography are ones the site can show, and on today and
// every later day the schedule changes something, a page's `then`, every link of a page live
// that day and every redirect of site.json lead to a live page (a link to a page come down follows its then).
import { namedFile, type ContentSet } from "./content-set"
import { isSiteLink, markdownLinkLines, whereInText } from "../vocabulary/markdown"
import { brokenOn, changeDays, isLive, pagesByPath, routeOf, type Schedule, type ScheduledPage } from "../vocabulary/publishing"
import type { Problem } from "../vocabulary/problems"
import { isoDate } from "../vocabulary/fields"
import { subjectPathOf, type Address } from "../vocabulary/addresses"
import { biographyProblems, type InternalLink, internalLinks, redirected, targetProblem } from "./links"
import { isArticle } from "../vocabulary/article"
import { sectionsOf } from "../sections/kinds"
import { namedFiles, writtenFields } from "../vocabulary/content-type"
import { articleType } from "../vocabulary/content-types/article"
import { madeRedirects } from "./site-redirects"
import { announcementState } from "../vocabulary/announcement"
import { anyLiveOn, subjectPages } from "./day-content"

/** A content file as read: its fields, and a Markdown file's body with the line it starts on. */
export type HubFile = {
  file: string
  data: Record<string, unknown>
  body?: string
  bodyLine?: number
  legal?: { links: Array<{ line: number; href: string }> }
}
type Facts = { set: ContentSet; addresses: readonly Address[]; redirects: ReadonlyMap<string, string>; today: string }

const idOf = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "")
const isIn = (folder: string) => (file: string) => file.startsWith(`content/${folder}/`)
const idsIn = (files: readonly HubFile[], folder: string) => files.filter(({ file }) => isIn(folder)(file)).map(({ file }) => idOf(file))

// Each file an article's fields name (its author, reviewer, topics: whichever its type registers) and a list's topic exists.
function referenceProblems({ file, data }: HubFile, authors: string[], topics: string[]): Problem[] {
  const ids = { authors, topics }
  const missing = (field: string, id: unknown, folder: "authors" | "topics"): Problem[] =>
    typeof id === "string" && !ids[folder].includes(id)
      ? [{ file, field, message: `expected the id of a file in content/${folder}/ (${ids[folder].join(", ") || "none yet"}), found "${id}"` }]
      : []
  const lists = sectionsOf(data).flatMap((section, i) => (section?.type === "pageList" ? missing(`sections[${i}].topic`, section.topic, "topics") : []))
  return [...namedFiles(articleType.schema, data).flatMap(({ path, id, folder }) => missing(path, id, folder)), ...lists]
}

// An author's photo is an image the site can publish, and the biography a text with no image.
function authorProblems({ file, data, body = "", bodyLine = 1 }: HubFile, { set }: Facts): Problem[] {
  const problems = biographyProblems(body, bodyLine).map(({ line, message }) => ({
    file,
    field: "",
    message: line ? `${whereInText(body, line, bodyLine, "")}: ${message}` : message,
  }))
  if (typeof data.photo === "string") {
    const problem = set.fileProblem("image", namedFile(file, data.photo))
    if (problem) problems.push({ file, field: "photo", message: problem })
  }
  return problems
}

// A page's date is the day it was first published and its update a day it changed: on no day it is
// live may either be still to come, so neither is later than today or, for a page still to come, its first day.
function laterDateProblems({ file, data }: HubFile, today: string): Problem[] {
  const first = typeof data.publish === "string" && data.publish > today ? data.publish : undefined
  const latest = first ?? today
  const limit = first ? `its first day (Publish on: ${first})` : `today (${today})`
  return (["date", "updated"] as const).flatMap((field): Problem[] => {
    const day = data[field]
    if (typeof day !== "string" || !isoDate.safeParse(day).success || day <= latest) return []
    const message =
      field === "date"
        ? `expected the day the page is first published, no later than ${limit}, found "${day}"${first ? "" : ` (to publish it on ${day}, set Publish on to that day too)`}`
        : `expected a day the page changed, no later than ${limit}, found "${day}"`
    return [{ file, field, message }]
  })
}

/**
 * Why the author's or topic's page at `route` is not built on `day`, or undefined when it is or
 * `route` is none: it is built on the days an article live that day names its file (./day-content.ts).
 */
function subjectsDown(files: readonly HubFile[]): (route: string, day: string) => string | undefined {
  const subjects = new Map(subjectPages(files).map((subject) => [subject.route, subject]))
  return (route, day) => {
    const subject = subjects.get(route)
    return subject && !anyLiveOn(subject.schedules, day) ? `${route} lists the articles that name ${subject.file}, and none is live that day` : undefined
  }
}

// The announcement's link is published on the days the band is shown: those of `days` from its first day to its
// last, its first day among them (the day it goes up may be no day a page changes); undefined without an announcement.
function announcementDays(data: Record<string, unknown>, days: readonly string[]) {
  const { from, until } = (data.announcement ?? {}) as { from?: unknown; until?: unknown }
  if (typeof from !== "string" || typeof until !== "string") return undefined
  const today = days[0]!
  return {
    days: [...new Set([...days, ...(from > today ? [from] : [])])].sort(),
    liveOn: (day: string) => announcementState({ from, until }, day) === "shown",
  }
}

// The pages with their schedules, as the files hold them.
const scheduled = (pages: readonly HubFile[]): ScheduledPage[] =>
  pages.flatMap(({ file, data }) => (typeof data.path === "string" ? [{ file, path: data.path, ...(data as Schedule & { then?: string }) }] : []))

/** Every problem between the hub's files, on the day `today`. */
export function hubProblems(files: readonly HubFile[], facts: Facts): Problem[] {
  const [authors, topics] = [idsIn(files, "authors"), idsIn(files, "topics")]
  const pages = files.filter(({ file }) => isIn("pages")(file))
  const { addresses, redirects, today } = facts
  const site = files.find(({ file }) => file.endsWith("site.json"))
  const articles = pages.filter(({ data }) => isArticle(data))
  const wordless = site && articles.length > 0 && site.data.articles === undefined
  const problems: Problem[] = [
    ...(wordless
      ? [
          {
            file: site.file,
            field: "articles",
            message: `expected the words around the articles, as ${articles[0]!.file} is one (content/README.md names them), found nothing`,
          },
        ]
      : []),
    ...pages.flatMap((page) => referenceProblems(page, authors, topics)),
    ...pages.flatMap((page) => laterDateProblems(page, today)),
    // What an article's type refuses on the day (a review not yet come).
    ...pages.flatMap(({ file, data }) => articleType.problems(writtenFields(articleType.schema, data), { today }).map((problem) => ({ file, ...problem }))),
    ...files.filter(({ file }) => isIn("authors")(file)).flatMap((author) => authorProblems(author, facts)),
  ]
  // The schedule is checked on today and on each later day it changes something, so no later day's build stops on it.
  const byPath = pagesByPath(scheduled(pages))
  const days = [today, ...changeDays([...byPath.values()], today)]
  const downOn = subjectsDown(files)
  const brokenMessage = (broken: { day: string; reason: string }, target: string, what: string) =>
    `expected ${what} live on ${broken.day}, found "${target}" (${broken.reason})`
  for (const page of pages) {
    const { then, until } = page.data as { then?: unknown; until?: string }
    if (typeof then !== "string") continue
    const problem = targetProblem(then, addresses)
    if (problem) {
      problems.push({ file: page.file, field: "then", message: `${problem}, found "${then}"` })
      continue
    }
    // Its then matters from the day after its last on: every day its address sends visitors on.
    const broken = brokenOn(then, byPath, days, (day) => Boolean(until && day > until), downOn)
    if (broken) problems.push({ file: page.file, field: "then", message: brokenMessage(broken, then, "a page") })
  }
  // A writer's redirect is followed every day, as a link from every page: where it ends must be live on each of them.
  for (const { to, index } of madeRedirects(site?.data)) {
    const end = redirected(to, redirects)
    if (!isSiteLink(end)) continue
    const broken = brokenOn(end, byPath, days, () => true, downOn)
    if (broken) problems.push({ file: site!.file, field: `redirects[${index}].to`, message: brokenMessage(broken, to, "a link to a page") })
  }
  // Every file's links inside the site, on each day its page is live (an author's, each day their page is): a link to a page come down follows its then.
  for (const { file, data, body, bodyLine = 1, legal } of files) {
    // A biography's link is named by its line, as its other mistakes are.
    const links: InternalLink[] = [
      ...internalLinks(data),
      ...(isIn("authors")(file) && body
        ? markdownLinkLines(body, bodyLine)
            .filter(({ href }) => isSiteLink(href))
            .map(({ line, href }): InternalLink => ["", href, () => `${whereInText(body, line, bodyLine, "")}: `])
        : []),
    ]
    const own = subjectPathOf(file)
    const liveOn = (day: string) => (isIn("pages")(file) ? isLive(data as Schedule, day) : !own || !downOn(own, day))
    const announced = file === site?.file ? announcementDays(data, days) : undefined
    for (const [field, target, at] of links) {
      const where = () => at?.() ?? ""
      const end = redirected(target, redirects)
      const missing = isIn("authors")(file) && targetProblem(end, addresses)
      if (missing) problems.push({ file, field, message: `${where()}${missing}, found "${target}"` })
      if (missing || byPath.get(routeOf(end))?.file === file) continue
      const shown = field === "announcement.link.to" ? announced : undefined
      const broken = brokenOn(end, byPath, shown?.days ?? days, shown?.liveOn ?? liveOn, downOn)
      if (broken) problems.push({ file, field, message: `${where()}${brokenMessage(broken, target, "a link to a page")}` })
    }
    // A legal document is published every day; a link its text holds to an address that does not exist is refused by ./integrity.ts.
    for (const { line, href } of legal?.links ?? []) {
      const end = redirected(href, redirects)
      if (!isSiteLink(href) || !isSiteLink(end) || targetProblem(end, addresses)) continue
      const broken = brokenOn(end, byPath, days, () => true, downOn)
      if (broken)
        problems.push({ file, field: "", message: `${whereInText(body ?? "", line, bodyLine, "")}: ${brokenMessage(broken, href, "a link to a page")}` })
    }
  }
  return problems
}
