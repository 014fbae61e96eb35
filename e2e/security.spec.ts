// Headers, the Content-Security-Policy in action, and privacy: no third party, no cookie.
import { expect, test } from "@playwright/test"
import { NOT_FOUND, ROUTES } from "./routes"
import { startPageScripts } from "./page-scripts"

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
    const headers = (await request.get(path)).headers()
    const csp = headers["content-security-policy"]!
    const directive = (name: string) => csp.split(/;\s*/).find((part) => part.startsWith(`${name} `))
    expect(directive("default-src")).toBe("default-src 'self'")
    expect(directive("script-src")).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
    for (const name of ["object-src", "frame-src", "frame-ancestors", "base-uri", "form-action"]) expect(directive(name)).toBe(`${name} 'self'`)
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

test("the PDF viewer, tooltips and menu work under the policy", async ({ page }) => {
  await page.goto("/terms-of-service")
  await expect(page.locator('object[type="application/pdf"]')).toBeVisible()
  await page.goto("/")
  await startPageScripts(page)
  await page.getByRole("link", { name: "Note 1" }).focus()
  await expect(page.getByRole("tooltip")).toBeVisible()
  await page.setViewportSize({ width: 360, height: 740 })
  await page.getByText("Menu", { exact: true }).click()
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible()
  expect(await violations(page)).toEqual([])
})
