// Develop serves one shell, made for "/", at every address, and a built page has its own HTML: what
// develop's pages do at one address alone is a script of the shell that reads where it is.
import React from "react"

/** `script`, in the shell at `stage` (Gatsby's BUILD_STAGE) of develop alone. */
export const developShellScript = (key: string, script: string, stage = process.env.BUILD_STAGE): React.ReactElement[] =>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own script, in develop only
  stage === "develop-html" ? [<script key={key} dangerouslySetInnerHTML={{ __html: script }} />] : []
