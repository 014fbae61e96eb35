// The writers' editor, Decap CMS, at /admin/: kept out of search, and the only page that loads
// it. The editor is a bundle of its own (src/node/editor/editor-bundle.ts), the same file in develop
// and in production, imported here by its URL. It opens whatever the content holds: the develop
// server builds no settings while the content has a problem, and then this page has none.
import React, { useEffect, useState } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { siteFromQuery } from "../vocabulary/fragments"
import { backendPortIn, type CmsOptions } from "../cms/cms-config"
import { EDITOR_TITLE } from "../cms/editor-title"
import { EDITOR_STYLE } from "../cms/editor-style"
import { zoneOf } from "../vocabulary/announcement"

type EditorModule = typeof import("../cms/start-cms")
export type AdminPageContext = CmsOptions & { editorScript: string; editorPreload: string[] }
type Phase = "page" | "loading" | "started"

export default function AdminPage({ data, pageContext }: PageProps<Queries.AdminPageQuery, AdminPageContext>) {
  // "page" is the built HTML, which only a browser without JavaScript keeps showing.
  const [phase, setPhase] = useState<Phase>("page")
  useEffect(() => {
    setPhase((current) => (current === "page" ? "loading" : current))
    const { editorScript, repo, branch } = pageContext
    void (import(/* webpackIgnore: true */ editorScript) as Promise<EditorModule>)
      .then(({ startCms }) =>
        startCms({
          // The settings as the site was last built; none while the content has a problem the develop server shows.
          site: data.siteJson ? siteFromQuery(data).site : undefined,
          buildYear: Number(data.site?.buildTime),
          repo,
          branch,
          backendPort: backendPortIn(location.search),
          zone: zoneOf(data.siteJson ?? undefined),
          // The former addresses of what moved, from the repository's history; every page, those not yet up too, the editor reads from the repository.
          moves: data.formerAddresses,
        }),
      )
      .then(() => setPhase("started"))
  }, [data, pageContext])
  // Decap draws into a root of its own; until then the page names itself and says why it is empty.
  if (phase === "started") return null
  return (
    <div style={{ font: "16px system-ui, sans-serif", margin: "2rem" }}>
      <h1 style={{ fontSize: "1.25rem", fontWeight: 600, marginBottom: "0.5rem" }}>{EDITOR_TITLE}</h1>
      <p role="status">{phase === "loading" ? "Loading the content editor…" : <noscript>The content editor needs JavaScript.</noscript>}</p>
    </div>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.AdminPageQuery, AdminPageContext>) {
  return (
    <>
      <title>{data.siteJson ? `${EDITOR_TITLE} | ${data.siteJson.productName}` : EDITOR_TITLE}</title>
      <meta name="robots" content="noindex, nofollow" />
      <style>{EDITOR_STYLE}</style>
      {/* The editor's scripts load with the page, not after React has started it. */}
      {pageContext.editorPreload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  )
}

export const query = graphql`
  query AdminPage {
    ...SiteFields
    siteJson { timeZone }
    formerAddresses { from to }
  }
`
