// The build and the editor, measured: a cold `npm run build` (after `gatsby clean`) with its
// wall time and peak memory, the editor bundle's size, how soon its login screen shows on
// loopback, how the build grows with the content (scripts/bench-growth.mjs), and the resources hub
// at 10 to 5,000 articles (scripts/bench-hub.mjs). Prints figures and writes bench-results/build.json;
// it never fails on them.
// Usage: npm run bench:build [-- --runs 3] [-- --growth no] [-- --hub no] [-- --hub-sizes 10,1000]
//   (--runs 0 measures the editor of the current build only; --growth no and --hub no skip those;
//   --hub-sizes builds hubs of those sizes alone, 10, 1,000, 3,000 and 5,000 articles unless given)
import { execSync, spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"
import { measureGrowth } from "./bench-growth.mjs"
import { HUB_SIZES, measureHub } from "./bench-hub.mjs"

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    growth: { type: "string", default: "yes" },
    hub: { type: "string", default: "yes" },
    "hub-sizes": { type: "string", default: HUB_SIZES.join(",") },
  },
})
const RUNS = Number(options.runs)
const ROOT = path.resolve(import.meta.dirname, "..")
const PUBLIC_DIR = path.join(ROOT, "public")
const OUT_DIR = path.join(ROOT, "bench-results")
const PORT = 9432
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

// Every process below `pid`, read from /proc: Gatsby's workers count towards the build's memory.
function treeRss(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {}
  }
  const rssOf = (id) => {
    try {
      return Number(fs.readFileSync(`/proc/${id}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024
    } catch {
      return 0
    }
  }
  const all = []
  const walk = (id) => {
    all.push(id)
    for (const child of children.get(id) ?? []) walk(child)
  }
  walk(pid)
  const sizes = all.map(rssOf)
  return { total: sizes.reduce((a, b) => a + b, 0), largest: Math.max(...sizes) }
}

// One cold build: wall time, and peak memory sampled every 100 ms (all processes, and the largest one).
async function coldBuild() {
  execSync("npx gatsby clean", { cwd: ROOT, stdio: "ignore" })
  const started = performance.now()
  const build = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  let output = ""
  build.stdout.on("data", (chunk) => (output += chunk))
  build.stderr.on("data", (chunk) => (output += chunk))
  const peak = { total: 0, largest: 0 }
  const sampler = setInterval(() => {
    const rss = treeRss(build.pid)
    peak.total = Math.max(peak.total, rss.total)
    peak.largest = Math.max(peak.largest, rss.largest)
  }, 100)
  const code = await new Promise((resolve) => build.on("exit", resolve))
  clearInterval(sampler)
  if (code !== 0) throw new Error(`npm run build failed:\n${output.slice(-3000)}`)
  const step = (name) => Number(output.match(new RegExp(`success ${name} - ([\\d.]+)s`))?.[1] ?? NaN)
  return {
    seconds: (performance.now() - started) / 1000,
    peakRss: peak.total,
    largestProcessRss: peak.largest,
    webpackBundles: step("Building production JavaScript and CSS bundles"),
    editorBundle: Number(output.match(/content editor bundle: \d+ files \w+(?: \w+)* in ([\d.]+) s/)?.[1] ?? NaN),
    legalHistory: legalHistoryOf(output),
  }
}

// What reading the legal documents' earlier versions from git cost, as the build reports it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC begins a terminal colour code
const COLOUR_CODE = /\u001b\[[0-9;]*[A-Za-z]/g
function legalHistoryOf(output) {
  const [, versions, ms] =
    output
      .replace(COLOUR_CODE, "")
      .replace(/\s*\n\s*/g, " ")
      .match(/Legal documents' history: (\d+) earlier versions? of \d+ documents read from git in (\d+) ms/) ?? []
  return versions === undefined ? "not reported" : `${ms} ms for ${versions} earlier version${versions === "1" ? "" : "s"}`
}

// The editor's own scripts, as the CDN sends them (brotli).
function editorBundleSize() {
  const dir = path.join(PUBLIC_DIR, "admin")
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(".js"))
  const bytes = files.map((file) => fs.readFileSync(path.join(dir, file)))
  const brotli = bytes.map((body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length)
  return { files: files.length, raw: bytes.reduce((a, b) => a + b.length, 0), brotli: brotli.reduce((a, b) => a + b, 0) }
}

// From opening /admin/ to the login screen, served by scripts/serve.mjs on loopback, each load in a fresh browser context.
async function loginScreenTimes() {
  const server = spawn(process.execPath, [path.join(ROOT, "scripts", "serve.mjs")], {
    env: { ...process.env, SERVE_PORT: String(PORT) },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise((resolve) => server.stdout.once("data", resolve))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    // The server compresses each file once; the first load pays for it and is not counted.
    const times = []
    for (let i = 0; i <= 5; i++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const started = performance.now()
      await page.goto(`http://localhost:${PORT}/admin/`)
      await page.getByRole("button", { name: "Login" }).waitFor({ timeout: 60_000 })
      if (i > 0) times.push((performance.now() - started) / 1000)
      await context.close()
    }
    return times
  } finally {
    await browser.close()
    server.kill()
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const builds = []
for (let i = 0; i < RUNS; i++) {
  const run = await coldBuild()
  builds.push(run)
  console.log(
    `cold build ${i + 1}: ${run.seconds.toFixed(1)} s, peak RSS ${mb(run.peakRss)} (largest process ${mb(run.largestProcessRss)}); webpack's bundles ${run.webpackBundles} s, the editor's bundle ${run.editorBundle} s; the legal documents' history ${run.legalHistory}`,
  )
}
const editor = editorBundleSize()
const login = await loginScreenTimes()
const growth = options.growth === "no" ? undefined : await measureGrowth()
const hub = options.hub === "no" ? undefined : await measureHub(options["hub-sizes"].split(",").map(Number))
const summary = {
  date: new Date().toISOString(),
  coldBuild: builds.length
    ? { medianSeconds: median(builds.map((run) => run.seconds)), medianPeakRss: median(builds.map((run) => run.peakRss)), runs: builds }
    : undefined,
  editor: { ...editor, loginScreenSeconds: login, medianLoginScreenSeconds: median(login) },
  growthSeconds: growth,
  hub,
}
if (summary.coldBuild)
  console.log(`\ncold npm run build, median of ${RUNS}: ${summary.coldBuild.medianSeconds.toFixed(1)} s, peak RSS ${mb(summary.coldBuild.medianPeakRss)}`)
console.log(`editor bundle: ${editor.files} files, ${(editor.raw / 1024 / 1024).toFixed(2)} MB, ${(editor.brotli / 1024).toFixed(0)} KiB with brotli`)
console.log(`editor login screen on loopback: ${login.map((s) => s.toFixed(2)).join(", ")} s; median ${summary.editor.medianLoginScreenSeconds.toFixed(2)} s`)
fs.mkdirSync(OUT_DIR, { recursive: true })
fs.writeFileSync(path.join(OUT_DIR, "build.json"), `${JSON.stringify(summary, null, 2)}\n`)
console.log(`wrote ${path.relative(process.cwd(), path.join(OUT_DIR, "build.json"))}`)
