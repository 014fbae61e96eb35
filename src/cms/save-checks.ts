// What the editor refuses before a save, in the build's words: a page or legal document at an
// address another has (or the site serves), and a link to a page or an anchor that does not exist.
import type { ListedPage } from "../content/page-list"
import { formatProblem } from "../content/problems"
import { addressProblem, linkProblems, sectionAnchors, type Address } from "../content/site-links"

/** A page or legal document as the build found it: its address, its file and its anchors. */
export type KnownAddress = Omit<Address, "anchors"> & { anchors: readonly string[] }
/** What the editor knows of the site's other entries, from its page's query. */
export type SiteIndex = { addresses: readonly KnownAddress[]; pages: readonly ListedPage[] }

const KINDS: Record<string, Address["kind"] | undefined> = { pages: "page", legal: "legal" }

/** The problems that stop a save of `data`, the entry of `collection` at `file` (a new entry has none yet). */
export function saveProblems(collection: string, file: string | undefined, data: Record<string, unknown>, index: SiteIndex): string[] {
  const name = file ?? `a new entry in ${collection}`
  const others = index.addresses.filter((address) => address.file !== file).map((address) => ({ ...address, anchors: new Set(address.anchors) }))
  const kind = KINDS[collection]
  const own: Address[] = kind && typeof data.path === "string" ? [{ file: name, path: data.path, kind, anchors: sectionAnchors(data) }] : []
  const all = [...others, ...own]
  const problems = [...own.flatMap((address) => addressProblem(address, all) ?? []), ...linkProblems(name, data, all)]
  return problems.map(formatProblem)
}
