// The editor's page title, and its shell's in develop: gatsby develop serves one shell, made for
// "/", at every address and with no Head (its script adds it), so /admin/ would have no title
// while the editor loads. A line of the shell gives it one there.
import React from "react"

export const EDITOR_TITLE = "Content editor"

// Marked as Head's, which replaces it once the page runs.
const titleScript = `if (/^\\/admin\\/?$/.test(location.pathname)) {
  const title = document.createElement("title")
  title.dataset.gatsbyHead = "true"
  title.textContent = ${JSON.stringify(EDITOR_TITLE)}
  document.head.append(title)
}`

/** What the shell carries at `stage` (Gatsby's BUILD_STAGE) to title /admin/ in develop; a built page has its Head in its HTML. */
export const shellTitle = (stage = process.env.BUILD_STAGE): React.ReactElement[] =>
  stage === "develop-html"
    ? // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own script, in develop only
      [<script key="editor-title" dangerouslySetInnerHTML={{ __html: titleScript }} />]
    : []
