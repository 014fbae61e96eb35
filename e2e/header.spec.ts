// The header at every width from 320 px: the site's own, with two links, and the writers' site's,
// with six (src/test/writer-pages.ts), the most the schema allows. Its parts stay on one line
// inside the window, each link and button on one line of its own; every link is in the bar or in
// the menu, which opens without JavaScript; the link to the page, or to a page it stands under, is
// marked, and looks it.
import { expect, test, type Page } from "@playwright/test"
import { servedSharedSite } from "./built-site"
import { HEADER_MAX_LINKS } from "../src/vocabulary/schema"

test.describe.configure({ mode: "default" })

const writers = servedSharedSite("writers")
// Every 8 px from a small phone to a wide desktop, and the widths a reader named.
const WIDTHS = [...Array.from({ length: 201 }, (_, i) => 320 + i * 8), 360, 768, 800, 849, 1024, 1280, 1920]

/** What breaks the header's one line at the open page's width, each as a sentence. */
function headerFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = []
    const header = document.querySelector("header")!
    const bar = header.firstElementChild!.getBoundingClientRect()
    const shown = (element: Element) => element.getClientRects().length > 0 && !element.closest("details:not([open]) > div")
    const parts = [...header.querySelectorAll("a, summary")].filter(shown)
    for (const part of parts) {
      const box = part.getBoundingClientRect()
      const name = part.textContent!.trim()
      if (box.top < bar.top || box.bottom > bar.bottom) faults.push(`"${name}" stands outside the header's line`)
      if (box.left < bar.left - 1 || box.right > bar.right + 1) faults.push(`"${name}" runs out of the header's column`)
      // Its words' line boxes (an icon beside them is no line of its own).
      const lines = new Set<number>()
      const words = document.createTreeWalker(part, NodeFilter.SHOW_TEXT)
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top))
      }
      if (lines.size > 1) faults.push(`"${name}" wraps onto ${lines.size} lines`)
    }
    // Parts of the line never overlap.
    const boxes = parts.map((part) => [part.textContent!.trim(), part.getBoundingClientRect()] as const)
    for (const [i, [a, one]] of boxes.entries())
      for (const [b, other] of boxes.slice(i + 1)) if (one.left < other.right - 1 && other.left < one.right - 1) faults.push(`"${a}" overlaps "${b}"`)
    if (document.documentElement.scrollWidth > innerWidth) faults.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`)
    const inBar = [...document.querySelectorAll('nav[aria-label="Main"] a')].filter(shown).length
    const menu = document.querySelector("header summary")!
    if (inBar === 0 && !shown(menu)) faults.push("neither the bar nor a menu button shows the links")
    if (inBar > 0 && shown(menu)) faults.push("both the bar and the menu show the links")
    return faults
  })
}

async function faultsAtEveryWidth(page: Page, url: string) {
  await page.goto(url)
  const faults: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 })
    faults.push(...(await headerFaults(page)).map((fault) => `${width} px: ${fault}`))
  }
  return faults
}

test("the writers' header, with the most links it may hold, keeps to one line at every width from 320 to 1920 px", async ({ page }) => {
  await page.goto(`${writers.base}/insights`)
  await expect(page.locator('nav[aria-label="Main"] a')).toHaveCount(HEADER_MAX_LINKS)
  expect(await faultsAtEveryWidth(page, `${writers.base}/insights`)).toEqual([])
})

test("the site's own header keeps to one line at every width from 320 to 1920 px, its links in the bar from a tablet's width as before", async ({ page }) => {
  expect(await faultsAtEveryWidth(page, "/about")).toEqual([])
  await page.setViewportSize({ width: 768, height: 700 })
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(["Features", "Benefits"])
})

for (const width of [360, 768, 1024]) {
  test(`at ${width} px the menu holds every link the bar does not, and opens without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 700 } })
    const page = await context.newPage()
    await page.goto(`${writers.base}/insights`)
    const names = await page.locator('nav[aria-label="Mobile"] a').allTextContents()
    expect(names).toHaveLength(HEADER_MAX_LINKS)
    await page.locator("header summary").click()
    const menu = page.getByRole("navigation", { name: "Mobile" })
    for (const name of names) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible()
    // Sign In and Book a Demo are in the bar or in the menu, never in both and never in neither.
    for (const name of ["Sign In", "Book a Demo"]) await expect(page.getByRole("banner").getByRole("link", { name }).filter({ visible: true })).toHaveCount(1)
    await context.close()
  })
}

test("the link to the page, and to the page an article stands under, is marked and stands out from the others, in the bar and in the menu", async ({
  page,
}) => {
  const look = (link: ReturnType<Page["locator"]>) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.color, style.backgroundColor, style.textDecorationLine].join(" ")
    })
  for (const [path, mark] of [
    ["/insights", "page"],
    ["/insights/note-01", "true"],
    ["/insights/page/2", "true"],
  ] as const) {
    for (const [width, nav] of [
      [1280, "Main"],
      [768, "Mobile"],
    ] as const) {
      await page.setViewportSize({ width, height: 700 })
      await page.goto(`${writers.base}${path}`)
      if (nav === "Mobile") await page.locator("header summary").click()
      const links = page.getByRole("navigation", { name: nav }).getByRole("link")
      const insights = links.filter({ hasText: "Insights" })
      await expect(insights).toHaveAttribute("aria-current", mark)
      await expect(links.and(page.locator("[aria-current]"))).toHaveCount(1)
      const other = links.filter({ hasText: "Benefits" })
      expect(await look(insights), `${path} at ${width} px`).not.toBe(await look(other))
    }
  }
  await page.goto(`${writers.base}/authors/sam-ortiz`)
  await expect(page.getByRole("banner").locator("[aria-current]")).toHaveCount(0)
  // The brand, a link to the landing page, looks the same there as anywhere.
  const brand = page.getByRole("banner").getByRole("link", { name: "Veridraft" })
  const elsewhere = await look(brand)
  await page.goto(`${writers.base}/`)
  expect(await look(brand)).toBe(elsewhere)
})
