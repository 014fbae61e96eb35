// The writers' editor, Decap CMS, at /admin/: kept out of search, and the only page that loads
// it. The editor is a bundle of its own (src/node/editor-bundle.ts), the same file in develop
// and in production, imported here by its URL.
import React, { useEffect, useState } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { siteFromQuery } from "../content/fragments"
import { backendPortIn, type CmsOptions } from "../cms/cms-config"
import type { SiteIndex } from "../cms/save-checks"
import { EDITOR_TITLE } from "../cms/editor-title"
import { EDITOR_STYLE } from "../cms/editor-style"
import { zoneOf } from "../content/announcement"

type EditorModule = typeof import("../cms/start-cms")
export type AdminPageContext = CmsOptions & { editorScript: string; editorPreload: string[] }
type Phase = "page" | "loading" | "started"

export default function AdminPage({ data, pageContext }: PageProps<Queries.AdminPageQuery, AdminPageContext>) {
  // "page" is the built HTML, which only a browser without JavaScript keeps showing.
  const [phase, setPhase] = useState<Phase>("page")
  useEffect(() => {
    setPhase((current) => (current === "page" ? "loading" : current))
    const { site, buildYear } = siteFromQuery(data)
    const { editorScript, repo, branch } = pageContext
    void (import(/* webpackIgnore: true */ editorScript) as Promise<EditorModule>)
      .then(({ startCms }) =>
        startCms({
          site,
          buildYear,
          repo,
          branch,
          backendPort: backendPortIn(location.search),
          zone: zoneOf(data.siteJson ?? undefined),
          index: siteIndex(data),
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

// The site's pages, addresses, the pages' links and the redirects, for the editor's page lists and the checks it runs before a save or a delete.
const siteIndex = ({ allContentPage, allLegalDocument, siteRedirects, allAuthor, allTopic, siteJson }: Queries.AdminPageQuery): SiteIndex => ({
  addresses: [
    ...allContentPage.nodes.map(({ sourceFile, path, anchors }) => ({ file: sourceFile, path, kind: "page" as const, anchors })),
    // A legal document's anchors are its headings', as the build's check reads them.
    ...allLegalDocument.nodes.map(({ sourceFile, path, blocks }) => ({
      file: sourceFile,
      path,
      kind: "legal" as const,
      anchors: blocks.flatMap(({ id }) => (id ? [id] : [])),
    })),
  ],
  pages: allContentPage.nodes.map(({ path, title, description, date, topics, publish, until }) => ({ path, title, description, date, topics, publish, until })),
  links: allContentPage.nodes.map(({ sourceFile, links }) => ({ file: sourceFile, targets: links })),
  forms: allContentPage.nodes.flatMap(({ sourceFile, sections }) =>
    sections.flatMap((section) => (section.__typename === "FormSection" ? [{ file: sourceFile, name: section.name }] : [])),
  ),
  listing: allContentPage.nodes.filter(({ sections }) => sections.some(({ __typename }) => __typename === "PageListSection")).map(({ path }) => path),
  redirects: siteRedirects,
  articles: allContentPage.nodes.map(({ sourceFile, author, topics }) => ({
    file: sourceFile,
    names: [...(author ? [`content/authors/${author}.md`] : []), ...(topics ?? []).map((topic) => `content/topics/${topic}.md`)],
  })),
  authors: allAuthor.nodes.map(({ authorId, ...author }) => ({ id: authorId, ...author })),
  topics: allTopic.nodes.map(({ topicId, ...topic }) => ({ id: topicId, ...topic })),
  articleWords: siteJson?.articles ?? undefined,
})

export function Head({ data, pageContext }: HeadProps<Queries.AdminPageQuery, AdminPageContext>) {
  return (
    <>
      <title>{`${EDITOR_TITLE} | ${siteFromQuery(data).site.productName}`}</title>
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
    siteJson { timeZone articles { updated minutes contents related articles callToAction { heading body button } } }
    allAuthor(sort: { name: ASC }) { nodes { authorId name role path } }
    allTopic(sort: { name: ASC }) { nodes { topicId name path } }
    allContentPage(sort: { path: ASC }) { nodes { sourceFile path title description anchors links author topics publish until date(formatString: "YYYY-MM-DD") sections { __typename ... on FormSection { name } } } }
    allLegalDocument(sort: { path: ASC }) { nodes { sourceFile path blocks { id } } }
    siteRedirects { from to }
  }
`
