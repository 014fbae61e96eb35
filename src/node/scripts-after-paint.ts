// Gatsby's entry scripts are async, so on a fast connection they can run before the browser
// paints, holding the first (and largest) paint behind React's start-up. After each build,
// every page instead fetches and runs them once its first frame is on screen. They are not
// preloaded: a preload would raise their priority and compete with the page's first paint.
// The inline scripts are also made the same on every page, so the CSP needs two hashes.
import fs from "node:fs"
import path from "node:path"
import { listFiles } from "./list-files"

const SCRIPTS_SLICE_ID = "_gatsby-scripts-1"
const SCRIPTS_SLICE = new RegExp(`(<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->)[\\s\\S]*?(<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->)`)
const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g
const INLINE_SCRIPT = /<script(?:\s+id="[^"]*")?\s*>([\s\S]*?)<\/script>/g
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

// The first paint entry is reported once the browser has put pixels on screen; where paint
// timing is not supported, the scripts start at once. They download together but run in
// order (async=false), so React's framework chunk is only compiled in its own task and the
// app's start-up runs in the next one, rather than both at once in whichever lands last.
const LOADER = `(function(sources){function start(){sources.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})}if(!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0))return start();new PerformanceObserver(function(list,observer){observer.disconnect();start()}).observe({type:"paint",buffered:true})})(JSON.parse(document.currentScript.dataset.sources))`

/**
 * Gatsby's scripts slice (chunk mapping, compilation hash, entry scripts) as one inline
 * script; the entry scripts are listed in its data-sources attribute.
 */
export function scriptsAfterPaint(sliceHtml: string): string {
  const globals = [...sliceHtml.matchAll(INLINE_SCRIPT)].map((match) => match[1]!.trim().replace(/;?$/, ";"))
  const sources = [...sliceHtml.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!)
  const rest = sliceHtml.replace(INLINE_SCRIPT, "").replace(ASYNC_SCRIPT, "").trim()
  if (rest) throw new Error(`Gatsby's scripts slice has markup this build step does not know: ${rest.slice(0, 200)}`)
  return `<script id="gatsby-entry-scripts" data-sources="${attribute(JSON.stringify(sources))}">${globals.join("")}${LOADER}</script>`
}

/**
 * A built page with its scripts slice replaced by `scripts` and its page path moved from
 * the inline script's text into an attribute, so that script reads the same on every page.
 */
export function withScriptsAfterPaint(html: string, scripts: string): string {
  return html
    .replace(SCRIPTS_SLICE, (_, start: string, end: string) => `${start}${scripts}${end}`)
    .replace(PAGE_PATH_SCRIPT, (_, pagePath: string) =>
      `<script id="gatsby-script-loader" data-page-path="${attribute(JSON.parse(pagePath))}">window.pagePath=document.currentScript.dataset.pagePath</script>`)
}

// Built from Gatsby's own slice file each time, so a page rewritten by an earlier build
// is brought up to date too.
export function startScriptsAfterPaintInBuild(publicDir: string): void {
  const scripts = scriptsAfterPaint(fs.readFileSync(path.join(publicDir, "_gatsby", "slices", `${SCRIPTS_SLICE_ID}.html`), "utf8"))
  for (const file of listFiles(publicDir).filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8")
    const rewritten = withScriptsAfterPaint(html, scripts)
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
}
