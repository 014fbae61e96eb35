// What every engine must show of the site, written once and run in Chromium, Gecko and WebKit:
// each route renders without sideways overflow, the menu and the header's anchors work, the
// tooltips open on hover and on keyboard focus, the legal pages show their viewer or the
// fallback with their full text, the PDF links serve PDFs, and the pages work without JavaScript.
import { expect } from "@playwright/test"
import type { EnginePage } from "./engine"
import { isHydrated } from "../page-scripts"

const POLL = { timeout: 15_000 }

/** The route renders its main heading and document title, nothing overflows sideways, and the console has no error. */
export async function checkRenders(page: EnginePage, url: string, title: string, screenshot: string) {
  await page.goto(url)
  const shown = await page.evaluate(() => ({
    title: document.title,
    heading: document.querySelector("h1")?.textContent?.trim() ?? "",
    overflow: document.documentElement.scrollWidth - innerWidth,
  }))
  expect(shown.title).toBe(title)
  expect(shown.heading).not.toBe("")
  expect(shown.overflow, "sideways overflow in CSS px").toBeLessThanOrEqual(0)
  // A CSP violation is logged as an error too, in the engines whose console the driver reads.
  expect(page.consoleErrors() ?? []).toEqual([])
  await page.screenshot(screenshot)
}

// The section's top sits just below the sticky header, not hidden under it: "below the header",
// or where the page is instead, which a failure then reports.
const sectionBelowHeader = (id: string) => {
  const header = document.querySelector("header")!.getBoundingClientRect()
  const section = document.getElementById(id)?.getBoundingClientRect()
  const below = location.hash === `#${id}` && Boolean(section && section.top >= header.bottom - 1 && section.top < header.bottom + 120)
  return below
    ? "below the header"
    : `at ${location.pathname}${location.hash}, scrolled to ${scrollY}, the section's top at ${section?.top}, the header's bottom at ${header.bottom}`
}

/** From /about, the header's Features link lands on the landing page's features below the header: through the menu where the screen is narrow. */
export async function checkHeaderAnchor(page: EnginePage, base: string, narrow: boolean) {
  await page.goto(`${base}/about`)
  if (narrow) {
    await page.click("header details summary")
    expect(await page.evaluate(() => document.querySelector<HTMLDetailsElement>("header details")!.open)).toBe(true)
    await page.click('nav[aria-label="Mobile"] a[href$="#features"]')
  } else await page.click('nav[aria-label="Main"] a[href$="#features"]')
  await expect.poll(() => page.evaluate(sectionBelowHeader, "features").catch((error: Error) => error.message), POLL).toBe("below the header")
}

const tooltipText = () => document.querySelector('[role="tooltip"]')?.textContent ?? ""

/** A figure's note shows its basis in a tooltip on hover, and again on keyboard focus. */
export async function checkTooltips(page: EnginePage, base: string, basis: string) {
  await page.goto(`${base}/`)
  // The mouse reaches the page first, which starts its scripts, as a visitor's does.
  await page.hover("h1")
  await expect.poll(() => page.evaluate(isHydrated), POLL).toBe(true)
  const marker = 'a[href$="-note-1"]'
  await page.hover(marker)
  await expect.poll(() => page.evaluate(tooltipText), POLL).toContain(basis)
  await page.hover("h1")
  await expect.poll(() => page.evaluate(tooltipText), POLL).toBe("")
  // Tab from the top of the page until the marker has the focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  for (let i = 0; i < 40; i++) {
    await page.pressTab()
    if (await page.evaluate((selector) => document.activeElement === document.querySelector(selector), marker)) break
  }
  expect(await page.evaluate((selector) => document.activeElement === document.querySelector(selector), marker)).toBe(true)
  await expect.poll(() => page.evaluate(tooltipText), POLL).toContain(basis)
}

/** A legal page shows the PDF in a viewer at 80vh (700 px at least) where the engine has one, or the fallback, and its full text either way; its PDF link serves a PDF. */
export async function checkLegalPage(page: EnginePage, url: string, lastSentence: string) {
  await page.goto(url)
  const shown = await page.evaluate(() => {
    const viewer = document.querySelector("object")!.getBoundingClientRect().height
    const fallback = document.querySelector('[role="note"]')!.getBoundingClientRect().height
    const text = document.querySelector("main article")?.textContent ?? ""
    const pdf = document.querySelector<HTMLAnchorElement>("a[download]")!.href
    return { hasViewer: document.documentElement.dataset.pdfViewer !== "none", viewer, fallback, minimum: Math.max(0.8 * innerHeight, 700), text, pdf }
  })
  if (shown.hasViewer) expect(shown.viewer).toBeGreaterThanOrEqual(Math.floor(shown.minimum))
  else expect(shown.viewer).toBeCloseTo(shown.fallback, 0)
  expect(shown.text.replace(/\s+/g, " ")).toContain(lastSentence)
  const response = await fetch(shown.pdf)
  expect(response.headers.get("content-type")).toBe("application/pdf")
  expect(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-")
}

/** An unknown path answers 404 with the not-found page, which does not overflow sideways either. */
export async function checkNotFound(page: EnginePage, url: string, screenshot: string) {
  expect((await fetch(url)).status).toBe(404)
  await page.goto(url)
  const shown = await page.evaluate(() => ({
    heading: document.querySelector("h1")?.textContent ?? "",
    overflow: document.documentElement.scrollWidth - innerWidth,
  }))
  expect(shown.heading).toContain("404")
  expect(shown.overflow, "sideways overflow in CSS px").toBeLessThanOrEqual(0)
  await page.screenshot(screenshot)
}

/** With the page's scripts off, the route is complete: its text and footer, and (where narrow) a menu that opens; a visitor's first move starts no script. */
export async function checkWithoutJavaScript(page: EnginePage, url: string, narrow: boolean) {
  await page.goto(url)
  await page.hover("h1")
  await page.pressTab()
  const shown = await page.evaluate(() => ({
    heading: document.querySelector("h1")?.textContent?.trim() ?? "",
    footer: document.querySelector("footer")?.textContent ?? "",
    scripts: [...document.scripts].filter((script) => script.src).length,
  }))
  expect(shown.heading).not.toBe("")
  expect(shown.footer).toContain("All rights reserved")
  // The scripts the first interaction would start were never inserted: JavaScript is off.
  expect(shown.scripts).toBe(0)
  if (narrow) {
    await page.click("header details summary")
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('nav[aria-label="Mobile"]')!.getBoundingClientRect().height)).toBeGreaterThan(0)
  }
}
