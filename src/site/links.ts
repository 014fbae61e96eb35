// The checks that hold content files together, in one place for the build (content-check.ts) and the
// editor (which runs them before a save): a page or document takes an address no one else has,
// every link inside the site goes to a page, and an anchor, that exist, and a text holds only
// what the site draws (its images each saying what they show).
import { editDistance } from "../vocabulary/edit-distance"
import { isSiteLink, markdownImages, markdownLinkLines, markdownProblems, whereInText } from "../vocabulary/markdown"
import { pageMarkedValues, sectionKind, sectionsOf } from "../sections/kinds"
import type { Address } from "../vocabulary/addresses"
import { computedOnce } from "../vocabulary/computed-once"
import { LIST_PAGE_ADDRESS } from "../vocabulary/list-pages"
import type { Problem } from "../vocabulary/problems"
import { FIELD_WORDS, type Words, type WordsFor } from "./field-words"

// Addresses the site itself serves, which no page or legal document may take, with what uses them.
const RESERVED_ROUTES: Record<string, string> = {
  "/admin": "the content editor",
  "/404": "the page-not-found page",
  "/page-data": "Gatsby's page data",
  "/static": "Gatsby's built files",
  "/legal": "the legal documents' PDFs",
  "/images": "the site's images",
  "/icons": "the site's icons",
  "/authors": "the authors' pages",
  "/topics": "the topics' pages",
  "/search": "the site's search",
  "/search-index": "the search's index",
}

const RESERVED_ENTRIES = Object.entries(RESERVED_ROUTES)

// The pages the site makes of itself that a writer may link to (the search, from the header or the footer).
const SITE_PAGES = new Map([["/search", new Set<string>()]])

/** The site's addresses looked up by path: the pages' and documents' own, the documents alone, and each route's anchors. */
type AddressIndex = { byPath: ReadonlyMap<string, readonly Address[]>; legal: readonly Address[]; routes: ReadonlyMap<string, ReadonlySet<string>> }

// Each page's address and each link is looked up among all the addresses: indexed once for each
// list of them a check makes, so that a check grows with the site, not with its square.
const addressIndex = computedOnce((all: readonly Address[]): AddressIndex => {
  const byPath = new Map<string, Address[]>()
  for (const address of all) byPath.set(address.path, [...(byPath.get(address.path) ?? []), address])
  const routes = new Map([...SITE_PAGES, ...all.map((address) => [address.path, address.anchors] as const)])
  return { byPath, legal: all.filter(({ kind }) => kind === "legal"), routes }
})

// What has `path` among the site's own routes, every page and document but the file `file`.
function claimsOn(path: string, all: readonly Address[], file?: string): string[] {
  const { byPath, legal } = addressIndex(all)
  const others = (byPath.get(path) ?? []).filter((other) => other.file !== file).map((other) => other.file)
  // A legal document's earlier versions are served under its address (/privacy-policy/2025-06-01).
  const under = legal.filter((doc) => doc.file !== file && path.startsWith(`${doc.path}/`)).map((doc) => `${doc.file}'s earlier versions`)
  const reserved = RESERVED_ENTRIES.filter(([route]) => path === route || path.startsWith(`${route}/`)).map(([, whose]) => whose)
  const listPage = LIST_PAGE_ADDRESS.test(path) ? ["the later pages of a list, whose addresses end in /page/<number>"] : []
  return [...reserved, ...listPage, ...others, ...under]
}

/** The problem with `address`, if another page, a document's earlier versions or the site itself has it. */
export function addressProblem(address: Address, all: readonly Address[]): Problem | undefined {
  const { file, path } = address
  const claimedBy = claimsOn(path, all, file)
  return claimedBy.length
    ? { file, field: "path", message: `expected an address no other page uses, found "${path}" (used by ${claimedBy.join(", ")})` }
    : undefined
}

/** Whether a page or document (or an earlier version of one) is at `path` now, or the editor or the not-found page. */
export const isPageAddress = (path: string, all: readonly Address[]): boolean =>
  path === "/admin" ||
  path === "/404" ||
  SITE_PAGES.has(path) ||
  addressIndex(all).byPath.has(path) ||
  addressIndex(all).legal.some((doc) => path.startsWith(`${doc.path}/`))

/** What has `path` now: a page or document's file, a document's earlier versions, or the site itself (its editor, its built files). */
export const addressOwner = (path: string, all: readonly Address[]): string | undefined => claimsOn(path, all).join(", ") || undefined

/** Each Markdown field of a page's sections, with its field; one its schema refuses (past its length limit) is left to the schema, and never parsed. */
export const markdownFields = (data: unknown): Array<{ field: string; body: string }> =>
  pageMarkedValues(data, "markdown").map(({ field, value }) => ({ field, body: value }))

// The fields that hold a link: a button's or card's "to", a claim's "evidence", a form's "success".
const LINK_KEYS = new Set(["to", "evidence", "success"])

// Every string in a link field that points inside the site, with its field path.
function linkFields(value: unknown, field = ""): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, i) => linkFields(item, `${field}[${i}]`))
  if (!value || typeof value !== "object") return []
  return Object.entries(value).flatMap(([key, child]) => {
    const at = field ? `${field}.${key}` : key
    if (LINK_KEYS.has(key) && typeof child === "string" && child.startsWith("/")) return [[at, child] as [string, string]]
    // site.json's redirects are checked by their own rules (redirects.ts), loops included.
    if (at === "redirects") return []
    return linkFields(child, at)
  })
}

/** `value` with every link field inside the site (not its Markdown) passed through `follow`. */
export function mapLinkFields<T>(value: T, follow: (target: string) => string, field = ""): T {
  if (Array.isArray(value)) return value.map((item) => mapLinkFields(item, follow, field)) as T
  if (!value || typeof value !== "object" || field === "redirects") return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      LINK_KEYS.has(key) && typeof child === "string" && child.startsWith("/") ? follow(child) : mapLinkFields(child, follow, key),
    ]),
  ) as T
}

/** The Markdown fields' problems, each with its field and the line in the text. */
export function markdownFieldProblems(file: string, data: unknown): Problem[] {
  return markdownFields(data).flatMap(({ field, body }) =>
    markdownProblems(body).map(({ line, message }) => ({ file, field, message: `${whereInText(body, line)}: ${message}` })),
  )
}

/** What an author's biography cannot hold, each with its line (counted from `bodyLine`) where it has one: what no text holds, and an image. */
export function biographyProblems(body: string, bodyLine = 1): Array<{ line?: number; message: string }> {
  const problems: Array<{ line?: number; message: string }> = markdownProblems(body, bodyLine)
  if (markdownImages(body).length) problems.push({ message: "expected a biography of text and links, found an image (the photo is the photo field)" })
  // A biography stands on the author's page and beside their articles: a section of "this page" is none of them.
  for (const { line, href } of markdownLinkLines(body, bodyLine).filter((link) => link.href.startsWith("#")))
    problems.push({ line, message: `expected a biography's links to https://…, mailto:… or a page of the site (/about#team), found "${href}"` })
  return problems
}

/** A link inside the site: its field, where it goes, and for a link in Markdown its line in the text, as a problem's message begins ("line 3 of the text (…): "), said only for a link with a problem. */
export type InternalLink = readonly [field: string, target: string, where?: () => string]

/** Every link inside the site in a content file's data, with its field: "to" fields and links in Markdown, a link to a section of its page ("#plans") at the page's address. */
export function internalLinks(data: unknown): InternalLink[] {
  const known = data && typeof data === "object" ? linksOf.get(data) : undefined
  if (known) return known
  const path = (data as { path?: unknown } | null)?.path
  const page = typeof path === "string" ? path : undefined
  const links = [
    ...linkFields(data),
    ...markdownFields(data).flatMap(({ field, body }) =>
      markdownLinkLines(body).flatMap(({ line, href }): InternalLink[] => {
        const target = isSiteLink(href) ? href : href.startsWith("#") && page !== undefined ? `${page}${href}` : undefined
        return target === undefined ? [] : [[field, target, () => `${whereInText(body, line)}: `]]
      }),
    ),
  ]
  if (data && typeof data === "object") linksOf.set(data, links)
  return links
}
// A file read once is one object: each check asks for its links again.
const linksOf = new WeakMap<object, InternalLink[]>()

/** Every image a page's Markdown fields show, with its field, as written ("../images/founder.png"); as the links, asked again by each check. */
export const markdownFieldImages = computedOnce(
  (data: object): Array<{ field: string; image: string }> =>
    markdownFields(data).flatMap(({ field, body }) => markdownImages(body).map((image) => ({ field, image }))),
)

/** Where the links inside the site in `data` go ("/pricing", "/#features"). */
export const linkTargets = (data: unknown): string[] => internalLinks(data).map(([, target]) => target)

// How many of the site's addresses or a page's anchors a link to none of them is offered, the closest first.
const SUGGESTED = 3

// How many characters two texts start with alike.
const sharedStart = (a: string, b: string) => {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return i
}

/** The few of `candidates` closest to `written`: those that start most alike (a writer gets an address's start right), then the fewest letters apart. */
export const closestTo = (written: string, candidates: Iterable<string>, count = SUGGESTED): string[] =>
  [...candidates]
    .map((candidate) => ({
      candidate,
      start: sharedStart(written, candidate),
      apart: editDistance(written, candidate, Math.max(written.length, candidate.length)),
    }))
    .sort((a, b) => b.start - a.start || a.apart - b.apart || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate)

/** What is wrong with a link to `target` inside the site (a page, or an anchor on it, that does not exist), or undefined. */
export function targetProblem(target: string, addresses: readonly Address[]): string | undefined {
  const { routes } = addressIndex(addresses)
  const [route = "", anchor] = target.split("#")
  // A closing "/" after a name is the page's ("/about/"), not after a "/": "//" is no address of the landing page.
  const ids = routes.get(route.replace(/([^/])\/$/, "$1"))
  if (!ids) return `expected a link to an existing page (the closest: ${closestTo(route, routes.keys()).join(", ")})`
  if (anchor && !ids.has(anchor))
    return `expected an anchor that exists on ${route} (${
      ids.size
        ? `the closest: ${closestTo(anchor, ids)
            .map((id) => `#${id}`)
            .join(", ")}`
        : "none"
    })`
  return undefined
}

/** Where a link to `target` ends after the site's redirects (a page that moved, a writer's redirect), keeping its anchor. */
export function redirected(target: string, redirects: ReadonlyMap<string, string>): string {
  const [route = "", anchor] = target.split("#")
  const to = redirects.get(route.replace(/(.)\/$/, "$1"))
  return to === undefined ? target : anchor && !to.includes("#") ? `${to}#${anchor}` : to
}

/** A problem for each link in `data` to a page or an anchor that does not exist, after the site's redirects. */
export function linkProblems(file: string, data: unknown, addresses: readonly Address[], redirects: ReadonlyMap<string, string> = new Map()): Problem[] {
  return internalLinks(data).flatMap(([field, target, where]): Problem[] => {
    const end = redirected(target, redirects)
    if (/^https:\/\//.test(end)) return []
    const problem = targetProblem(end, addresses)
    return problem ? [{ file, field, message: `${where?.() ?? ""}${linkMessage(problem, target, end)}` }] : []
  })
}

/** A link's problem with what was found: the link as written, or the anchor that `end`, where it leads, lacks. */
export const linkMessage = (problem: string, target: string, end: string) =>
  `${problem}, found "${problem.startsWith("expected an anchor") ? `#${end.split("#")[1]}` : target}"`

/** The anchors a page's sections give it: their ids, and what their kinds add (a question's). */
export const sectionAnchors = (data: { sections?: unknown }): Set<string> =>
  new Set(
    sectionsOf(data).flatMap((section) => [
      ...(typeof section?.id === "string" ? [section.id] : []),
      ...(section ? (sectionKind(section.type)?.anchors?.(section) ?? []) : []),
    ]),
  )

/** Whether a page lists the pages under it (a pageList section), which puts them on that list. */
export const listsPages = (data: unknown): boolean => sectionsOf(data).some((section) => section?.type === "pageList")

/** A page, with whether it lists the pages under it (a pageList section). */
export type ReachablePage = { file: string; path: string; lists: boolean }

/**
 * The pages no link of the site reaches, so that visitors find them only from a search: linked from
 * neither the header, the footer nor another page (after the redirects), and on no list of pages.
 * The landing page is where visits start.
 */
export function unreachablePages(
  pages: readonly ReachablePage[],
  links: ReadonlyArray<{ file: string; targets: readonly string[] }>,
  redirects: ReadonlyMap<string, string> = new Map(),
): ReachablePage[] {
  // The files that link each address, after the redirects, each link followed once.
  const linkedFrom = new Map<string, Set<string>>()
  for (const { file, targets } of links) {
    for (const target of targets) {
      const route = redirected(target, redirects)
        .split("#")[0]!
        .replace(/(.)\/$/, "$1")
      linkedFrom.set(route, (linkedFrom.get(route) ?? new Set()).add(file))
    }
  }
  const lists = pages.filter((list) => list.lists)
  const reached = (page: ReachablePage) =>
    [...(linkedFrom.get(page.path) ?? [])].some((file) => file !== page.file) ||
    lists.some((list) => list.path !== page.path && page.path.startsWith(`${list.path.replace(/\/$/, "")}/`))
  return pages.filter((page) => page.path !== "/" && !reached(page))
}

// A field's label in the editor, in its file's words.
const labelIn = (file: WordsFor, key: string) => {
  const words = (FIELD_WORDS[file] as Words)[key]
  return typeof words === "string" ? words : words![0]
}

/** What the build and the editor tell a writer of a page no link reaches, with the editor's screens where a link can be added. */
export const unreachableMessage = (path: string) => {
  const [header, footer] = [
    `Site settings → ${labelIn("site", "header")} → ${labelIn("site", "header.links")}`,
    `${labelIn("site", "footer")} → ${labelIn("site", "footer.columns")}`,
  ]
  return `no link of the site reaches ${path}: visitors can find it only from a search. Add a link to it in ${header} or ${footer}, or from a section of another page, or give it an address under a page with a "${labelIn("page", "sections.pageList")}" section.`
}
