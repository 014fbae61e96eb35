// The checks that hold content files together, in one place for the build (validate.ts) and the
// editor (which runs them before a save): a page or document takes an address no one else has,
// every link inside the site goes to a page, and an anchor, that exist, and a text holds only
// what the site draws (its images each saying what they show).
import { markdownLinks, markdownProblems } from "./markdown"
import type { Problem } from "./problems"

/** A page or legal document's address, and the file it is written in. */
export type Address = { file: string; path: string; kind: "page" | "legal"; anchors: ReadonlySet<string> }

// Addresses the site itself serves, which no page or legal document may take, with what uses them.
const RESERVED_ROUTES: Record<string, string> = {
  "/admin": "the content editor",
  "/404": "the page-not-found page",
  "/page-data": "Gatsby's page data",
  "/static": "Gatsby's built files",
  "/legal": "the legal documents' PDFs",
  "/images": "the site's images",
  "/icons": "the site's icons",
}

/** The problem with `address`, if another page, a document's earlier versions or the site itself has it. */
export function addressProblem(address: Address, all: readonly Address[]): Problem | undefined {
  const { file, path } = address
  const others = all.filter((other) => other.file !== file && other.path === path).map((other) => other.file)
  // A legal document's earlier versions are served under its address (/privacy-policy/2025-06-01).
  const under = all.filter((doc) => doc.kind === "legal" && doc.file !== file && path.startsWith(`${doc.path}/`)).map((doc) => `${doc.file}'s earlier versions`)
  const reserved = Object.entries(RESERVED_ROUTES).filter(([route]) => path === route || path.startsWith(`${route}/`)).map(([, whose]) => whose)
  const claimedBy = [...reserved, ...others, ...under]
  return claimedBy.length ? { file, field: "path", message: `expected an address no other page uses, found "${path}" (used by ${claimedBy.join(", ")})` } : undefined
}

/** A page's text sections, each its Markdown with its field. */
export const textSections = (data: unknown): Array<{ field: string; body: string }> => {
  const sections = (data as { sections?: unknown } | null)?.sections
  return (Array.isArray(sections) ? sections : []).flatMap((section: { type?: unknown; body?: unknown } | null, i) =>
    section?.type === "text" && typeof section.body === "string" ? [{ field: `sections[${i}].body`, body: section.body }] : [],
  )
}

// Every string in a "to" field that points inside the site, with its field path.
function linkFields(value: unknown, field = ""): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, i) => linkFields(item, `${field}[${i}]`))
  if (!value || typeof value !== "object") return []
  return Object.entries(value).flatMap(([key, child]) => {
    const at = field ? `${field}.${key}` : key
    if (key === "to" && typeof child === "string" && child.startsWith("/")) return [[at, child] as [string, string]]
    return linkFields(child, at)
  })
}

/** The text sections' Markdown problems, each with the section's field and the line in the text. */
export function textSectionProblems(file: string, data: unknown): Problem[] {
  return textSections(data).flatMap(({ field, body }) => markdownProblems(body).map(({ line, message }) => ({ file, field, message: `line ${line} of the text: ${message}` })))
}

/** Every link inside the site in a content file's data, with its field: "to" fields and links in a text section. */
const internalLinks = (data: unknown): Array<[string, string]> => [
  ...linkFields(data),
  ...textSections(data).flatMap(({ field, body }) => markdownLinks(body).filter((href) => href.startsWith("/")).map((href) => [field, href] as [string, string])),
]

/** Where the links inside the site in `data` go ("/pricing", "/#features"). */
export const linkTargets = (data: unknown): string[] => internalLinks(data).map(([, target]) => target)

/** A problem for each link in `data` to a page or an anchor that does not exist. */
export function linkProblems(file: string, data: unknown, addresses: readonly Address[]): Problem[] {
  const routes = new Map(addresses.map((address) => [address.path, address.anchors]))
  return internalLinks(data).flatMap(([field, target]): Problem[] => {
    const [route = "", anchor] = target.split("#")
    const ids = routes.get(route.replace(/(.)\/$/, "$1"))
    if (!ids) return [{ file, field, message: `expected a link to an existing page (${[...routes.keys()].sort().join(", ")}), found "${target}"` }]
    if (anchor && !ids.has(anchor)) return [{ file, field, message: `expected an anchor that exists on ${route} (${[...ids].map((id) => `#${id}`).join(", ") || "none"}), found "#${anchor}"` }]
    return []
  })
}

/** The anchors a page's sections give it. */
export const sectionAnchors = (data: { sections?: unknown }): Set<string> =>
  new Set((Array.isArray(data.sections) ? data.sections : []).flatMap((section: { id?: unknown }) => (typeof section?.id === "string" ? [section.id] : [])))
