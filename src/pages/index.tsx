// The landing page: content/home.md through GraphQL into HomeView.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { required, siteFromQuery } from "../content/fragments"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { HomeView } from "../components/views/HomeView"

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  const { site, buildYear } = siteFromQuery(data)
  return (
    <Layout site={site} buildYear={buildYear}>
      <HomeView home={required(data.homePage, "content/home.md")} demoUrl={site.demoUrl} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const { title, description } = required(data.homePage, "content/home.md")
  return <Seo site={siteFromQuery(data).site} title={title} description={description} pathname={location.pathname} />
}

export const query = graphql`
  query HomePage {
    ...SiteFields
    homePage {
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
`
