// /search: the site's search (src/components/search/, fetched on the first search), with the
// topics and the latest articles for a visitor without script.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { required, siteFromQuery } from "../vocabulary/fragments"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { SearchView } from "../components/views/SearchView"

type Data = Queries.SearchPageQuery

export default function SearchPage({ data, location }: PageProps<Data>) {
  const { site, buildYear } = siteFromQuery(data)
  const words = required(data.siteJson, "site settings").search
  return (
    <Layout site={site} buildYear={buildYear} pathname={location.pathname}>
      <SearchView words={words} topics={data.allTopic.nodes} latest={data.latestArticles} />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const { site } = siteFromQuery(data)
  const { title, description } = required(data.siteJson, "site settings").search
  // Kept out of search engines, and out of the sitemap (gatsby-config.ts), as a site's search results should be.
  return <Seo site={site} title={title} description={description} pathname={location.pathname} noindex />
}

export const query = graphql`
  query SearchPage {
    ...SiteFields
    siteJson { search { title description label button noScript found none corrected results more topics latest } }
    allTopic(sort: { name: ASC }) { nodes { name path description } }
    # Six: two rows of three, three of two, or one column.
    latestArticles(limit: 6) { path title description date(formatString: "YYYY-MM-DD") }
  }
`
