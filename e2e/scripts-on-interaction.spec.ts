// A visitor who only reads runs no script: Gatsby's scripts start on the first pointer move,
// touch or key press, and React then takes over the page without a console error.
import { expect, test, type Page } from "@playwright/test"
import { NOT_FOUND, ROUTES } from "./routes"
import { PHONE, WHOLE_BROWSER } from "./browser"
import { hydrated, startPageScripts } from "./page-scripts"

// The path of every script the page requests from the site, in order (Chromium's PDF
// viewer fetches scripts of its own from the browser).
function watchScripts(page: Page) {
  const scripts: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === "script" && url.protocol.startsWith("http")) scripts.push(url.pathname)
  })
  return scripts
}

const ENTRY_SCRIPTS = [expect.stringMatching(/^\/webpack-runtime-/), expect.stringMatching(/^\/framework-/), expect.stringMatching(/^\/app-/)]

for (const path of [...ROUTES.map((route) => route.path), NOT_FOUND.path]) {
  test(`${path} loads no script until the mouse moves, then hydrates`, WHOLE_BROWSER, async ({ page }) => {
    const scripts = watchScripts(page)
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    await page.waitForTimeout(500)
    expect(scripts).toEqual([])
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

    await startPageScripts(page)
    expect(scripts.slice(0, 3)).toEqual(ENTRY_SCRIPTS)
    expect(errors).toEqual([])
  })
}

test("a keyboard visitor's first key press starts the scripts", WHOLE_BROWSER, async ({ page }) => {
  const scripts = watchScripts(page)
  await page.goto("/about")
  await page.waitForLoadState("networkidle")
  expect(scripts).toEqual([])
  await page.keyboard.press("Tab")
  await expect.poll(() => hydrated(page)).toBe(true)
  expect(scripts.slice(0, 3)).toEqual(ENTRY_SCRIPTS)
})

// Gatsby scrolls to the URL's #hash, or to the position it saved for the page, as it mounts.
const readFurther = (page: Page) => page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight - window.innerHeight - 200, behavior: "instant" }))

async function expectScriptsToKeepScroll(page: Page) {
  const readingAt = await page.evaluate(() => window.scrollY)
  await startPageScripts(page)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt)
}

test("a visitor who arrived at a #hash and read on stays where they are when the scripts start", WHOLE_BROWSER, async ({ page }) => {
  await page.goto("/#features")
  await page.waitForLoadState("networkidle")
  await readFurther(page)
  await expectScriptsToKeepScroll(page)
})

test("a visitor who reloaded and read on stays where they are when the scripts start", WHOLE_BROWSER, async ({ page }) => {
  await page.goto("/")
  await startPageScripts(page)
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }))
  await page.waitForTimeout(300)
  await page.reload()
  await page.waitForLoadState("networkidle")
  await readFurther(page)
  await expectScriptsToKeepScroll(page)
})

test.describe("on a phone", () => {
  test.use(PHONE)

  test("the first touch starts the scripts, and a link tapped before they run still leads on", WHOLE_BROWSER, async ({ page }) => {
    const scripts = watchScripts(page)
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    expect(scripts).toEqual([])
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).tap()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(scripts.slice(0, 3)).toEqual(ENTRY_SCRIPTS)
  })
})
