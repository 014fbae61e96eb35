// Pages a writer composes from the card kinds (src/test/composed-pages.ts, built in the writers'
// site), at a phone's, a tablet's and two desktops' widths and on paper: rows without a lone card,
// each full but a last one centred, plans whose prices line up, one size for every section heading,
// table cells no narrower than their longest word; on three sizes of paper, headings kept with what
// they head, a call to action never alone on a sheet, and no control printed without its form.
import type { ChildProcess } from "node:child_process"
import { expect, test, type Page } from "@playwright/test"
import { serveBuilt } from "./built-site"
import { GECKO } from "./engines/gecko"
import { useEngine } from "./engines/session"
import { WEBKIT } from "./engines/webkit"
import { PAPER, pagingFaults } from "./printing"
import { COMPOSED_ROUTES, COUNTS, composedRoute } from "../src/test/composed-pages"
import { sharedSite } from "../src/test/shared-sites"
import { stopGroup } from "../src/test/processes"
import { temporaryFolders } from "../src/test/temporary-folders"

test.describe.configure({ mode: "default" })

const WIDTHS = [360, 768, 1280, 1920]
const folder = temporaryFolders(test.afterAll)
let output: string
let server: ChildProcess | undefined
let base: string

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const built = await sharedSite("writers", folder)
  expect(built.status, built.output.slice(-3000)).toBe(0)
  output = built.output
  ;({ base, server } = await serveBuilt(built.dir))
})

test.afterAll(async () => {
  if (server) await stopGroup(server)
})

/** What the open page breaks of the layout's rules, each as a sentence naming where: run in the page, in any engine. */
function layoutFaultsHere(): string[] {
  const faults: string[] = []
  const where = (element: Element) => element.closest("section")?.querySelector("h2")?.textContent ?? element.tagName
  // Cards by row: a row is the cards whose tops meet.
  const rowsOf = (cards: Element[]) => {
    const rows = new Map<number, Element[]>()
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top)
      rows.set(top, [...(rows.get(top) ?? []), card])
    }
    return [...rows.values()]
  }
  for (const list of document.querySelectorAll(".card-row")) {
    const cards = [...list.children]
    const lengths = rowsOf(cards).map((row) => row.length)
    // A stack (one card a row) is a phone's column; a lone card beside fuller rows is an orphan.
    if (cards.length > 1 && lengths.includes(1) && lengths.some((length) => length > 1)) faults.push(`${where(list)}: rows of ${lengths.join(", ")}`)
    // Every row full but the last, which, shorter, stands in the middle under the full ones.
    if (lengths.slice(0, -1).some((length) => length !== lengths[0])) faults.push(`${where(list)}: a short row before the last, rows of ${lengths.join(", ")}`)
    const lastRow = rowsOf(cards).at(-1)!
    if (lengths.length > 1 && lastRow.length < lengths[0]!) {
      const [box, rects] = [list.getBoundingClientRect(), lastRow.map((card) => card.getBoundingClientRect())]
      const [left, right] = [Math.min(...rects.map((r) => r.left)) - box.left, box.right - Math.max(...rects.map((r) => r.right))]
      if (Math.abs(left - right) > 2)
        faults.push(`${where(list)}: the last row of ${lastRow.length} stands ${Math.round(left)} px from the left, ${Math.round(right)} px from the right`)
    }
    const heading = list.closest("section")?.querySelector("h2")
    const left = Math.round(cards[0]!.getBoundingClientRect().left)
    if (heading && Math.abs(left - Math.round(heading.getBoundingClientRect().left)) > 1)
      faults.push(`${where(list)}: the first card starts at ${left}, not under the heading`)
    for (const row of rowsOf(cards)) {
      const prices = row.flatMap((card) => [...card.querySelectorAll("[data-price]")].map((price) => price.getBoundingClientRect().top))
      if (prices.length && Math.max(...prices) - Math.min(...prices) > 2) faults.push(`${where(list)}: prices at ${prices.join(", ")}`)
    }
  }
  const sizes = new Set([...document.querySelectorAll("main h2")].map((heading) => getComputedStyle(heading).fontSize))
  if (sizes.size !== 1) faults.push(`section headings in ${[...sizes].join(", ")}`)
  // A cell is at least as wide as its longest word, set in its own font.
  const context = document.createElement("canvas").getContext("2d")!
  for (const cell of document.querySelectorAll("main :is(td, th)")) {
    const style = getComputedStyle(cell)
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const longest = Math.max(...(cell.textContent ?? "").split(/\s+/).map((word) => context.measureText(word).width))
    const inner = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    if (longest > inner + 1) faults.push(`the cell "${cell.textContent}" is ${inner} px wide, its longest word ${Math.ceil(longest)} px`)
  }
  // A figure on one line: its number and unit are never apart.
  for (const figure of document.querySelectorAll("[data-figure]")) {
    const range = document.createRange()
    range.selectNodeContents(figure)
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
    if (lines.size > 1) faults.push(`the figure "${figure.textContent}" is on ${lines.size} lines`)
  }
  if (document.documentElement.scrollWidth > innerWidth) faults.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`)
  return faults
}
const layoutFaults = (page: Page) => page.evaluate(layoutFaultsHere)

for (const width of WIDTHS) {
  test(`at ${width} px, every composed page: no lone card in a row, prices in line, one heading size, cells as wide as their words`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    for (const route of COMPOSED_ROUTES) {
      await page.goto(base + route)
      expect(await layoutFaults(page), `${route} at ${width} px`).toEqual([])
    }
    await page.close()
  })
}

// The same rules in Gecko and WebKit, each at the narrowest width its window allows (a phone's
// column of cards, a scrolling table) and at a desktop's (rows of three and four, plans in line).
for (const kind of [GECKO, WEBKIT]) {
  test.describe(kind.name, () => {
    test.describe.configure({ mode: "serial" })
    const pageAt = useEngine(kind)
    for (const width of [kind.narrowest, 1280]) {
      test(`at ${width} px, every composed page keeps the layout's rules`, async () => {
        const page = await pageAt(true, width, 900)
        for (const route of COMPOSED_ROUTES) {
          await page.goto(base + route)
          expect(await page.evaluate(layoutFaultsHere), `${route} at ${width} px in ${kind.name}`).toEqual([])
        }
      })
    }
  })
}

test("printed on Letter, A4 and A5, no sheet ends on a heading, no call to action stands alone on one, and no control prints without its form", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const faults: string[] = []
  for (const route of [...COUNTS.map(composedRoute), "/pricing", "/how-it-works", "/case-studies/orthopaedic-practice", "/about"]) {
    await page.goto(base + route)
    const callsToAction = await page.locator("main section:has(> div > .bg-brand-900) h2").allTextContents()
    await page.emulateMedia({ media: "print" })
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll("button, input:not([type=hidden]), select, textarea")]
        .filter((control) => control.getClientRects().length > 0 && !control.closest("form")?.getClientRects().length)
        .map((control) => control.textContent || control.outerHTML.slice(0, 80)),
    )
    expect(controls, route).toEqual([])
    for (const paper of PAPER) faults.push(...(await pagingFaults(page, paper, callsToAction)).map((fault) => `${route} on ${fault}`))
    await page.emulateMedia({ media: "screen" })
  }
  expect(faults).toEqual([])
  await page.close()
})

test("the build warns of each plan without a button, naming its file and field, and still builds", () => {
  const flat = output.replace(/\s*\n\s*/g, " ")
  expect(flat).toContain(
    'content/pages/layouts-3-cards.md: Section 3 (Plans), plan 3: Button: expected a button on each plan, so its reader can act on it; "Sign plan" has none (it builds, without a call to action)',
  )
})
