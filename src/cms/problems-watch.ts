// In develop, a page a writer has open turns into the problems page as soon as the content has a
// problem (a reload, which the server answers with it), instead of keeping what it showed before.
import { developShellScript } from "./develop-shell"

/** Where develop's pages ask whether the content has problems: their lines, as JSON. */
export const PROBLEMS_STATUS = "/__content-problems"

// The editor's addresses and the develop server's own, which go on whatever the content holds.
const DEVELOP_OWN = /^\/(admin(\/|$)|__)/
export const developOwn = (address: string) => DEVELOP_OWN.test(address)

// It reads where the page is at each tick, as the page may have gone to another address without loading.
const watchScript = `setInterval(() => ${DEVELOP_OWN}.test(location.pathname) ||
  fetch(${JSON.stringify(PROBLEMS_STATUS)}, { cache: "no-store" })
    .then((r) => r.json())
    .then((now) => now.problems.length && location.reload())
    .catch(() => {}), 1000)`

/** The script develop's shell carries at `stage`; none in a build. */
export const problemsWatch = (stage?: string) => developShellScript("content-problems-watch", watchScript, stage)
