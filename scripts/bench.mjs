// Lighthouse benchmark of the production build: builds if needed, serves public/ with brotli
// over HTTP/2 on loopback, audits every route three times as a throttled phone, prints the medians and
// writes them to bench-results/lighthouse.json (lighthouse-http1.json). It reports figures; it never fails on them.
// Usage: npm run bench [-- --runs 5] [-- --build] [-- --http1] [-- --route /pricing --route /about]
// --http1 serves plain HTTP/1.1: no TLS handshake in the simulated first request, but every
// response then repeats the full security headers, which HTTP/2 compresses away.
import { execSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { builtRoutes, NOT_FOUND_PATH, PUBLIC_DIR } from "./built-routes.mjs"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    build: { type: "boolean", default: false },
    http1: { type: "boolean", default: false },
    route: { type: "string", multiple: true },
  },
})
const PROTOCOL = options.http1 ? "HTTP/1.1" : "HTTP/2 over TLS"
const RUNS = Number(options.runs)
const PORT = 9431
const OUT_DIR = path.resolve(import.meta.dirname, "..", "bench-results")
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndex: "speed-index",
}
const RESOURCE_TYPES = ["document", "script", "stylesheet", "font", "image", "other", "total"]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function ensureBuild() {
  if (options.build || !fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    execSync("npm run build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  }
}

// A throwaway certificate, so the build is served over HTTP/2 like the CDN serves it: with
// HTTP/1.1 every response would repeat the full security headers, some 1.6 KB each.
function makeCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"))
  const [cert, key] = [path.join(dir, "cert.pem"), path.join(dir, "key.pem")]
  execSync(`openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout ${key} -out ${cert}`, { stdio: "ignore" })
  return { dir, env: { TLS_CERT: cert, TLS_KEY: key } }
}

async function startServer(tlsEnv) {
  const env = { ...process.env, SERVE_PORT: String(PORT), ...tlsEnv }
  const server = spawn(process.execPath, [path.join(import.meta.dirname, "serve.mjs")], { env, stdio: ["ignore", "pipe", "inherit"] })
  await new Promise((resolve, reject) => {
    server.stdout.once("data", resolve)
    server.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)))
  })
  return server
}

// Lighthouse's resource types, folded into the ones reported.
const TYPE_OF = { Document: "document", Script: "script", Stylesheet: "stylesheet", Font: "font", Image: "image" }

// Bytes by type from our own origin; what the browser fetches for itself (its PDF viewer,
// an extension with its own scripts and fonts) is reported apart as "browser".
function transferByType(requests, origin) {
  const transfer = Object.fromEntries([...RESOURCE_TYPES, "browser"].map((type) => [type, { bytes: 0, requests: 0 }]))
  for (const request of requests) {
    const own = request.url.startsWith(origin)
    for (const type of own ? [TYPE_OF[request.resourceType] ?? "other", "total"] : ["browser"]) {
      transfer[type].bytes += Math.max(0, request.transferSize ?? 0)
      transfer[type].requests += 1
    }
  }
  return transfer
}

// One Lighthouse run: Lighthouse's default settings are a mid-range phone on slow 4G, simulated.
async function audit(chrome, url, attempt = 1) {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, ignoreStatusCode: true })
  const { categories, audits } = result.lhr
  // Now and then a run comes back without its metrics; it is reported and run again.
  if (!audits.metrics.details) {
    const reason = `${url} returned no metrics: ${audits.metrics.errorMessage ?? result.lhr.runtimeError?.message ?? "no reason given"}`
    if (attempt === 3) throw new Error(`Lighthouse, three times: ${reason}`)
    console.error(`  (${reason}; running it again)`)
    return audit(chrome, url, attempt + 1)
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(categories[id].score * 100)])),
    metrics: {
      ...Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, audits[id].numericValue])),
      // Lighthouse's CLS adds up every frame's shifts, the browser's own PDF viewer included.
      clsMainFrame: audits.metrics.details.items[0].cumulativeLayoutShiftMainFrame,
    },
    transfer: transferByType(audits["network-requests"].details.items, new URL(url).origin),
  }
}

function summarize(runs) {
  const pick = (group, key, field) => median(runs.map((run) => (field ? run[group][key][field] : run[group][key])))
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick("scores", id)])),
    metrics: Object.fromEntries([...Object.keys(METRICS), "clsMainFrame"].map((name) => [name, pick("metrics", name)])),
    transfer: Object.fromEntries(
      [...RESOURCE_TYPES, "browser"].map((type) => [type, { bytes: pick("transfer", type, "bytes"), requests: pick("transfer", type, "requests") }]),
    ),
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const ms = (value) => `${Math.round(value)} ms`

function printRoute(route, { scores, metrics, transfer }) {
  console.log(`\n${route}`)
  console.log(
    `  scores      performance ${scores.performance} · accessibility ${scores.accessibility} · best practices ${scores["best-practices"]} · SEO ${scores.seo}`,
  )
  console.log(
    `  metrics     FCP ${ms(metrics.fcp)} · LCP ${ms(metrics.lcp)} · TBT ${ms(metrics.tbt)} · CLS ${metrics.cls.toFixed(3)} (our page's frame ${metrics.clsMainFrame.toFixed(3)}) · Speed Index ${ms(metrics.speedIndex)}`,
  )
  console.log(`  transfer    ${RESOURCE_TYPES.map((type) => `${type} ${kb(transfer[type].bytes)} KiB (${transfer[type].requests})`).join(" · ")}`)
  if (transfer.browser.requests)
    console.log(`  browser     ${kb(transfer.browser.bytes)} KiB in ${transfer.browser.requests} requests of the browser's own (its PDF viewer)`)
}

ensureBuild()
const certificate = options.http1 ? undefined : makeCertificate()
const server = await startServer(certificate?.env)
const scheme = certificate ? "https" : "http"
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...CHROMIUM_ARGS] })
const results = {}
try {
  console.log(`Lighthouse ${RUNS}× per route, mobile, simulated throttling, ${PROTOCOL} with brotli; medians:`)
  for (const route of options.route ?? builtRoutes()) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome, `${scheme}://localhost:${PORT}${route}`))
    const label = route === NOT_FOUND_PATH ? `${route} (404)` : route
    results[label] = summarize(runs)
    printRoute(label, results[label])
  }
} finally {
  await chrome.kill()
  server.kill()
  if (certificate) fs.rmSync(certificate.dir, { recursive: true, force: true })
}
fs.mkdirSync(OUT_DIR, { recursive: true })
const file = path.join(OUT_DIR, options.http1 ? "lighthouse-http1.json" : "lighthouse.json")
fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, protocol: PROTOCOL, routes: results }, null, 2)}\n`)
console.log(`\nwrote ${path.relative(process.cwd(), file)}`)
