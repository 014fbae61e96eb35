// One legal document page per file in content/legal/ (created in src/node/create-pages.ts).
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { required, siteFromQuery } from "../content/fragments"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { LegalDocumentView } from "../components/views/LegalDocumentView"

export default function LegalDocumentPage({ data }: PageProps<Queries.LegalDocumentQuery>) {
  const { site, buildYear } = siteFromQuery(data)
  const doc = required(data.legalDocument, "legal document")
  return (
    <Layout site={site} buildYear={buildYear}>
      <LegalDocumentView
        title={doc.title}
        description={doc.description}
        pdf={doc.pdf}
        lastUpdated={{ iso: doc.lastUpdatedIso, display: doc.lastUpdatedDisplay }}
        blocks={doc.blocks}
        labels={site.legal}
        contactEmail={site.contactEmail}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.LegalDocumentQuery>) {
  const { title, description } = required(data.legalDocument, "legal document")
  return <Seo site={siteFromQuery(data).site} title={title} description={description} pathname={location.pathname} />
}

export const query = graphql`
  query LegalDocument($id: String!) {
    ...SiteFields
    legalDocument(id: { eq: $id }) {
      title description pdf
      lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
      lastUpdatedDisplay: lastUpdated(formatString: "MMMM D, YYYY")
      blocks { kind id runs { text href strong em } items { text href strong em } }
    }
  }
`
