// The resources hub at scale: copies of the site with a hub of 10, 1,000, 3,000 and 5,000 articles
// (2 authors, 3 topics, each article its own words), each built cold as on Netlify, with the rate
// of its page queries as Gatsby reports it, its largest feed and its largest page data; the 1,000
// built again from Netlify's cache unchanged, then after one article's sentence changed; and on
// each hub, the first search on /search in Chromium, counted in brotli bytes, part by part, for a
// word one article holds and for a word most hold. Prints each figure against its target; never
// fails on them.
// The editor's check of an article as a writer changes it is timed on each hub too (--editor: that alone, without the builds).
// Usage: node scripts/bench-hub.mjs [--sizes 10,1000] [--editor] (npm run bench:build -- --hub-sizes 10,1000)
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"
import { build, buildRun, copyOfSite, edit } from "./bench-growth.mjs"
import { editorCheckTimes } from "./bench-editor-check.mjs"

const PORT = 9433
export const HUB_SIZES = [10, 1000, 3000, 5000]
const TOPICS = ["apportionment", "records-review", "report-writing"]
const WORDS =
  "record chronology impairment rating apportionment causation deposition treating physician evaluator citation summary diagnosis injury claim employer insurer attorney testimony imaging surgery therapy restriction disability permanent temporary guideline table whole person lumbar cervical shoulder knee wrist".split(
    " ",
  )

// A small deterministic generator, so every run indexes the same words.
function words(seed, count) {
  let x = seed * 2654435761
  return Array.from({ length: count }, () => {
    x = (x ^ (x << 13)) >>> 0
    x = (x ^ (x >>> 17)) >>> 0
    x = (x ^ (x << 5)) >>> 0
    return WORDS[x % WORDS.length]
  }).join(" ")
}

/** Writes a hub of `count` articles into the copy at `dir`; article 7 alone holds the word "Almaraz". */
export function addHub(dir, count) {
  const content = path.join(dir, "content")
  fs.mkdirSync(path.join(content, "authors"), { recursive: true })
  fs.mkdirSync(path.join(content, "topics"), { recursive: true })
  for (const [id, name] of [
    ["maya-lindqvist", "Dr. Maya Lindqvist"],
    ["sam-ortiz", "Sam Ortiz"],
  ])
    fs.writeFileSync(path.join(content, "authors", `${id}.md`), `---\nname: ${name}\nrole: Writer\n---\n\n${name} writes for evaluators.\n`)
  for (const id of TOPICS)
    fs.writeFileSync(path.join(content, "topics", `${id}.md`), `---\nname: ${id.replace("-", " ")}\ndescription: Articles on ${id.replace("-", " ")}.\n---\n`)
  const list =
    "---\ntitle: Insights\ndescription: Notes for evaluators.\npath: /insights\nsections:\n  - type: pageList\n    heading: Latest insights\n    order: newest first\n---\n"
  fs.writeFileSync(path.join(content, "pages", "insights.md"), list)
  for (let i = 1; i <= count; i++) {
    // One a day back from the first day of 2026, so that every article is live on any day the bench runs (a date after the build's day is refused).
    const day = new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10)
    const text = (seed) => `${words(i * 10 + seed, 60)}${i === 7 && seed === 1 ? " The Almaraz decision matters here." : ""}.`
    fs.writeFileSync(
      path.join(content, "pages", `insights-article-${i}.md`),
      `---\ntitle: "Article ${i}: ${words(i, 4)}"\ndescription: "${words(i + 5000, 14)}."\npath: /insights/article-${i}\ndate: ${day}\nauthor: ${i % 2 ? "maya-lindqvist" : "sam-ortiz"}\ntopics:\n  - ${TOPICS[i % 3]}\nsections:\n  - type: text\n    body: |-\n      ## Why it matters\n\n      ${text(1)}\n\n      ## What to do\n\n      ${text(2)}\n---\n`,
    )
  }
}

// The words searched on each hub: one only one article holds, and one nearly every article holds.
const QUERIES = ["Almaraz", "apportionment"]
// What each file a first search fetches is: the search's script (a chunk the page's HTML does not name), or a part of its index by its address.
const SEARCH_PARTS = [
  ["shard list", /^\/search-index\/index\.json$/],
  ["word lists", /^\/search-index\/words\//],
  ["shards", /^\/search-index\/shard\//],
  ["excerpts", /^\/search-index\/page\//],
]
const partOf = (pathname) => SEARCH_PARTS.find(([, address]) => address.test(pathname))?.[0] ?? (pathname.endsWith(".js") ? "program" : pathname)

/** The brotli bytes of the files a first search for each word fetches on a fresh /search, served as Netlify serves the build: in all, and by part. */
async function firstSearchBytes(dir, queries) {
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: dir,
    env: { ...process.env, SERVE_PORT: String(PORT) },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve) => server.stdout.once("data", resolve))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const pageScripts = new Set((await (await fetch(`http://localhost:${PORT}/search`)).text()).match(/\/[\w.-]+\.js/g))
    const bytes = {}
    for (const query of queries) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const parts = {}
      page.on("response", async (response) => {
        const { pathname } = new URL(response.url())
        if (!pathname.startsWith("/search-index/") && !(pathname.endsWith(".js") && !pageScripts.has(pathname))) return
        const bytes = zlib.brotliCompressSync(await response.body()).length
        parts[partOf(pathname)] = (parts[partOf(pathname)] ?? 0) + bytes
      })
      await page.goto(`http://localhost:${PORT}/search?q=${encodeURIComponent(query)}`)
      await page.locator("main ol li a").first().waitFor({ timeout: 60_000 })
      await page.waitForLoadState("networkidle")
      bytes[query] = { total: Object.values(parts).reduce((a, b) => a + b, 0), parts }
      await context.close()
    }
    return bytes
  } finally {
    await browser.close()
    server.kill()
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC begins a terminal colour code
const COLOUR_CODE = /\u001b\[[0-9;]*[A-Za-z]/g
/** The page queries' count and rate as Gatsby's log reports them ("run queries in workers - 61.2s - 5431/5431 88.74/s", or "run page queries" on one core). */
export function queryRate(output) {
  const line = output.replace(COLOUR_CODE, "").match(/run (?:queries in workers|page queries) - ([\d.]+)s - (\d+)\/(\d+) ([\d.]+)\/s/)
  return line ? { seconds: Number(line[1]), queries: Number(line[3]), perSecond: Number(line[4]) } : undefined
}

// Every file under `dir` whose name is `name`.
const filesNamed = (dir, name) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() && entry.name === name ? [path.join(entry.parentPath, entry.name)] : []))
/** The largest file named `name` in the build's public/: its address and bytes. */
export function largest(publicDir, name) {
  const [file, bytes] = filesNamed(publicDir, name)
    .map((file) => [file, fs.statSync(file).size])
    .reduce((a, b) => (b[1] > a[1] ? b : a), ["", 0])
  return { path: `/${path.relative(publicDir, file)}`, bytes }
}

// The article a writer edits in the editor's check.
const EDITED = "content/pages/insights-article-7.md"
const ms = (milliseconds) => `${Math.round(milliseconds)} ms`
const editorLine = (count, { first, change }) =>
  `  the editor's check of an article at ${count} articles: ${ms(first)} the first (every file read), ${ms(change)} each change after it (median of 7)`

// One hub built cold: its seconds, its page queries' rate, its largest feed and page data, the machine's load as it ended, its first searches, and the editor's check.
async function coldHub(dir, count) {
  addHub(dir, count)
  const editorCheck = await editorCheckTimes(dir, EDITED)
  const { seconds, output } = buildRun(dir)
  const publicDir = path.join(dir, "public")
  return {
    articles: count,
    seconds,
    queries: queryRate(output),
    largestFeed: largest(publicDir, "feed.xml"),
    largestPageData: largest(path.join(publicDir, "page-data"), "page-data.json"),
    load: os.loadavg()[0],
    firstSearch: await firstSearchBytes(dir, QUERIES),
    editorCheck,
  }
}

/** The editor's check on hubs of `sizes` articles, without building them. */
export async function measureEditorCheck(sizes = HUB_SIZES) {
  const folders = []
  try {
    for (const count of sizes) {
      const dir = copyOfSite(folders)
      addHub(dir, count)
      console.log(editorLine(count, await editorCheckTimes(dir, EDITED)))
      fs.rmSync(dir, { recursive: true, force: true })
    }
  } finally {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The hub's figures at `sizes` articles, printed and returned. */
export async function measureHub(sizes = HUB_SIZES) {
  const folders = []
  try {
    const hubs = []
    const figures = {}
    let thousand
    for (const count of sizes) {
      const dir = copyOfSite(folders)
      const hub = await coldHub(dir, count)
      hubs.push(hub)
      const rate = hub.queries ? `${hub.queries.queries} queries in ${hub.queries.seconds} s, ${hub.queries.perSecond}/s` : "no query rate in the log"
      console.log(
        `hub of ${count} articles, cold: ${hub.seconds.toFixed(1)} s; ${rate}; largest feed ${hub.largestFeed.path} ${kb(hub.largestFeed.bytes)}, largest page data ${hub.largestPageData.path} ${kb(hub.largestPageData.bytes)} (load ${hub.load.toFixed(1)})`,
      )
      if (count === 1000) thousand = dir
      else fs.rmSync(dir, { recursive: true, force: true })
    }
    const at = (count) => hubs.find((hub) => hub.articles === count)
    if (thousand) {
      figures.thousandArticlesCachedUnchanged = build(thousand)
      edit(path.join(thousand, "content", "pages", "insights-article-500.md"), "## What to do", "## What to do first")
      figures.thousandArticlesCachedOneChanged = build(thousand)
    }
    console.log("\nthe hub at scale:")
    for (const hub of hubs) console.log(`  ${hub.articles} articles cold: ${hub.seconds.toFixed(1)} s, ${hub.queries?.perSecond ?? "?"} page queries/s`)
    for (const [name, seconds] of Object.entries(figures)) console.log(`  ${name}: ${seconds.toFixed(1)} s`)
    const ratios = {}
    if (at(10) && at(1000)) {
      ratios.coldRatio = at(1000).seconds / at(10).seconds
      console.log(`  1,000 articles cold against 10: ${ratios.coldRatio.toFixed(2)}x (target 2x or less)`)
    }
    const largestRate = at(Math.max(...sizes))?.queries?.perSecond
    if (at(1000)?.queries && largestRate && Math.max(...sizes) > 1000) {
      ratios.queryRateRatio = largestRate / at(1000).queries.perSecond
      console.log(`  page queries a second at ${Math.max(...sizes)} articles against 1,000: ${ratios.queryRateRatio.toFixed(2)}x (target 0.8x or more)`)
    }
    if (thousand) {
      ratios.changeRatio = figures.thousandArticlesCachedOneChanged / figures.thousandArticlesCachedUnchanged
      console.log(`  one article changed against unchanged, from the cache: ${ratios.changeRatio.toFixed(2)}x (target 1.2x or less)`)
    }
    const pageData = Math.max(...hubs.map((hub) => hub.largestPageData.bytes))
    const feed = Math.max(...hubs.map((hub) => hub.largestFeed.bytes))
    console.log(`  largest page data: ${kb(pageData)} (target 64 KB or less); largest feed: ${kb(feed)} (target 256 KB or less)`)
    for (const hub of hubs)
      for (const [query, { total, parts }] of Object.entries(hub.firstSearch)) {
        const byPart = Object.entries(parts).map(([part, bytes]) => `${part} ${(bytes / 1000).toFixed(1)}`)
        console.log(
          `  first search at ${hub.articles} articles for "${query}": ${(total / 1000).toFixed(1)} KB with brotli (target 100 KB or less): ${byPart.join(", ")}`,
        )
      }
    for (const hub of hubs) console.log(editorLine(hub.articles, hub.editorCheck))
    return { hubs, ...figures, ...ratios }
  } finally {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { sizes: { type: "string" }, editor: { type: "boolean" } } })
  const sizes = values.sizes ? values.sizes.split(",").map(Number) : HUB_SIZES
  await (values.editor ? measureEditorCheck(sizes) : measureHub(sizes))
}
