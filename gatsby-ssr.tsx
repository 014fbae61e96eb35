// Server rendering: the document language, whether the browser can show PDFs, and the same
// global styles as the browser; in develop, the editor's title and the watch for content problems.
import React from "react"
import type { GatsbySSR } from "gatsby"
import { noPdfViewerScript } from "./src/components/legal/noPdfViewerScript"
import { shellTitle } from "./src/cms/editor-title"
import { problemsWatch } from "./src/cms/problems-watch"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    ...shellTitle(),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own one-line script, hashed into the CSP
    <script key="no-pdf-viewer" dangerouslySetInnerHTML={{ __html: noPdfViewerScript }} />,
  ])
  setPostBodyComponents(problemsWatch())
}
