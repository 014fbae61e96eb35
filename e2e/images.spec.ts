// Raster images come from gatsby-plugin-image's pipeline as plain <picture> markup.
import { expect, test } from "@playwright/test"

test("the founder's photo arrives as AVIF at the size shown, lazily, with its box reserved", async ({ page }) => {
  await page.goto("/about")
  const photo = page.locator("article img")
  await expect(photo).toHaveAttribute("loading", "lazy")
  await expect(photo).toHaveAttribute("width", "128")
  await expect(photo).toHaveAttribute("height", "128")
  const box = (await photo.boundingBox())!
  expect([box.width, box.height]).toEqual([128, 128])
  // It starts at the card's padding (p-8 = 32px at this width), with nothing before it.
  const card = (await page.locator("article").boundingBox())!
  expect(box.x - card.x).toBeLessThanOrEqual(33)
  await photo.scrollIntoViewIfNeeded()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  const { currentSrc, naturalWidth } = await photo.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, naturalWidth: img.naturalWidth }))
  expect(currentSrc).toMatch(/\.avif$/)
  expect(naturalWidth).toBe(128)
})
