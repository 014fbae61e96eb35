// What an article's JSON-LD says of it, apart from its type's schema (./article.ts) so that the
// article's page, which runs in the browser too, takes no schema library with it.
import { type AuthorFacts, reviewedPage } from "../hub-structured-data"

// What of an article's fields (./article.ts) its JSON-LD says.
type Said = { sources?: ReadonlyArray<{ title: string; url: string }>; reviewed?: string } & Record<string, unknown>
// The page an article's JSON-LD speaks of: the site's address, the page's, its title and the files its fields name.
type PageFacts = { siteUrl: string; path: string; title: string; found: { reviewedBy?: AuthorFacts } }

/** The works the Article cites, and once reviewed, the WebPage (whose main entity the Article is) naming its reviewer and the day. */
export const articleStructuredData = (fields: Said, { siteUrl, path, title, found }: PageFacts) => ({
  article: { ...(fields.sources?.length && { citation: fields.sources.map(({ title, url }) => ({ "@type": "CreativeWork", name: title, url })) }) },
  graph: fields.reviewed && found.reviewedBy ? [reviewedPage(siteUrl, { path, name: title, reviewed: fields.reviewed, reviewer: found.reviewedBy })] : [],
})
