// The landing page: content/home.md through GraphQL into HomeView.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { HomeContent } from "../content/schema"
import { siteFromQuery, type SiteQueryData } from "../content/fragments"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { HomeView } from "../components/views/HomeView"

type HomeData = SiteQueryData & { markdownRemark: { frontmatter: HomeContent } }

export default function IndexPage({ data }: PageProps<HomeData>) {
  const { site, buildYear } = siteFromQuery(data)
  return (
    <Layout site={site} buildYear={buildYear}>
      <HomeView home={data.markdownRemark.frontmatter} demoUrl={site.demoUrl} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<HomeData>) {
  const { title, description } = data.markdownRemark.frontmatter
  return <Seo site={siteFromQuery(data).site} title={title} description={description} pathname={location.pathname} />
}

export const query = graphql`
  query HomePage {
    ...SiteFields
    markdownRemark(fields: { kind: { eq: "home" } }) {
      frontmatter {
        title
        description
        hero {
          eyebrow heading lead primaryCta
          secondaryCta { label to }
          preview { label title meta sections { heading body } rating { label value } status }
        }
        features { id heading intro items { icon title body } }
        benefits { id heading intro notesHeading items { value label body basis } }
        cta { heading body button }
      }
    }
  }
`
