// The site's Atom feeds, made at build from the same data as the pages: a list of pages (each
// page with its title, link, date and summary, newest first) and the legal documents' versions
// (each document's date, a link to that version and one to what changed in it). Every entry's
// id is the address of what it announces, so a reader never sees an entry twice after a rebuild;
// a legal version's is its dated address, the one it keeps once a newer version replaces it.
import { generateAtomFeed } from "feedsmith"
import type { ListedPage } from "./addresses"

/** A feed's site, title and addresses; `zone` is the site's time zone, whose days the dates are. */
type FeedFacts = { siteUrl: string; productName: string; title: string; path: string; feedPath: string; zone: string }
type Entry = { id: string; title: string; link: string; date?: string | null; summary: string; related?: string }

// The zone's offset from UTC at `instant`, in milliseconds (New York in winter: -5 h).
const offsetAt = (zone: string, instant: number) => {
  const name = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")!.value
  const [, sign, hours, minutes] = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name) ?? []
  return sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0
}
/** The first moment of the day `iso` in `zone`: a reader anywhere sees the site's day, not the day before. */
export function dayStart(iso: string, zone: string): Date {
  const midnightUtc = Date.parse(`${iso}T00:00:00Z`)
  // Twice: the offset at the guess may differ from the offset at the answer across a change of clocks.
  const guess = midnightUtc - offsetAt(zone, midnightUtc)
  return new Date(midnightUtc - offsetAt(zone, guess))
}
// A feed with no dated entry yet is as old as the Unix epoch, so that it stays the same until one comes.
const EPOCH = new Date(0)

// feedsmith writes a text holding & or < as CDATA, which its formatting pads with line breaks and
// spaces that readers keep: each is written back as the text itself, escaped.
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
const withoutCdata = (xml: string) => xml.replace(/>\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*</g, (_, text: string) => `>${escaped(text)}<`)

function atom({ siteUrl, productName, title, path, feedPath, zone }: FeedFacts, entries: Entry[]): string {
  const day = (iso: string) => dayStart(iso, zone)
  const newest = entries
    .map((entry) => entry.date ?? "")
    .sort()
    .at(-1)
  const xml = generateAtomFeed({
    id: `${siteUrl}${feedPath}`,
    title: { value: `${title} | ${productName}` },
    updated: newest ? day(newest) : EPOCH,
    authors: [{ name: productName, uri: `${siteUrl}/` }],
    links: [
      { href: `${siteUrl}${feedPath}`, rel: "self", type: "application/atom+xml" },
      { href: `${siteUrl}${path}`, rel: "alternate", type: "text/html" },
    ],
    entries: entries.map((entry) => ({
      id: entry.id,
      title: { value: entry.title },
      updated: entry.date ? day(entry.date) : EPOCH,
      ...(entry.date && { published: day(entry.date) }),
      summary: { value: entry.summary },
      links: [
        { href: entry.link, rel: "alternate", type: "text/html" },
        ...(entry.related ? [{ href: entry.related, rel: "related", type: "text/html" }] : []),
      ],
    })),
  })
  return withoutCdata(xml)
}

/** A list page's feed: its pages in the list's order. */
export const pageListFeed = (facts: FeedFacts, pages: readonly ListedPage[]) =>
  atom(
    facts,
    pages.map((page) => ({
      id: `${facts.siteUrl}${page.path}`,
      title: page.title,
      link: `${facts.siteUrl}${page.path}`,
      date: page.date,
      summary: page.description,
    })),
  )

/** A legal document's version: its date, its page, and the page of what changed in it (none for the first). */
export type LegalVersion = { document: string; description: string; iso: string; display: string; path: string; datedPath: string; changesPath?: string }

/** Every version of every legal document, newest first. */
export const legalFeed = (facts: FeedFacts, versions: readonly LegalVersion[]) =>
  atom(
    facts,
    [...versions]
      .sort((a, b) => b.iso.localeCompare(a.iso) || a.document.localeCompare(b.document))
      .map((version) => ({
        id: `${facts.siteUrl}${version.datedPath}`,
        title: `${version.document}: ${version.display}`,
        link: `${facts.siteUrl}${version.path}`,
        date: version.iso,
        summary: version.description,
        ...(version.changesPath && { related: `${facts.siteUrl}${version.changesPath}` }),
      })),
  )
