// The schema.org JSON-LD of the hub: an author as a Person, with their page and profiles, as an
// article's author, its reviewer and on the author's own page.

/** What an author's Person is made of. */
export type AuthorFacts = { name: string; role: string; path: string; credentials?: string | null; profiles?: ReadonlyArray<{ url: string }> | null }

/** An author as a Person whose page is on the site, their credentials the letters after their name. */
export const authorPerson = (siteUrl: string, { name, role, path, credentials, profiles }: AuthorFacts) => ({
  "@type": "Person",
  "@id": `${siteUrl}${path}#person`,
  name,
  jobTitle: role,
  url: `${siteUrl}${path}`,
  worksFor: { "@id": `${siteUrl}/#organization` },
  ...(credentials && { honorificSuffix: credentials }),
  ...(profiles?.length && { sameAs: profiles.map((profile) => profile.url) }),
})

type ReviewFacts = { path: string; name: string; reviewed: string; reviewer: AuthorFacts }

/** A reviewed article's WebPage: the page the Article is the main entity of, reviewed by a Person (their letters as honorificSuffix) on a day. */
export const reviewedPage = (siteUrl: string, { path, name, reviewed, reviewer }: ReviewFacts) => ({
  "@context": "https://schema.org",
  "@type": "WebPage",
  "@id": `${siteUrl}${path}`,
  url: `${siteUrl}${path}`,
  name,
  lastReviewed: reviewed,
  reviewedBy: authorPerson(siteUrl, reviewer),
})
