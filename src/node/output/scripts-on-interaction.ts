// Every page works without JavaScript: React only adds in-place navigation, tooltips and the
// menu's Escape key. So after each build, Gatsby's entry scripts start on the visitor's first
// pointer move, touch or key press instead of at load, and a visitor who only reads runs none.
// The pages' inline scripts are also made the same everywhere, so the CSP lists two hashes:
// the page path moves into a data attribute, and the scripts slice becomes one script.
import fs from "node:fs"
import path from "node:path"
import { listFiles } from "../pages/list-files"
import { ADMIN_ROUTE } from "../editor/admin-route"

const SCRIPTS_SLICE_ID = "_gatsby-scripts-1"
const SCRIPTS_SLICE = new RegExp(`(<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->)[\\s\\S]*?(<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->)`)
const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g
const INLINE_SCRIPT = /<script(?:\s+id="[^"]*")?\s*>([\s\S]*?)<\/script>/g
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/

/** The events that show a visitor reaching for the page, heard before anything else sees them. */
export const INTERACTION_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin"]

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

// The scripts download together and run in order (async=false), each in its own task.
// A page whose address holds what it asks for (/search?q=…, from a form with
// data-scripts-at-load-with="q") starts them at once: the visitor has already asked.
const LOADER = `(function(sources,events){function start(){events.forEach(function(type){removeEventListener(type,start,true)});sources.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})}var asks=document.querySelector("[data-scripts-at-load-with]");if(asks&&new URLSearchParams(location.search).get(asks.getAttribute("data-scripts-at-load-with")))return start();events.forEach(function(type){addEventListener(type,start,{capture:true,passive:true})})})(JSON.parse(document.currentScript.dataset.sources),${JSON.stringify(INTERACTION_EVENTS)})`

/**
 * Gatsby's scripts slice (chunk mapping, compilation hash, entry scripts) as one inline
 * script that sets the globals and starts the entry scripts, listed in its data-sources,
 * on the first interaction.
 */
export function scriptsOnInteraction(sliceHtml: string): string {
  const globals = [...sliceHtml.matchAll(INLINE_SCRIPT)].map((match) => match[1]!.trim().replace(/;?$/, ";"))
  const sources = [...sliceHtml.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!)
  const rest = sliceHtml.replace(INLINE_SCRIPT, "").replace(ASYNC_SCRIPT, "").trim()
  if (rest) throw new Error(`Gatsby's scripts slice has markup this build step does not know: ${rest.slice(0, 200)}`)
  if (!sources.length) throw new Error("Gatsby's scripts slice lists no entry scripts")
  return `<script id="gatsby-entry-scripts" data-sources="${attribute(JSON.stringify(sources))}">${globals.join("")}${LOADER}</script>`
}

/** A built page with its scripts slice replaced by `scripts` and its path in an attribute. */
export function withScriptsOnInteraction(html: string, scripts: string): string {
  return html
    .replace(SCRIPTS_SLICE, (_, start: string, end: string) => `${start}${scripts}${end}`)
    .replace(
      PAGE_PATH_SCRIPT,
      (_, pagePath: string) =>
        `<script id="gatsby-script-loader" data-page-path="${attribute(JSON.parse(pagePath))}">window.pagePath=document.currentScript.dataset.pagePath</script>`,
    )
}

// Built from Gatsby's own slice file each time, so a page rewritten by an earlier build
// is brought up to date too. The writers' editor is all script, so it starts at load.
export function startScriptsOnInteractionInBuild(publicDir: string): void {
  const scripts = scriptsOnInteraction(fs.readFileSync(path.join(publicDir, "_gatsby", "slices", `${SCRIPTS_SLICE_ID}.html`), "utf8"))
  const editor = path.join(publicDir, ADMIN_ROUTE, "index.html")
  for (const file of listFiles(publicDir).filter((name) => name.endsWith(".html") && name !== editor)) {
    const html = fs.readFileSync(file, "utf8")
    const rewritten = withScriptsOnInteraction(html, scripts)
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
}
