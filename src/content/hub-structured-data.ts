// The schema.org JSON-LD of the hub: an author as a Person, with their page and profiles, as an
// article's author and on the author's own page.

type AuthorFacts = { name: string; role: string; path: string; profiles?: ReadonlyArray<{ url: string }> | null }

/** An author as a Person whose page is on the site. */
export const authorPerson = (siteUrl: string, { name, role, path, profiles }: AuthorFacts) => ({
  "@type": "Person",
  "@id": `${siteUrl}${path}#person`,
  name,
  jobTitle: role,
  url: `${siteUrl}${path}`,
  worksFor: { "@id": `${siteUrl}/#organization` },
  ...(profiles?.length && { sameAs: profiles.map((profile) => profile.url) }),
})
