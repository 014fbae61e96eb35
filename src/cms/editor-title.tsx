// The editor's page title, and its shell's: gatsby develop's page shell has no Head (its script
// adds it), so /admin/ would have no title while the editor loads.
import React from "react"

export const EDITOR_TITLE = "Content editor"

/** The title the shell of `pathname` carries at `stage` (Gatsby's BUILD_STAGE): /admin/'s in develop; marked as Head's, which replaces it once the page runs. */
export const shellTitle = (pathname: string, stage = process.env.BUILD_STAGE): React.ReactElement[] =>
  stage === "develop-html" && /^\/admin\/?$/.test(pathname)
    ? [
        <title key="editor-title" data-gatsby-head="true">
          {EDITOR_TITLE}
        </title>,
      ]
    : []
