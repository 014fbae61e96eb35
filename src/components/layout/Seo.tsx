// Head tags for one page: title, description, canonical URL, sharing cards and JSON-LD.
import React from "react"
import { ATOM_TYPE } from "../../vocabulary/feed-paths"
import type { SiteContent } from "../../vocabulary/schema"

export type SeoProps = {
  site: SiteContent
  title: string
  description: string
  pathname: string
  noindex?: boolean
  structuredData?: object[]
  /** The page's own sharing card and what it shows; the landing page's by default. */
  card?: { path: string; alt: string }
  /** The Atom feeds a reader can follow from this page. */
  feeds?: ReadonlyArray<{ title: string; path: string }>
}

export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 }

export function Seo({ site, title, description, pathname, noindex = false, structuredData = [], feeds = [], card }: SeoProps) {
  const fullTitle = `${title} | ${site.productName}`
  const url = `${site.siteUrl}${pathname}`
  const image = `${site.siteUrl}${card?.path ?? OG_IMAGE.path}`
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: site.productName,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/icon.png`,
    email: site.contactEmail,
    contactPoint: { "@type": "ContactPoint", contactType: "sales", email: site.contactEmail },
  }
  const website = {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.productName,
    url: `${site.siteUrl}/`,
    publisher: { "@id": organization["@id"] },
  }

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content={site.themeColor} />
      {/* Crawlable icons at stable URLs (scripts/build-brand-images.mjs): search results show the favicon. */}
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={card?.alt ?? `${site.productName}: ${site.tagline}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={card?.alt ?? `${site.productName}: ${site.tagline}`} />
      {feeds.map((feed) => (
        <link key={feed.path} rel="alternate" type={ATOM_TYPE} title={feed.title} href={feed.path} />
      ))}
      {[organization, website, ...structuredData].map((data, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
    </>
  )
}
