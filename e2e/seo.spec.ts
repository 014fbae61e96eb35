// What search engines and link previews read: tags, structured data, sitemap, robots, icons.
import { chromium, expect, test } from "@playwright/test"
import { BROWSER_ENV, CHROMIUM_ARGS, CHROMIUM_PATH, WHOLE_BROWSER } from "./browser"
import { NOT_FOUND, ROUTES, SITE } from "./routes"

for (const route of ROUTES) {
  test(`${route.path} has its description, canonical URL, sharing tags and JSON-LD`, async ({ page }) => {
    await page.goto(route.path)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE.siteUrl}${route.path === "/" ? "/" : route.path}`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", route.title)
    // Each page its own card; the landing page's at the address it has always had.
    const card = route.path === "/" ? "/og-image.png" : `/og${route.path}.png`
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${SITE.siteUrl}${card}`)
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", `${SITE.siteUrl}${card}`)
    const served = await page.request.get(card)
    expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/png"])
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
    await expect(page.locator('link[rel="icon"]')).toHaveCount(2)
    await expect(page.locator('link[rel="icon"][sizes="48x48"]')).toHaveAttribute("href", "/favicon.ico")
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/icon.svg")
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png")
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest")
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const types = data.map((text) => JSON.parse(text)["@type"])
    expect(types.slice(0, 2)).toEqual(["Organization", "WebSite"])
    if (route.path === "/about") expect(types).toContain("Person")
  })
}

test("the 404 page is kept out of search", async ({ page }) => {
  await page.goto(NOT_FOUND.path)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})

test("the sitemap lists every page but the 404, and robots.txt points at it", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain(`Sitemap: ${SITE.siteUrl}/sitemap-index.xml`)
  const index = await (await request.get("/sitemap-index.xml")).text()
  const sitemapUrl = index.match(/<loc>([^<]+)<\/loc>/)![1]!
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).sort()
  expect(locs).toEqual(ROUTES.map((route) => route.path).sort())
})

test("the browser fetches the manifest over the page's own connection", WHOLE_BROWSER, async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  const connections = new Map<string, number>()
  const finished = new Set<string>()
  const paths = new Map<string, string>()
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => paths.set(requestId, new URL(request.url).pathname))
  cdp.on("Network.responseReceived", ({ response }) => connections.set(new URL(response.url).pathname, response.connectionId))
  cdp.on("Network.loadingFinished", ({ requestId }) => finished.add(paths.get(requestId) ?? ""))
  await page.goto("/")
  // Over HTTP/1.1 (this test server) a connection carries one request at a time: once the
  // favicon is in, the document's connection is free for a credentialed request to reuse.
  await expect.poll(() => finished.has("/icon.svg")).toBe(true)
  // Asks the page for its manifest as the browser's install check does, through the link element.
  const { url } = await cdp.send("Page.getAppManifest")
  expect(new URL(url).pathname).toBe("/manifest.webmanifest")
  await expect.poll(() => connections.get("/manifest.webmanifest")).toBe(connections.get("/"))
})

// A browser profile of its own: Chromium checks whether a site is installable only outside
// incognito, and Playwright's usual contexts are incognito.
test("a visit fetches the manifest and the favicon but no install icon", async ({ baseURL }, testInfo) => {
  const context = await chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    env: BROWSER_ENV,
    baseURL,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  const requested: string[] = []
  cdp.on("Network.requestWillBeSent", ({ request }) => requested.push(new URL(request.url).pathname))
  const manifest = page.waitForResponse((response) => response.url().endsWith("/manifest.webmanifest"))
  await page.goto("/")
  await manifest
  await page.waitForTimeout(1000)
  // The favicon the browser picks (the SVG) comes after the document; it blocks no rendering.
  expect(requested.sort()).toEqual(["/", "/icon.svg", "/manifest.webmanifest"])
  await context.close()
})

// An ICO file's directory: the width of each image it holds (0 means 256).
const icoSizes = (ico: Buffer) => Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i) || 256)
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]

test("the icons are served at stable URLs, cached, in the sizes search engines and iOS take", async ({ request }) => {
  const ico = await request.get("/favicon.ico")
  expect(ico.status()).toBe(200)
  expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  expect(ico.headers()["cache-control"]).toBe("public, max-age=86400")
  const body = await ico.body()
  expect(body.readUInt16LE(2)).toBe(1)
  expect(icoSizes(body)).toEqual([16, 32, 48])
  const svg = await request.get("/icon.svg")
  expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/)
  expect(await svg.text()).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/)
  const touch = await request.get("/apple-touch-icon.png")
  expect(touch.headers()["cache-control"]).toBe("public, max-age=86400")
  expect(pngSize(await touch.body())).toEqual([180, 180])
})

test("the sharing image is 1200x630 and the manifest names the product", async ({ request }) => {
  const png = await (await request.get("/og-image.png")).body()
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  const manifest = await (await request.get("/manifest.webmanifest")).json()
  expect(manifest.icons.length).toBeGreaterThan(0)
  expect(manifest.name).toBeTruthy()
  expect(manifest.display).toBe("browser")
})
