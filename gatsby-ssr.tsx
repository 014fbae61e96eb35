// Server rendering: the document language, whether the browser can show PDFs, and the same
// global styles as the browser.
import React from "react"
import type { GatsbySSR } from "gatsby"
import { noPdfViewerScript } from "./src/components/legal/noPdfViewerScript"
import { shellTitle } from "./src/cms/editor-title"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    ...shellTitle(pathname),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own one-line script, hashed into the CSP
    <script key="no-pdf-viewer" dangerouslySetInnerHTML={{ __html: noPdfViewerScript }} />,
  ])
}
