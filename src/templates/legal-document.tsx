// Every page of a legal document (created in src/node/pages/create-pages.ts): its current version,
// each earlier version from the repository's history, and what changed in each earlier one.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { required, siteFromQuery } from "../vocabulary/fragments"
import type { SiteContent } from "../vocabulary/schema"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { cardPath } from "../vocabulary/card-paths"
import { article } from "../vocabulary/structured-data"
import { LEGAL_FEED_PATH } from "../vocabulary/feed-paths"
import { LegalDocumentView } from "../components/views/LegalDocumentView"
import { LegalChangesView } from "../components/views/LegalChangesView"

type Data = Queries.LegalDocumentQuery

const newestFirst = <T extends { date: { iso: string } }>(versions: readonly T[]) => [...versions].sort((a, b) => b.date.iso.localeCompare(a.date.iso))

function View({ data, site }: { data: Data; site: SiteContent }) {
  const common = { labels: site.legal, contactEmail: site.contactEmail }
  const { legalDocument: doc, legalRevision: revision, legalChanges: changes } = data
  if (changes) return <LegalChangesView {...changes} labels={site.legal.archive} />
  if (revision) {
    const archive = { replacedBy: revision.replacedBy, currentPath: revision.currentPath, changesPath: revision.changesPath }
    return <LegalDocumentView {...common} {...revision} archive={archive} />
  }
  const current = required(doc, "legal document")
  const lastUpdated = { iso: current.lastUpdatedIso, display: current.lastUpdatedDisplay }
  return <LegalDocumentView {...common} {...current} lastUpdated={lastUpdated} earlierVersions={newestFirst(current.earlierVersions ?? [])} />
}

// The site's search, as search engines, finds a document's current version alone.
export default function LegalDocumentPage({ data, location }: PageProps<Data>) {
  const { site, buildYear } = siteFromQuery(data)
  return (
    <Layout site={site} buildYear={buildYear} pathname={location.pathname} searchTitle={data.legalDocument?.title}>
      <View data={data} site={site} />
    </Layout>
  )
}

// Earlier versions and their changes are kept out of search results: a search for the
// document should find its current version.
export function Head({ data, location }: HeadProps<Data>) {
  const { site } = siteFromQuery(data)
  const { legalDocument: doc, legalRevision: revision, legalChanges: changes } = data
  const seo = { site, pathname: location.pathname }
  if (changes)
    return (
      <Seo {...seo} title={`${site.legal.archive.changesHeading} (${changes.to.date.display}): ${changes.title}`} description={changes.description} noindex />
    )
  if (revision) return <Seo {...seo} title={`${revision.title} (${revision.lastUpdated.display})`} description={revision.description} noindex />
  const { title, description, path, lastUpdatedIso, earlierVersions } = required(doc, "legal document")
  // First published on its oldest version's day, which the site keeps; modified on the current one's.
  const published = [lastUpdatedIso, ...(earlierVersions ?? []).map((version) => version.date.iso)].sort()[0]
  const card = { path: cardPath(path), alt: `${site.productName}: ${title}` }
  const image = `${site.siteUrl}${card.path}`
  const structuredData = [article({ siteUrl: site.siteUrl, path, headline: title, description, image, published, modified: lastUpdatedIso })]
  const feeds = [{ title: site.pages?.legalFeed ?? site.legal.archive.earlierVersions, path: LEGAL_FEED_PATH }]
  return <Seo {...seo} title={title} description={description} structuredData={structuredData} feeds={feeds} card={card} />
}

// A block of legal text as the view draws it: the current version's and an earlier one's alike.
export const legalBlockFields = graphql`
  fragment LegalBlockFields on LegalBlock {
    kind id runs { text href strong em } items { text href strong em }
  }
`

export const query = graphql`
  query LegalDocument($id: String!) {
    ...SiteFields
    legalDocument(id: { eq: $id }) {
      title description pdf path
      lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
      lastUpdatedDisplay: lastUpdated(formatString: "MMMM D, YYYY")
      blocks { ...LegalBlockFields }
      earlierVersions { path date: lastUpdated { iso display } }
    }
    legalRevision(id: { eq: $id }) {
      title description pdf currentPath changesPath
      lastUpdated { iso display }
      replacedBy { path date { iso display } }
      blocks { ...LegalBlockFields }
    }
    legalChanges(id: { eq: $id }) {
      title description
      from { path date { iso display } }
      to { path date { iso display } }
      pdf
      summary { kind count first }
      sections {
        change heading id formerHeading anchor
        headingWords { text change }
        blocks { change kind movedFrom anchor words { text change } items { change words { text change } } }
      }
    }
  }
`
