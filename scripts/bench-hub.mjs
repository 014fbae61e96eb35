// The resources hub at scale: copies of the site with a hub of 10 and of 1,000 articles (2 authors,
// 3 topics, each article its own words), built cold as on Netlify; the 1,000 built again from
// Netlify's cache unchanged, then after one article's sentence changed; and the first search on
// the 1,000's /search in Chromium, counted in brotli bytes, for a word one article holds and for a
// word most hold. Prints each figure against its target; never fails on them.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"
import { build, copyOfSite, edit } from "./bench-growth.mjs"

const PORT = 9433
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
    const day = new Date(Date.UTC(2023, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
    const text = (seed) => `${words(i * 10 + seed, 60)}${i === 7 && seed === 1 ? " The Almaraz decision matters here." : ""}.`
    fs.writeFileSync(
      path.join(content, "pages", `insights-article-${i}.md`),
      `---\ntitle: "Article ${i}: ${words(i, 4)}"\ndescription: "${words(i + 5000, 14)}."\npath: /insights/article-${i}\ndate: ${day}\nauthor: ${i % 2 ? "maya-lindqvist" : "sam-ortiz"}\ntopics:\n  - ${TOPICS[i % 3]}\nsections:\n  - type: text\n    body: |-\n      ## Why it matters\n\n      ${text(1)}\n\n      ## What to do\n\n      ${text(2)}\n---\n`,
    )
  }
  const settings = path.join(content, "site.json")
  const site = JSON.parse(fs.readFileSync(settings, "utf8"))
  site.articles = {
    updated: "Updated",
    minutes: "min read",
    contents: "Contents",
    related: "Related reads",
    articles: "Articles",
    callToAction: { heading: "Draft your next report", body: "See it on your records.", button: "Book a Demo" },
  }
  fs.writeFileSync(settings, `${JSON.stringify(site, null, 2)}\n`)
}

// The brotli bytes of Pagefind's files a first search for each word fetches on a fresh /search, served as Netlify serves the build.
async function firstSearchBytes(dir, queries) {
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: dir,
    env: { ...process.env, SERVE_PORT: String(PORT) },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve) => server.stdout.once("data", resolve))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const bytes = {}
    for (const query of queries) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const sizes = []
      page.on("response", async (response) => {
        if (new URL(response.url()).pathname.startsWith("/pagefind/")) sizes.push(zlib.brotliCompressSync(await response.body()).length)
      })
      await page.goto(`http://localhost:${PORT}/search?q=${encodeURIComponent(query)}`)
      await page.locator("main ol li a").first().waitFor({ timeout: 60_000 })
      await page.waitForLoadState("networkidle")
      bytes[query] = sizes.reduce((a, b) => a + b, 0)
      await context.close()
    }
    return bytes
  } finally {
    await browser.close()
    server.kill()
  }
}

/** The hub's figures, printed and returned. */
export async function measureHub() {
  const folders = []
  try {
    const ten = copyOfSite(folders)
    addHub(ten, 10)
    const figures = { tenArticlesCold: build(ten) }
    const thousand = copyOfSite(folders)
    addHub(thousand, 1000)
    figures.thousandArticlesCold = build(thousand)
    figures.thousandArticlesCachedUnchanged = build(thousand)
    edit(path.join(thousand, "content", "pages", "insights-article-500.md"), "## What to do", "## What to do first")
    figures.thousandArticlesCachedOneChanged = build(thousand)
    const search = await firstSearchBytes(thousand, ["Almaraz", "apportionment"])
    const cold = figures.thousandArticlesCold / figures.tenArticlesCold
    const change = figures.thousandArticlesCachedOneChanged / figures.thousandArticlesCachedUnchanged
    console.log("\nthe hub at scale:")
    for (const [name, seconds] of Object.entries(figures)) console.log(`  ${name}: ${seconds.toFixed(1)} s`)
    console.log(`  1,000 articles cold against 10: ${cold.toFixed(2)}x (target 2x or less)`)
    console.log(`  one article changed against unchanged, from the cache: ${change.toFixed(2)}x (target 1.2x or less)`)
    for (const [query, bytes] of Object.entries(search))
      console.log(`  first search for "${query}": ${(bytes / 1000).toFixed(1)} KB with brotli (target 100 KB or less)`)
    return { ...figures, coldRatio: cold, changeRatio: change, firstSearchBrotliBytes: search }
  } finally {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureHub()
