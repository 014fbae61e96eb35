// Typography. Text is set in the platform's own UI font: every element's font stack names
// `system-ui` first, which every current browser resolves, so none looks up the families a
// device lacks (Tailwind's default stack starts with six that Android and Linux do not have)
// before the first paint. At every width nothing overflows sideways, a figure ("15 min") keeps
// to one line, a hyphenated compound in a heading never breaks at its hyphen, and the card
// grids leave no card alone in a row, for any number of cards a writer may enter.
// Line boxes are counted with Range.getClientRects().
import { expect, test, type Page } from "@playwright/test"
import { NOT_FOUND, ROUTES } from "./routes"
import { cardRow, TEXT_CARDS } from "../src/components/ui/card-row"

const WIDTHS = [320, 360, 768, 1024, 1280, 1920]
const PAGES = [...ROUTES.map((route) => route.path), NOT_FOUND.path]

/** Texts that take more than one line box: figures, and hyphenated words in headings. */
function brokenTexts(page: Page) {
  return page.evaluate(() => {
    const lineCount = (range: Range) => new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom))).size
    const figures = [...document.querySelectorAll("[data-figure]")].filter((figure) => {
      const range = document.createRange()
      range.selectNodeContents(figure)
      return lineCount(range) !== 1
    })
    const compounds: string[] = []
    for (const heading of document.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          if (lineCount(range) > 1) compounds.push(match[0])
        }
      }
    }
    return { figures: figures.map((figure) => figure.textContent), compounds, figureCount: document.querySelectorAll("[data-figure]").length }
  })
}

// Each page is loaded once and laid out again at every width: no script lays a page out, so a
// resized window is laid out as a fresh load at that width.
for (const path of PAGES) {
  test(`${path} sets every text in a stack that starts with system-ui, and at no width overflows, wraps a figure or breaks a compound at its hyphen`, async ({
    page,
  }) => {
    await page.goto(path)
    const firstFamilies = await page.evaluate(() => {
      const elements = [document.body, ...document.body.querySelectorAll("*")].filter((element) => element.textContent?.trim())
      return [...new Set(elements.map((element) => getComputedStyle(element).fontFamily.split(",")[0]!.trim()))]
    })
    expect(firstFamilies).toEqual(["system-ui"])
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const { overflow, windowWidth } = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        windowWidth: window.innerWidth,
      }))
      expect(windowWidth).toBe(width)
      expect(overflow, `${path} is wider than the ${width}px window`).toBeLessThanOrEqual(0)
      const broken = await brokenTexts(page)
      expect(broken.figures, `figures on ${path} that wrap at ${width}px`).toEqual([])
      expect(broken.compounds, `compounds in headings on ${path} broken at a hyphen at ${width}px`).toEqual([])
      if (path === "/") expect(broken.figureCount).toBe(4)
    }
  })
}

test("at every width the feature grid with 3 to 8 cards leaves no card alone in a row, every row full but the last, which is centred under the full ones", async ({
  page,
}) => {
  await page.goto("/")
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (let count = 3; count <= 8; count++) {
      // The built grid, given `count` cards: copies of the content's own, laid out as the build lays out that many.
      const row = cardRow(count, TEXT_CARDS)
      const layout = { list: row.list.style, items: Array.from({ length: count }, (_, i) => row.item(i).style ?? {}) }
      const rows = await page.evaluate(
        ({ count, layout }) => {
          const grid = document.querySelector<HTMLElement>("#features ul")!
          const cards = [...grid.children]
          for (let i = 0; grid.children.length < count; i++) grid.append(cards[i % cards.length]!.cloneNode(true))
          while (grid.children.length > count) grid.lastElementChild!.remove()
          grid.removeAttribute("style")
          for (const [name, value] of Object.entries(layout.list)) grid.style.setProperty(name, String(value))
          for (const [i, card] of [...grid.children].entries()) {
            ;(card as HTMLElement).removeAttribute("style")
            for (const [name, value] of Object.entries(layout.items[i]!)) (card as HTMLElement).style.setProperty(name, String(value))
          }
          const box = grid.getBoundingClientRect()
          const byTop = new Map<number, DOMRect[]>()
          for (const card of grid.children) {
            const rect = card.getBoundingClientRect()
            byTop.set(Math.round(rect.top), [...(byTop.get(Math.round(rect.top)) ?? []), rect])
          }
          return [...byTop.values()].map((rects) => ({
            count: rects.length,
            left: Math.min(...rects.map((r) => r.left)) - box.left,
            right: box.right - Math.max(...rects.map((r) => r.right)),
          }))
        },
        { count, layout },
      )
      const where = `${width}px, ${count} cards: ${JSON.stringify(rows)}`
      // A phone's single column, or rows of two or more: never one card beside fuller rows.
      const lengths = rows.map((r) => r.count)
      expect(lengths.every((length) => length === 1) || !lengths.includes(1), where).toBe(true)
      // Every row but the last is full and starts where the heading does; a shorter last row stands in the middle.
      const [last, full] = [rows.at(-1)!, rows.slice(0, -1)]
      for (const r of full) expect([r.count, Math.round(r.left)], where).toEqual([rows[0]!.count, 0])
      if (full.length && last.count < rows[0]!.count) expect(Math.abs(last.left - last.right), where).toBeLessThanOrEqual(1)
      else expect(last.left, where).toBeLessThanOrEqual(1)
    }
  }
})
