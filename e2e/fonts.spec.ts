// Text is set in the platform's own UI font. Every element's font stack names `system-ui`
// first, which every current browser resolves, so none looks up the families a device lacks
// (Tailwind's default stack starts with six that Android and Linux do not have) before the
// first paint.
import { expect, test } from "@playwright/test"
import { NOT_FOUND, ROUTES } from "./routes"

for (const path of [...ROUTES.map((route) => route.path), NOT_FOUND.path]) {
  test(`${path} sets every text in a stack that starts with system-ui`, async ({ page }) => {
    await page.goto(path)
    const firstFamilies = await page.evaluate(() => {
      const elements = [document.body, ...document.body.querySelectorAll("*")].filter((element) => element.textContent?.trim())
      return [...new Set(elements.map((element) => getComputedStyle(element).fontFamily.split(",")[0]!.trim()))]
    })
    expect(firstFamilies).toEqual(["system-ui"])
  })
}
