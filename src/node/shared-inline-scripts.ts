// Gatsby writes its globals as several inline scripts, one of which names the page, so
// every page needs hashes of its own in the CSP. After each build, each page gets the same
// two inline scripts instead: its path moves into a data attribute, and the scripts slice's
// globals (chunk mapping, compilation hash) become one script. The policy lists two hashes.
import fs from "node:fs"
import path from "node:path"
import { listFiles } from "./list-files"

const SCRIPTS_SLICE_ID = "_gatsby-scripts-1"
const SCRIPTS_SLICE = new RegExp(`(<!-- slice-start id="${SCRIPTS_SLICE_ID}" -->)[\\s\\S]*?(<!-- slice-end id="${SCRIPTS_SLICE_ID}" -->)`)
const ASYNC_SCRIPT = /<script src="[^"]+" async><\/script>/g
const INLINE_SCRIPT = /<script(?:\s+id="[^"]*")?\s*>([\s\S]*?)<\/script>/g
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/** Gatsby's scripts slice with its inline globals joined into one script, its entry scripts as they were. */
export function sharedScriptsSlice(sliceHtml: string): string {
  const globals = [...sliceHtml.matchAll(INLINE_SCRIPT)].map((match) => match[1]!.trim().replace(/;?$/, ";"))
  const entries = sliceHtml.match(ASYNC_SCRIPT) ?? []
  const rest = sliceHtml.replace(INLINE_SCRIPT, "").replace(ASYNC_SCRIPT, "").trim()
  if (rest) throw new Error(`Gatsby's scripts slice has markup this build step does not know: ${rest.slice(0, 200)}`)
  return `<script id="gatsby-globals">${globals.join("")}</script>${entries.join("")}`
}

/** A built page with its scripts slice replaced by `slice` and its path in an attribute. */
export function withSharedInlineScripts(html: string, slice: string): string {
  return html
    .replace(SCRIPTS_SLICE, (_, start: string, end: string) => `${start}${slice}${end}`)
    .replace(PAGE_PATH_SCRIPT, (_, pagePath: string) =>
      `<script id="gatsby-script-loader" data-page-path="${attribute(JSON.parse(pagePath))}">window.pagePath=document.currentScript.dataset.pagePath</script>`)
}

// Built from Gatsby's own slice file each time, so a page rewritten by an earlier build
// is brought up to date too.
export function shareInlineScriptsInBuild(publicDir: string): void {
  const slice = sharedScriptsSlice(fs.readFileSync(path.join(publicDir, "_gatsby", "slices", `${SCRIPTS_SLICE_ID}.html`), "utf8"))
  for (const file of listFiles(publicDir).filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8")
    const rewritten = withSharedInlineScripts(html, slice)
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
}
