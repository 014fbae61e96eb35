// The writers' editor, Decap CMS, at /admin/: kept out of search, and the only page that loads it.
import React, { useEffect } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { siteFromQuery } from "../content/fragments"

type AdminContext = { repo: string; branch: string }

export default function AdminPage({ data, pageContext }: PageProps<Queries.AdminPageQuery, AdminContext>) {
  useEffect(() => {
    const { site, buildYear } = siteFromQuery(data)
    void import("../cms/start-cms").then(({ startCms }) => startCms({ site, buildYear, ...pageContext }))
  }, [data, pageContext])
  // Decap draws into a root of its own.
  return null
}

export function Head({ data }: HeadProps<Queries.AdminPageQuery>) {
  return (
    <>
      <title>{`Content editor | ${siteFromQuery(data).site.productName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  )
}

export const query = graphql`
  query AdminPage {
    ...SiteFields
  }
`
