// Radix Tooltip is fetched only when a mouse or keyboard reaches the figures, and the swap
// to it keeps the visitor's focus and hover.
import { expect, test, type Page } from "@playwright/test"
import { PHONE } from "./browser"
import { FIRST_TOOLTIP } from "./page-scripts"

// Every script the page has run, and whether any of them carries Radix.
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text())
  })
  return { radixLoaded: async () => (await Promise.all(bodies)).some((body) => body.includes("radix")) }
}

test("the first visit loads no Radix; hovering a figure's marker loads it and opens the basis", async ({ page }) => {
  const scripts = watchScripts(page)
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  expect(await scripts.radixLoaded()).toBe(false)
  await page.getByRole("link", { name: "Note 2" }).hover()
  await expect(page.getByRole("tooltip")).toContainText("1,500 pages", FIRST_TOOLTIP)
  expect(await scripts.radixLoaded()).toBe(true)
})

test("tabbing to a marker loads Radix without losing the focus, which stays visible", async ({ page }) => {
  await page.goto("/")
  await page.waitForLoadState("networkidle")
  // From the element just before the first marker, off screen, reach the marker by keyboard:
  // the page scrolls smoothly to it, which would close a tooltip opened too early.
  await page.locator("#benefits-heading").evaluate((heading) => {
    heading.setAttribute("tabindex", "-1")
    heading.focus({ preventScroll: true })
  })
  await page.keyboard.press("Tab")
  const marker = page.getByRole("link", { name: "Note 1" })
  await expect(page.getByRole("tooltip")).toContainText("pilot practices", FIRST_TOOLTIP)
  await expect(marker).toBeFocused()
  expect(await marker.evaluate((element) => element.matches(":focus-visible"))).toBe(true)
})

test.describe("on a phone", () => {
  test.use(PHONE)

  test("tapping a marker jumps to its footnote and loads no Radix", async ({ page }) => {
    const scripts = watchScripts(page)
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    await page.getByRole("link", { name: "Note 1" }).tap()
    await expect(page).toHaveURL(/#benefits-note-1$/)
    await page.waitForTimeout(500)
    await page.waitForLoadState("networkidle")
    expect(await scripts.radixLoaded()).toBe(false)
    await expect(page.getByRole("tooltip")).toHaveCount(0)
  })
})
