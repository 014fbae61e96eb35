// The not-found page, served with status 404 for any unknown path.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { siteFromQuery } from "../vocabulary/fragments"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { NotFoundView } from "../components/views/NotFoundView"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const { site, buildYear } = siteFromQuery(data)
  return (
    <Layout site={site} buildYear={buildYear}>
      <NotFoundView notFound={site.notFound} pathname={location.pathname} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const { site } = siteFromQuery(data)
  return <Seo site={site} title={site.notFound.title} description={site.notFound.body} pathname={location.pathname} noindex />
}

export const query = graphql`
  query NotFoundPage {
    ...SiteFields
  }
`
