// The page paints before any of Gatsby's scripts run, and then comes alive as usual.
import { expect, test } from "@playwright/test"
import { ROUTES } from "./routes"

declare global {
  interface Window {
    scriptsAdded: { src: string; at: number }[]
    ___navigate?: unknown
  }
}

for (const route of [...ROUTES.map(({ path }) => path), "/no-such-page"]) {
  test(`${route} paints first, then starts its scripts in order`, async ({ page }) => {
    // Notes when each script element enters the document, parsed or inserted.
    await page.addInitScript(() => {
      window.scriptsAdded = []
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src) window.scriptsAdded.push({ src: new URL(node.src).pathname, at: performance.now() })
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(route)
    await page.waitForFunction(() => typeof window.___navigate === "function")

    const { added, firstPaint } = await page.evaluate(() => ({
      added: window.scriptsAdded,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    }))
    const entries = added.slice(0, 3).map(({ src }) => src)
    expect(entries).toEqual([expect.stringMatching(/^\/webpack-runtime-/), expect.stringMatching(/^\/framework-/), expect.stringMatching(/^\/app-/)])
    for (const script of added) expect(script.at, `${script.src} starts after the first paint`).toBeGreaterThanOrEqual(firstPaint)
    await expect(page.locator("#gatsby-focus-wrapper")).not.toBeEmpty()
  })
}
