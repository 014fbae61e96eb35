// Accessibility with axe-core (WCAG 2.2 A/AA and best practices), keyboard use, zoom and motion.
import { expect, test } from "@playwright/test"
import { NOT_FOUND, ROUTES } from "./routes"
import { expectNoViolations } from "./axe"
import { expectNoCodeSnifferErrors } from "./htmlcs"
import { hydrated } from "./page-scripts"
import { testWithoutPdfViewer } from "./no-pdf-viewer"

const PAGES = [...ROUTES.map((route) => route.path), NOT_FOUND.path]

// Each page is loaded once and checked at a desktop's width, then laid out again at a phone's:
// no script lays a page out, so that is the page a phone gets.
for (const path of PAGES) {
  test(`${path} at 1280px and at 360px has no axe violations and no HTML_CodeSniffer error`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(path)
    await expectNoViolations(page)
    await expectNoCodeSnifferErrors(page)
    await page.setViewportSize({ width: 360, height: 800 })
    expect(await page.evaluate(() => window.innerWidth)).toBe(360)
    await expectNoViolations(page)
  })
}

test("the mobile menu, open, has no axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto("/")
  await page.getByText("Menu", { exact: true }).click()
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible()
  await expectNoViolations(page)
})

testWithoutPdfViewer("the PDF fallback has no axe violations", async ({ phonePage: page }) => {
  await page.goto("/terms-of-service")
  await expect(page.getByRole("heading", { name: "PDF Viewer Not Available" })).toBeVisible()
  await expectNoViolations(page)
})

test("the first Tab reaches a skip link that moves focus to the main content", async ({ page }) => {
  await page.goto("/about")
  await page.waitForLoadState("networkidle")
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Skip to main content" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
})

test("the menu opens with the keyboard and closes with Escape", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  await page.keyboard.press("Tab") // skip link; the first key press starts the page's scripts
  await expect.poll(() => hydrated(page)).toBe(true)
  await page.keyboard.press("Tab") // brand
  await page.keyboard.press("Tab") // menu toggle
  await expect(page.locator("summary")).toBeFocused()
  await page.keyboard.press("Enter")
  const menu = page.getByRole("navigation", { name: "Mobile" })
  await expect(menu).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(menu.getByRole("link", { name: "Features" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  await expect(page.locator("summary")).toBeFocused()
})

test("focus is visible on links and buttons", async ({ page }) => {
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab")
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe("none")
  expect(outline.width).toBeGreaterThanOrEqual(2)
})

test("text at 200% loses nothing: no sideways scrolling, headings and actions still shown", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of PAGES) {
    await page.goto(path)
    await page.addStyleTag({ content: "html { font-size: 200% !important }" })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  }
})

test("prefers-reduced-motion turns smooth scrolling and transitions off", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.goto("/")
  const motion = await page.evaluate(() => ({
    scroll: getComputedStyle(document.documentElement).scrollBehavior,
    transition: getComputedStyle(document.querySelector("header a[target=_blank]")!).transitionDuration,
  }))
  expect(motion.scroll).toBe("auto")
  expect(parseFloat(motion.transition)).toBeLessThan(0.001)
})
