// What a first visit to a built route costs, computed from the files in public/ as a CDN
// serves them (brotli, quality 11): the HTML with its inlined CSS, the scripts Gatsby runs
// to make the page interactive (on the first interaction), the page's data, any font the CSS
// asks for, and its images as a phone loads them (image-weight.ts).
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { imageBytes } from "./image-weight"

const PUBLIC_DIR = path.join(__dirname, "..", "public")

const KIB = 1024
// The performance targets are 90 KB of JavaScript and 110 KB in all on a first visit; these
// sit just above today's figures so that any growth is a decision, not an accident.
// Images are counted apart from the total: a page with a photo may spend up to 100 KiB on its
// images as a 360 px phone loads them (a photo the width of the text, in AVIF: 30 to 80 KiB;
// the phone's photo as uploaded was 3.9 MB).
// Every page inlines the whole stylesheet, which grows with the kinds of section (6.2 KiB with
// thirteen): a page with only its own sections' styles would miss the next page's after an
// in-place navigation. 7 KiB, as Lighthouse found the first paint unchanged (docs/testing.md). The
// total went from 98 to 100 KiB with the views of those kinds in the page template's script (0.9 KiB),
// which loads on the first interaction, not before the first paint: still within the 110 KB target.
// It went to 101 KiB with the video's view and the announcement's band in that script (0.5 KiB) and
// the band in every page's HTML while an announcement runs (0.15 KiB). It went to 102 KiB with the
// rows every list of cards shares (src/components/ui/card-row.ts: its columns in the page template's
// script and each list's columns in the HTML), which took the writers' /how-it-works 31 bytes past 101.
export const BUDGET = { js: 88 * KIB, html: 12 * KIB, css: 7 * KIB, data: 3 * KIB, fonts: 0, total: 102 * KIB, images: 100 * KIB }
// The legal pages carry their documents' whole text, in the HTML and again in the page data
// React hydrates from (terms: 9.7 KiB of HTML, 2.8 KiB of data today).
export const LEGAL_BUDGET = { ...BUDGET, data: 4 * KIB }

export type RouteWeight = {
  html: number
  css: number
  js: number
  data: number
  fonts: number
  images: number
  total: number
  scripts: string[]
  scriptSource: string
}

const brotli = (body: Buffer | string) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
// Every route starts the same framework and app scripts: each file is compressed once.
const compressedFiles = new Map<string, number>()
const brotliOfFile = (file: string) => compressedFiles.get(file) ?? compressedFiles.set(file, brotli(fs.readFileSync(file))).get(file)!
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** The built page for a route: "/" → index.html, "/about" → about/index.html, "/404.html". */
function htmlFileFor(route: string) {
  if (route.endsWith(".html")) return route
  return route === "/" ? "/index.html" : `${route}/index.html`
}

function pageDataDir(route: string) {
  return route === "/" ? "index" : route.slice(1)
}

/** The route's weight in the build at `publicDir` (this site's public/ unless named). */
export function routeWeight(route: string, publicDir = PUBLIC_DIR): RouteWeight {
  const read = (urlPath: string) => fs.readFileSync(path.join(publicDir, urlPath))
  const html = read(htmlFileFor(route)).toString("utf8")
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("\n")
  const pageDataPath = `/page-data/${pageDataDir(route)}/page-data.json`
  const pageData = JSON.parse(read(pageDataPath).toString("utf8")) as { componentChunkName: string }
  // The entry scripts the page starts on the first interaction, then the page component's
  // chunks from the inlined chunk mapping: what a visitor who touches the page downloads.
  const chunkMapping = JSON.parse(JSON.parse(/window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html)![1]!)) as Record<string, string[]>
  const entries = JSON.parse(
    /data-sources="([^"]*)"/
      .exec(html)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  ) as string[]
  const scripts = [...new Set([...entries, ...(chunkMapping[pageData.componentChunkName] ?? [])])]
  const fonts = [...new Set([...styles.matchAll(/url\(([^)]+\.woff2?)\)/g)].map((m) => m[1]!.replace(/["']/g, "")))]
  const weight = {
    html: brotli(html),
    css: brotli(styles),
    js: sum(scripts.map((script) => brotliOfFile(path.join(publicDir, script)))),
    data: brotli(read(pageDataPath)) + brotli(read("/page-data/app-data.json")),
    fonts: sum(fonts.map((font) => read(font).length)),
    images: imageBytes(html, publicDir),
  }
  return {
    ...weight,
    total: weight.html + weight.js + weight.data + weight.fonts,
    scripts,
    scriptSource: scripts.map((script) => read(script).toString("utf8")).join("\n"),
  }
}
