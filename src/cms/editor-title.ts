// The editor's page title, and its shell's in develop: develop's one shell has no Head (its script
// adds it), so /admin/ would have no title while the editor loads. A line of the shell gives it one there.
import { developShellScript } from "./develop-shell"

export const EDITOR_TITLE = "Content editor"

// Marked as Head's, which replaces it once the page runs.
const titleScript = `if (/^\\/admin\\/?$/.test(location.pathname)) {
  const title = document.createElement("title")
  title.dataset.gatsbyHead = "true"
  title.textContent = ${JSON.stringify(EDITOR_TITLE)}
  document.head.append(title)
}`

/** What the shell carries at `stage` to title /admin/ in develop; a built page has its Head in its HTML. */
export const shellTitle = (stage?: string) => developShellScript("editor-title", titleScript, stage)
