// The writers' editor, Decap CMS, at /admin/: kept out of search, and the only page that loads it.
import React, { useEffect, useState } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { siteFromQuery } from "../content/fragments"

type AdminContext = { repo: string; branch: string }

export default function AdminPage({ data, pageContext }: PageProps<Queries.AdminPageQuery, AdminContext>) {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    const { site, buildYear } = siteFromQuery(data)
    void import("../cms/start-cms").then(({ startCms }) => startCms({ site, buildYear, ...pageContext })).then(() => setStarted(true))
  }, [data, pageContext])
  // Decap draws into a root of its own; until then, and without JavaScript, this says why the page is empty.
  if (started) return null
  return (
    <p role="status" style={{ font: "16px system-ui, sans-serif", margin: "2rem" }}>
      Loading the content editor…
      <noscript> The content editor needs JavaScript.</noscript>
    </p>
  )
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
