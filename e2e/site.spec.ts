// The whole site in a real browser, against the production build.
import { expect, test, type Page } from "@playwright/test"
import { WHOLE_BROWSER } from "./browser"
import { NOT_FOUND, ROUTES, SITE } from "./routes"
import { GATSBY_SERVE_PORT } from "../playwright.config"
import { FIRST_TOOLTIP, hydrated, startPageScripts } from "./page-scripts"
import { testWithoutPdfViewer } from "./no-pdf-viewer"

// Outbound pages are answered locally: the tests check where links go, not the web.
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\//, (route) => route.fulfill({ contentType: "text/html", body: "<title>outbound</title>" }))
})

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

for (const route of ROUTES) {
  test(`${route.path} renders with its own title and no console error`, async ({ page }) => {
    const errors = collectErrors(page)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(route.title)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    await startPageScripts(page)
    expect(errors).toEqual([])
  })
}

test("an unknown path answers 404 with the not-found page and logs only the path, once, on arrival", async ({ page }) => {
  const errors = collectErrors(page)
  const missing: string[] = []
  page.on("response", (response) => response.status() === 404 && missing.push(response.url()))
  // The browser also logs the 404 responses themselves: the document, and Gatsby's own
  // look-ups of the unknown path. Everything else logged must be the app's 404 lines.
  const appErrors = () => errors.filter((text) => !text.startsWith("Failed to load resource"))
  const logLine = (path: string) => `404 Error: User attempted to access non-existent route: ${path}`
  const response = await page.goto(NOT_FOUND.path)
  expect(response?.status()).toBe(404)
  // Logged at load, before any interaction has started React.
  expect(appErrors()).toEqual([logLine(NOT_FOUND.path)])
  expect(await hydrated(page)).toBe(false)
  await expect(page).toHaveTitle(NOT_FOUND.title)
  await expect(page.getByText("404", { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { name: /Oops! Page not found/ })).toBeVisible()
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  // Hydrating does not log it again; an in-place navigation to another missing page logs that one.
  await startPageScripts(page)
  expect(appErrors()).toEqual([logLine(NOT_FOUND.path)])
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/another-missing-page"))
  await expect.poll(appErrors).toEqual([logLine(NOT_FOUND.path), logLine("/another-missing-page")])
  await page.waitForTimeout(300)
  expect(appErrors()).toHaveLength(2)
  expect(missing.every((url) => /no-such-page|another-missing-page/.test(new URL(url).pathname))).toBe(true)
})

test("gatsby serve also answers an unknown path with 404", async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${GATSBY_SERVE_PORT}${NOT_FOUND.path}`)
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain("Oops! Page not found")
})

async function expectSectionInView(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`/#${id}$`))
  const section = page.locator(`#${id}`)
  await expect(section).toBeInViewport()
  // The section's top sits just below the sticky header, not hidden under it.
  await expect
    .poll(async () => {
      const header = await page.locator("header").boundingBox()
      const box = await section.boundingBox()
      return box && header ? box.y >= header.y + header.height - 1 && box.y < header.height + 120 : false
    })
    .toBe(true)
}

for (const from of ["/", "/about"]) {
  test(`header Features and Benefits links scroll to their sections from ${from}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(from)
    const nav = page.getByRole("navigation", { name: "Main" })
    await nav.getByRole("link", { name: "Features" }).click()
    await expectSectionInView(page, "features")
    await nav.getByRole("link", { name: "Benefits" }).click()
    await expectSectionInView(page, "benefits")
  })
}

test("Sign In and Book a Demo open new tabs at the configured URLs", async ({ page, context }) => {
  await page.goto("/")
  for (const [name, url] of [
    ["Sign In", SITE.appLoginUrl],
    ["Book a Demo", SITE.demoUrl],
  ] as const) {
    const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("banner").getByRole("link", { name }).click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(url)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await popup.close()
  }
})

test("the mobile menu works on a narrow screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto("/about")
  await page.getByText("Menu", { exact: true }).click()
  const menu = page.getByRole("navigation", { name: "Mobile" })
  await expect(menu).toBeVisible()
  await menu.getByRole("link", { name: "Benefits" }).click()
  await expectSectionInView(page, "benefits")
  await expect(menu).toBeHidden()
})

test("moving between pages with header and footer links does not reload the document", async ({ page }) => {
  await page.goto("/")
  // Links navigate in place once the page has hydrated; before that they load pages as usual.
  await startPageScripts(page)
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"))
  const footer = page.getByRole("contentinfo")
  for (const [name, path] of [
    ["About", "/about"],
    ["Privacy Policy", "/privacy-policy"],
    ["Terms of Service", "/terms-of-service"],
  ] as const) {
    await footer.getByRole("link", { name, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  }
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click()
  await expect(page).toHaveURL(/\/#features$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document")
})

test("footer items without a target are text, and no link anywhere is href=#", async ({ page }) => {
  await page.goto("/")
  const footer = page.getByRole("contentinfo")
  for (const name of ["Pricing", "Case Studies", "Documentation"]) {
    await expect(footer.getByText(name, { exact: true })).toBeVisible()
    await expect(footer.getByRole("link", { name, exact: true })).toHaveCount(0)
  }
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", `mailto:${SITE.contactEmail}`)
  await expect(page.locator('a[href="#"]')).toHaveCount(0)
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
})

test("each figure's basis shows in a tooltip on hover and focus", async ({ page }) => {
  await page.goto("/")
  await startPageScripts(page)
  const marker = page.getByRole("link", { name: "Note 1" })
  await marker.hover()
  await expect(page.getByRole("tooltip")).toContainText("pilot practices", FIRST_TOOLTIP)
  await page.mouse.move(5, 400, { steps: 8 })
  await expect(page.getByRole("tooltip")).toHaveCount(0)
  await marker.focus()
  await expect(page.getByRole("tooltip")).toContainText("pilot practices")
})

for (const doc of ["/terms-of-service", "/privacy-policy"]) {
  test(`${doc} shows the PDF in Chromium's viewer, with a real download`, WHOLE_BROWSER, async ({ page }) => {
    await page.goto(doc)
    const viewer = page.locator('object[type="application/pdf"]')
    await expect(viewer).toBeVisible()
    await expect(page.getByRole("heading", { name: "PDF Viewer Not Available" })).toBeHidden()
    const box = (await viewer.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(700)
    await expect(page.getByText(/Last updated: \w+ \d{1,2}, \d{4}/)).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: SITE.contactEmail })).toHaveAttribute("href", `mailto:${SITE.contactEmail}`)
    const download = page.getByRole("link", { name: "Download PDF" }).first()
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()])
    expect(file.suggestedFilename()).toBe(`${doc.slice(1)}.pdf`)
    // Waits for the download to finish: one cut off leaves Chromium's partial file in the system's temporary directory.
    expect(await file.failure()).toBeNull()
    const response = await page.request.get((await download.getAttribute("href"))!)
    expect(response.headers()["content-type"]).toBe("application/pdf")
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-")
  })
}

testWithoutPdfViewer("without a PDF viewer the fallback shows in a box fitted to it, and stays put when the scripts start", async ({ phonePage: page }) => {
  await page.goto("/privacy-policy")
  await expect(page.getByRole("heading", { name: "PDF Viewer Not Available" })).toBeVisible()
  await expect(page.getByText("Your browser doesn't support PDF viewing. Please use one of the options below to view the document.")).toBeVisible()
  await expect(page.getByRole("link", { name: "Open in New Tab" })).toHaveCount(1)
  const fallback = await page.getByRole("note").boundingBox()
  const object = await page.locator("object").boundingBox()
  expect(object!.height).toBeCloseTo(fallback!.height, 0)
  const footerTop = async () => (await page.locator("footer").boundingBox())!.y
  const before = await footerTop()
  await page.touchscreen.tap(5, 300)
  await expect.poll(() => hydrated(page)).toBe(true)
  expect(await footerTop()).toBe(before)
})

testWithoutPdfViewer("without a PDF viewer the box fits the fallback after an in-place navigation too", async ({ phonePage: page }) => {
  await page.goto("/")
  await page.touchscreen.tap(5, 300)
  await expect.poll(() => hydrated(page)).toBe(true)
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"))
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click()
  await expect(page.getByRole("heading", { name: "PDF Viewer Not Available" })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document")
  const fallback = await page.getByRole("note").boundingBox()
  expect((await page.locator("object").boundingBox())!.height).toBeCloseTo(fallback!.height, 0)
})

test("with a PDF viewer the viewer keeps its 80vh box", WHOLE_BROWSER, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.goto("/terms-of-service")
  expect((await page.locator("object").boundingBox())!.height).toBe(800)
})
