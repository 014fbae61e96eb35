// The site's Atom feeds, made at build from the same data as the pages: a list of pages (each
// page with its title, link, dates, summary, and an article's author and topics) and the legal
// documents' versions (each document's date, a link to that version and one to what changed in
// it). A feed holds its newest entries alone, as many as site.json's feedEntries says; its page
// (its alternate link) lists the rest. Every entry's id is the address of what it announces, so a
// reader never sees an entry twice after a rebuild; a legal version's is its dated address, the
// one it keeps once a newer version replaces it.
import { generateAtomFeed } from "feedsmith"
import type { ListedPage } from "./addresses"
import { FEED_ENTRIES } from "./feed-paths"

/** Who wrote a page: their name and the address of their page. */
export type FeedAuthor = { name: string; path: string }
/** A page as a feed lists it: an article adds when it last changed, its author and its topics (their ids, names and pages). */
export type FeedPage = ListedPage & { updated?: string | null; author?: FeedAuthor | null; topics?: ReadonlyArray<{ id: string; name: string; path: string }> }

/** A feed's site, title and addresses; `zone` is the site's time zone, whose days the dates are; `entries`, how many it holds; `author`, whose feed it is (the site's, unless an author's). */
type FeedFacts = { siteUrl: string; productName: string; title: string; path: string; feedPath: string; zone: string; entries?: number; author?: FeedAuthor }
type Entry = Omit<FeedPage, "path" | "description"> & { id: string; link: string; summary: string; related?: string }

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

// The `count` newest of `entries` by their first date, kept in the order given (a list's own); an undated entry counts as the oldest.
const newestOf = (entries: readonly Entry[], count: number) => {
  const kept = new Set([...entries].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "")).slice(0, count))
  return entries.filter((entry) => kept.has(entry))
}

function atom({ siteUrl, productName, title, path, feedPath, zone, entries: count = FEED_ENTRIES.default, author }: FeedFacts, all: readonly Entry[]): string {
  const day = (iso: string) => dayStart(iso, zone)
  const person = (who: FeedAuthor) => ({ name: who.name, uri: `${siteUrl}${who.path}` })
  const entries = newestOf(all, count)
  const newest = entries
    .map((entry) => entry.updated ?? entry.date ?? "")
    .sort()
    .at(-1)
  const xml = generateAtomFeed({
    id: `${siteUrl}${feedPath}`,
    title: { value: `${title} | ${productName}` },
    updated: newest ? day(newest) : EPOCH,
    // Whose an entry without an author of its own is.
    authors: [person(author ?? { name: productName, path: "/" })],
    links: [
      { href: `${siteUrl}${feedPath}`, rel: "self", type: "application/atom+xml" },
      { href: `${siteUrl}${path}`, rel: "alternate", type: "text/html" },
    ],
    entries: entries.map(({ id, title, date, updated, author, topics = [], summary, link, related }) => ({
      id,
      title: { value: title },
      // The day it last changed (its update, else the day it came out) and the day it came out.
      updated: (updated ?? date) ? day((updated ?? date)!) : EPOCH,
      ...(date && { published: day(date) }),
      ...(author && { authors: [person(author)] }),
      // A topic's term is its id, and the scheme the address its id completes into the topic's page.
      categories: topics.map((topic) => ({ term: topic.id, label: topic.name, scheme: `${siteUrl}${topic.path.slice(0, -topic.id.length)}` })),
      summary: { value: summary },
      links: [{ href: link, rel: "alternate", type: "text/html" }, ...(related ? [{ href: related, rel: "related", type: "text/html" }] : [])],
    })),
  })
  return withoutCdata(xml)
}

/** A list page's feed: its newest pages, in the list's order. */
export const pageListFeed = (facts: FeedFacts, pages: readonly FeedPage[]) =>
  atom(
    facts,
    pages.map(({ path, description, ...page }) => ({ ...page, id: `${facts.siteUrl}${path}`, link: `${facts.siteUrl}${path}`, summary: description })),
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
