// A build that starts from an earlier build's public/ (restored from Netlify's cache, or kept on
// this machine) publishes exactly what a clean build would. Gatsby writes again only the pages
// whose data changed, so after the build a file older than it stays only when it is
// - the HTML, page data or static query result of a page Gatsby holds now, or a slice of them;
// - or a built file under /static/ (an image, a copied file) that a file this build keeps names.
// Every other older file is an earlier build's: a file taken out of static/, an image no page
// shows any more, a removed page, earlier builds' scripts (webpack writes all of this build's).
import fs from "node:fs"
import path from "node:path"
import type { Store } from "gatsby"
import { generatePageDataPath } from "gatsby-core-utils/page-data"
import { generateHtmlPath } from "gatsby-core-utils/page-html"
import { listFiles } from "../pages/list-files"

// When this build began, held by the build's own process: Gatsby empties .cache after that moment
// when its plugins changed or its last build failed, and public/ stays as the last build left it.
let buildStartedMs: number | undefined

/**
 * Marks the moment this build began, after Gatsby restored its cache: what is written later is this
 * build's. It is read from a file written in the site's .cache (which git ignores), on the clock of the
 * disk whose times the files' are compared with: a process's own clock may differ from it (a
 * container's, a network disk's, a build for another day under a faked clock), and this build's
 * files must never look older.
 */
export function markBuildStart(siteDir = ".") {
  const marker = path.join(siteDir, ".cache", `build-start-${process.pid}`)
  fs.mkdirSync(path.dirname(marker), { recursive: true })
  fs.writeFileSync(marker, "")
  try {
    buildStartedMs = fs.statSync(marker).mtimeMs
  } finally {
    fs.rmSync(marker, { force: true })
  }
}

type GatsbyState = {
  pages: Map<string, { path: string }>
  staticQueryComponents: Map<string, { hash: string }>
  slices: Map<string, { name: string }>
  html: { slicesProps: { bySliceId: Map<string, unknown> } }
}

/** The files Gatsby keeps for its pages, static queries and slices now, relative to public/ (as its adapters list them). */
export function gatsbyFiles(state: GatsbyState): Set<string> {
  const files = new Set(["page-data/app-data.json", "chunk-map.json", "webpack.stats.json", "_gatsby/slices/_gatsby-scripts-1.html"])
  for (const page of state.pages.values()) files.add(generateHtmlPath("", page.path)).add(generatePageDataPath("", page.path))
  for (const { hash } of state.staticQueryComponents.values()) files.add(`page-data/sq/d/${hash}.json`)
  for (const { name } of state.slices.values()) files.add(`slice-data/${name}.json`)
  for (const name of state.html.slicesProps.bySliceId.keys()) files.add(`_gatsby/slices/${name}-1.html`).add(`_gatsby/slices/${name}-2.html`)
  return files
}

const TEXT = /\.(html|json|css|js|xml|txt|webmanifest)$/
// A built file's address as pages, page data and stylesheets write it: up to a space, quote,
// bracket or backslash (srcset lists them with a space and a width; JSON escapes its newlines).
const BUILT_FILE_ADDRESS = /\/static\/[^\s"'()<>\\]+/g

/** The built files under /static/ that `texts` name, relative to public/. */
export function namedBuiltFiles(texts: Iterable<string>): Set<string> {
  const named = new Set<string>()
  for (const text of texts) {
    for (const [address] of text.matchAll(BUILT_FILE_ADDRESS)) {
      named.add(address.slice(1))
      named.add(decodeURI(address.slice(1)))
    }
  }
  return named
}

/** The files of `publicDir` written before `startedMs` that the build neither keeps for a page (`current`) nor names, relative to it. */
export function staleFiles(publicDir: string, startedMs: number, current: ReadonlySet<string>): string[] {
  const files = listFiles(publicDir).map((file) => path.relative(publicDir, file).split(path.sep).join("/"))
  const older = new Set(files.filter((file) => !current.has(file) && fs.statSync(path.join(publicDir, file)).mtimeMs < startedMs))
  if (!older.size) return []
  const kept = files.filter((file) => !older.has(file) && TEXT.test(file))
  const named = namedBuiltFiles(kept.map((file) => fs.readFileSync(path.join(publicDir, file), "utf8")))
  return [...older].filter((file) => !(file.startsWith("static/") && named.has(file))).sort()
}

// The folders of a removed file that it leaves empty, up to public/ itself.
function removeEmptyFolders(publicDir: string, file: string) {
  for (let dir = path.dirname(file); dir !== "."; dir = path.dirname(dir)) {
    const folder = path.join(publicDir, dir)
    if (!fs.existsSync(folder) || fs.readdirSync(folder).length) return
    fs.rmdirSync(folder)
  }
}

/** Removes from public/ what an earlier build left and this one does not make, but `toBeWritten`; the files removed, relative to it. */
export function removeStaleFiles(store: Store, toBeWritten: string[], publicDir = "public"): string[] {
  if (buildStartedMs === undefined) throw new Error("The build's start was not marked (markBuildStart): an earlier build's files cannot be told apart")
  const current = new Set([...gatsbyFiles(store.getState() as GatsbyState), ...toBeWritten])
  const stale = staleFiles(publicDir, buildStartedMs, current)
  for (const file of stale) fs.rmSync(path.join(publicDir, file))
  for (const file of stale) removeEmptyFolders(publicDir, file)
  return stale
}
