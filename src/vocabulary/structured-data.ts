// The schema.org JSON-LD a page carries beyond the organization's (Seo.tsx): where it stands
// (BreadcrumbList), for a dated page or a legal document that it is an Article, and each video it
// plays (VideoObject). Google's
// rich results read both; docs/architecture.md names the fields.

export type Crumb = { title: string; path: string }

/** The trail from the landing page to the page itself (the last crumb), as a BreadcrumbList. */
export const breadcrumbList = (siteUrl: string, trail: readonly Crumb[]) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: trail.map((crumb, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: crumb.title,
    item: `${siteUrl}${crumb.path === "/" ? "/" : crumb.path}`,
  })),
})

type ArticleFacts = { siteUrl: string; path: string; headline: string; description: string; image: string; published?: string; modified?: string }

/** A page with a date, or a legal document, as an Article published by the site's organization. */
export const article = ({ siteUrl, path, headline, description, image, published, modified }: ArticleFacts) => ({
  "@context": "https://schema.org",
  "@type": "Article",
  headline,
  description,
  image: [image],
  ...(published && { datePublished: published }),
  ...(modified && { dateModified: modified }),
  mainEntityOfPage: `${siteUrl}${path}`,
  author: { "@id": `${siteUrl}/#organization` },
  publisher: { "@id": `${siteUrl}/#organization` },
})

type VideoFacts = { siteUrl: string; name: string; description: string; poster?: string; file?: string; published?: string | null }

/** A video the page plays, from the site itself: its poster, its file and the page's date as its upload date. */
export const videoObject = ({ siteUrl, name, description, poster, file, published }: VideoFacts) => ({
  "@context": "https://schema.org",
  "@type": "VideoObject",
  name,
  description,
  ...(poster && { thumbnailUrl: [`${siteUrl}${poster}`] }),
  ...(file && { contentUrl: `${siteUrl}${file}` }),
  ...(published && { uploadDate: published }),
})
