// One legal document page per file in content/legal/ (created in src/node/create-pages.ts).
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { siteFromQuery, type SiteQueryData } from "../content/fragments"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { LegalDocumentView } from "../components/views/LegalDocumentView"

type LegalData = SiteQueryData & {
  markdownRemark: { frontmatter: { title: string; description: string; pdf: string; lastUpdatedIso: string; lastUpdatedDisplay: string } }
}

export default function LegalDocumentPage({ data }: PageProps<LegalData>) {
  const { site, buildYear } = siteFromQuery(data)
  const doc = data.markdownRemark.frontmatter
  return (
    <Layout site={site} buildYear={buildYear}>
      <LegalDocumentView
        title={doc.title}
        description={doc.description}
        pdf={doc.pdf}
        lastUpdated={{ iso: doc.lastUpdatedIso, display: doc.lastUpdatedDisplay }}
        labels={site.legal}
        contactEmail={site.contactEmail}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<LegalData>) {
  const { title, description } = data.markdownRemark.frontmatter
  return <Seo site={siteFromQuery(data).site} title={title} description={description} pathname={location.pathname} />
}

export const query = graphql`
  query LegalDocument($id: String!) {
    ...SiteFields
    markdownRemark(id: { eq: $id }) {
      frontmatter {
        title description pdf
        lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
        lastUpdatedDisplay: lastUpdated(formatString: "MMMM D, YYYY")
      }
    }
  }
`
