// Every page written in content/pages/ but an article (created in src/node/pages/create-pages.ts), the
// landing page and the about page among them: its sections through GraphQL into PageView
// (./content-page-body.tsx). A page
// with a date is an article (./article.tsx), whose parts no other page loads.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { required, siteFromQuery } from "../vocabulary/fragments"
import { ContentPageHead } from "./content-page-head"
import { ContentPageBody } from "./content-page-body"

type Data = Queries.ContentPageQuery
// Which page of its list of pages this is (src/node/pages/create-pages.ts): 2 for /insights/page/2.
type Context = { listPage: number }

export default function ContentPage({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site, buildYear } = siteFromQuery(data)
  const page = required(data.contentPage, "content page")
  return <ContentPageBody site={site} buildYear={buildYear} page={page} pathname={location.pathname} listPage={pageContext.listPage} />
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const page = required(data.contentPage, "content page")
  return <ContentPageHead site={siteFromQuery(data).site} page={page} pathname={location.pathname} listPage={pageContext.listPage} />
}

export const query = graphql`
  query ContentPage($id: String!, $listPage: Int!) {
    ...SiteFields
    contentPage(id: { eq: $id }) { ...ContentPageFields }
  }
`
