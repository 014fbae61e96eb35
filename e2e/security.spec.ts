// Headers, the Content-Security-Policy in action, and privacy: no third party, no cookie.
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { WHOLE_BROWSER } from "./browser"
import { NOT_FOUND, ROUTES } from "./routes"
import { FIRST_TOOLTIP, startPageScripts } from "./page-scripts"
import { writeHeadersFile } from "../src/node/headers/security-headers"
import { freePort, stopGroup, until } from "../src/test/processes"
import { temporaryFolders } from "../src/test/temporary-folders"

const folder = temporaryFolders(test.afterAll)
const PAGES = [...ROUTES.map((route) => route.path), NOT_FOUND.path]

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
    document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
})

const violations = (page: import("@playwright/test").Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

for (const path of PAGES) {
  test(`${path} is served with strict security headers`, async ({ request }) => {
    const response = await request.get(path)
    const headers = response.headers()
    // An unknown path, which no rule of the site's policy matches, has it from the 404 page's <meta>.
    const meta = (await response.text()).match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1]
    const csp = path === NOT_FOUND.path ? meta! : headers["content-security-policy"]!
    expect(path === NOT_FOUND.path ? headers["content-security-policy"] : meta).toBeUndefined()
    const directive = (name: string) => csp.split(/;\s*/).find((part) => part.startsWith(`${name} `))
    expect(directive("default-src")).toBe("default-src 'self'")
    expect(directive("script-src")).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
    for (const name of ["object-src", "frame-src", "base-uri", "form-action"]) expect(directive(name)).toBe(`${name} 'self'`)
    if (path !== NOT_FOUND.path) expect(directive("frame-ancestors")).toBe("frame-ancestors 'self'")
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN")
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/)
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(headers["permissions-policy"]).toContain(`${feature}=()`)
  })

  test(`${path} loads nothing from a third party, sets no cookie and breaks no CSP rule`, async ({ page, context, baseURL }) => {
    const origins = new Set<string>()
    page.on("request", (request) => origins.add(new URL(request.url()).origin))
    await page.goto(path)
    await startPageScripts(page)
    expect([...origins].filter((origin) => origin !== new URL(baseURL!).origin && origin !== "null")).toEqual([])
    expect(await context.cookies()).toEqual([])
    expect(await violations(page)).toEqual([])
  })
}

test("HTML and page data revalidate; hashed scripts, styles and /static/ are immutable", async ({ page, request }) => {
  const cacheOf = async (url: string) => (await request.get(url)).headers()["cache-control"]
  const assets: string[] = []
  page.on("response", (response) => assets.push(new URL(response.url()).pathname))
  await page.goto("/about")
  await startPageScripts(page)
  expect(await cacheOf("/about")).toBe("public, max-age=0, must-revalidate")
  expect(await cacheOf("/page-data/about/page-data.json")).toBe("public, max-age=0, must-revalidate")
  const script = assets.find((asset) => /^\/app-[0-9a-f]+\.js$/.test(asset))!
  expect(await cacheOf(script)).toBe("public, max-age=31536000, immutable")
  const staticAsset = assets.find((asset) => asset.startsWith("/static/"))!
  expect(await cacheOf(staticAsset)).toBe("public, max-age=31536000, immutable")
})

test("the PDF viewer, tooltips and menu work under the policy", WHOLE_BROWSER, async ({ page }) => {
  await page.goto("/terms-of-service")
  await expect(page.locator('object[type="application/pdf"]')).toBeVisible()
  await page.goto("/")
  await startPageScripts(page)
  await page.getByRole("link", { name: "Note 1" }).focus()
  await expect(page.getByRole("tooltip")).toBeVisible(FIRST_TOOLTIP)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.getByText("Menu", { exact: true }).click()
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test("no path of the build is matched by two header rules that set the same header", () => {
  const check = spawnSync(process.execPath, ["scripts/serve.mjs", "--check"], { encoding: "utf8" })
  expect(check.stderr).toBe("")
  expect(check.status).toBe(0)
  expect(check.stdout).toMatch(/no path matched by two that set the same header \(\d{2,} paths checked\)/)
})

test("the local server refuses a headers file whose rules overlap instead of picking one", () => {
  const dir = folder("public-")
  fs.writeFileSync(path.join(dir, "index.html"), "<p>Hi</p>")
  fs.writeFileSync(
    path.join(dir, "_headers"),
    "/*\n  Content-Security-Policy: default-src 'self'\n\n/admin/*\n  Content-Security-Policy: default-src 'self' 'unsafe-eval'\n",
  )
  const check = spawnSync(process.execPath, ["scripts/serve.mjs", "--check"], { encoding: "utf8", env: { ...process.env, PUBLIC_DIR: dir } })
  expect(check.status).toBe(1)
  expect(check.stderr).toContain("/admin: content-security-policy is set by /* and /admin/*")
})

test("the overlap check holds a build to both of Netlify's readings of a rule: /og/* taking /og-image.png (its headers parser) is an overlap too", () => {
  const dir = folder("public-")
  fs.writeFileSync(path.join(dir, "og-image.png"), "png")
  fs.writeFileSync(path.join(dir, "_headers"), "/og/*\n  Cache-Control: public, max-age=0\n\n/og-image.png\n  Cache-Control: public, max-age=86400\n")
  const check = spawnSync(process.execPath, ["scripts/serve.mjs", "--check"], { encoding: "utf8", env: { ...process.env, PUBLIC_DIR: dir } })
  expect(check.status).toBe(1)
  expect(check.stderr).toContain("/og-image.png: cache-control is set by /og/* and /og-image.png")
})

test("a _headers rule's segment reading matches Netlify's redirect engine: /pricing/* takes /pricing and what is under it, not /pricing-plans", async () => {
  const { segmentPattern: rulePattern } = await import("../scripts/header-rules.mjs")
  const { parsePlain } = await import("netlify-redirector")
  const probes = ["/", "/pricing", "/pricing/", "/pricing/a/b", "/pricing-plans", "/pricingx", "/about"]
  for (const rule of ["/pricing/*", "/*", "/about"]) {
    const netlify = await parsePlain(`${rule} /elsewhere 301\n`, {})
    const matchedByNetlify = probes.filter((probe) =>
      netlify.match({ scheme: "https", host: "localhost", path: probe, query: "", getHeader: () => "", getCookie: () => "" }),
    )
    expect([rule, probes.filter((probe) => rulePattern(rule).test(probe))]).toEqual([rule, matchedByNetlify])
  }
})

test("an HTML file that lies in public/ but is no page the build rendered (copied from static/) runs no script under the policy", async ({ page }) => {
  const dir = folder("public-")
  fs.mkdirSync(path.join(dir, "legal"))
  fs.writeFileSync(path.join(dir, "index.html"), '<!doctype html><title>Home</title><script>document.title="home ran"</script>')
  fs.writeFileSync(path.join(dir, "legal", "evil.html"), '<!doctype html><title>Evil</title><script>document.title="ran"</script>')
  writeHeadersFile(dir, ["/index.html"])
  const port = await freePort()
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PUBLIC_DIR: dir, SERVE_PORT: String(port) },
    stdio: "ignore",
    detached: true,
  })
  try {
    const base = `http://localhost:${port}`
    await until("the server", () => fetch(`${base}/`).then((answer) => answer.ok || undefined), 20)
    // The rendered page's script runs under the same policy: the policy is not simply shut.
    await page.goto(`${base}/`)
    await expect(page).toHaveTitle("home ran")
    await page.goto(`${base}/legal/evil.html`)
    await expect(page).toHaveTitle("Evil")
    expect(await violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)])
  } finally {
    await stopGroup(server)
  }
})

test("/.well-known/security.txt tells a researcher where to report, until a date still ahead (RFC 9116)", async ({ request }) => {
  const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", "site.json"), "utf8")) as {
    siteUrl: string
    security: { contact: string; expires: string }
  }
  const response = await request.get("/.well-known/security.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toBe(
    `Contact: mailto:${site.security.contact}\nExpires: ${site.security.expires}T23:59:59.000Z\nCanonical: ${site.siteUrl}/.well-known/security.txt\nPreferred-Languages: en\n`,
  )
  expect(Date.parse(text.match(/^Expires: (.+)$/m)![1]!)).toBeGreaterThan(Date.now())
})
