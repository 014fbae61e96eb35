// In develop, a page a writer has open turns into the problems page as soon as the content has a
// problem (a reload, which the server answers with it), instead of keeping what it showed before.
import React from "react"

/** Where develop's pages ask whether the content has problems: their lines, as JSON. */
export const PROBLEMS_STATUS = "/__content-problems"

// The editor's addresses and the develop server's own, which go on whatever the content holds.
const DEVELOP_OWN = /^\/(admin(\/|$)|__)/
export const developOwn = (address: string) => DEVELOP_OWN.test(address)

// Develop serves one shell, made for "/", at every address: the script reads where it is, each
// time, as the page may have gone to another address without loading.
const watchScript = `setInterval(() => ${DEVELOP_OWN}.test(location.pathname) ||
  fetch(${JSON.stringify(PROBLEMS_STATUS)}, { cache: "no-store" })
    .then((r) => r.json())
    .then((now) => now.problems.length && location.reload())
    .catch(() => {}), 1000)`

/** The script develop's shell carries at `stage` (Gatsby's BUILD_STAGE); none in a build. */
export const problemsWatch = (stage = process.env.BUILD_STAGE): React.ReactElement[] =>
  stage === "develop-html"
    ? // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own script, in develop only
      [<script key="content-problems-watch" dangerouslySetInnerHTML={{ __html: watchScript }} />]
    : []
