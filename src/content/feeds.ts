// The site's Atom feeds, made at build from the same data as the pages: a list of pages (each
// page with its title, link, date and summary, newest first) and the legal documents' versions
// (each document's date, a link to that version and one to what changed in it). Every entry's
// id is the address of what it announces, so a reader never sees an entry twice after a rebuild;
// a legal version's is its dated address, the one it keeps once a newer version replaces it.
import { generateAtomFeed } from "feedsmith"
import type { ListedPage } from "./addresses"

type FeedFacts = { siteUrl: string; productName: string; title: string; path: string; feedPath: string }
type Entry = { id: string; title: string; link: string; date?: string | null; summary: string; related?: string }

// Dates are days; a feed with no dated entry yet is as old as the Unix epoch, so that it stays the same until one comes.
const day = (iso?: string | null) => new Date(`${iso ?? "1970-01-01"}T00:00:00Z`)

function atom({ siteUrl, productName, title, path, feedPath }: FeedFacts, entries: Entry[]): string {
  const newest = entries
    .map((entry) => entry.date ?? "")
    .sort()
    .at(-1)
  return generateAtomFeed({
    id: `${siteUrl}${feedPath}`,
    title: { value: `${title} | ${productName}` },
    updated: day(newest || undefined),
    authors: [{ name: productName, uri: `${siteUrl}/` }],
    links: [
      { href: `${siteUrl}${feedPath}`, rel: "self", type: "application/atom+xml" },
      { href: `${siteUrl}${path}`, rel: "alternate", type: "text/html" },
    ],
    entries: entries.map((entry) => ({
      id: entry.id,
      title: { value: entry.title },
      updated: day(entry.date),
      ...(entry.date && { published: day(entry.date) }),
      summary: { value: entry.summary },
      links: [
        { href: entry.link, rel: "alternate", type: "text/html" },
        ...(entry.related ? [{ href: entry.related, rel: "related", type: "text/html" }] : []),
      ],
    })),
  })
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
