// Every page is complete with JavaScript turned off.
import { expect, test } from "@playwright/test"
import { ROUTES, SITE } from "./routes"

test.use({ javaScriptEnabled: false })

for (const route of ROUTES) {
  test(`${route.path} shows its content, header and footer without JavaScript`, async ({ page }) => {
    await page.goto(route.path)
    await expect(page).toHaveTitle(route.title)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", SITE.demoUrl)
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible()
  })
}

test("the landing page shows every section and the figures' footnotes", async ({ page }) => {
  await page.goto("/")
  for (const id of ["features", "benefits"]) await expect(page.locator(`#${id}`)).toBeVisible()
  for (let i = 1; i <= 3; i++) await expect(page.locator(`#benefits-note-${i}`)).toBeVisible()
  await page.getByRole("link", { name: "Note 2" }).click()
  await expect(page).toHaveURL(/#benefits-note-2$/)
})

test("the menu opens and its links work on a narrow screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto("/about")
  await page.getByText("Menu", { exact: true }).click()
  const menu = page.getByRole("navigation", { name: "Mobile" })
  await expect(menu).toBeVisible()
  await menu.getByRole("link", { name: "Features" }).click()
  await expect(page).toHaveURL(/\/#features$/)
  await expect(page.locator("#features")).toBeInViewport()
})

test("legal pages offer working download and open links", async ({ page, request }) => {
  await page.goto("/privacy-policy")
  await expect(page.locator('object[type="application/pdf"]')).toBeVisible()
  const download = page.getByRole("link", { name: "Download PDF" }).first()
  await expect(download).toHaveAttribute("download", "privacy-policy.pdf")
  const href = (await page.getByRole("link", { name: "Open in New Tab" }).first().getAttribute("href"))!
  expect((await request.get(href)).headers()["content-type"]).toBe("application/pdf")
  await expect(page.getByText(/Last updated: November 1, 2026/)).toBeVisible()
})
