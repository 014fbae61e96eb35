// Byte budgets for a first visit to each route, from the build's own files (brotli), so a
// change that makes a page heavier fails here deterministically rather than in a benchmark.
// They count the scripts a visitor's first interaction starts, not only what loads before it.
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { ROUTES } from "./routes"
import { chooseCandidate, imagesLoaded, slotWidth } from "./image-weight"
import { BUDGET, LEGAL_BUDGET, routeWeight, type RouteWeight } from "./route-weight"

const budgetFor = (route: string) => (["/privacy-policy", "/terms-of-service"].includes(route) ? LEGAL_BUDGET : BUDGET)

const PAGES = [...ROUTES.map((route) => route.path), "/404.html"]

for (const route of PAGES) {
  // Read and compressed once per route, when a test first asks (not while the tests are listed):
  // both tests below look at the same figures.
  let measured: RouteWeight | undefined
  const measure = () => (measured ??= routeWeight(route))

  test(`${route} stays within its byte budgets`, () => {
    const { scriptSource: _, scripts, ...weight } = measure()
    test.info().annotations.push({ type: "weight", description: JSON.stringify(weight) })
    for (const [kind, budget] of Object.entries(budgetFor(route))) {
      expect(weight[kind as keyof typeof BUDGET], `${kind} bytes (brotli) of ${route}`).toBeLessThanOrEqual(budget)
    }
    // React's framework chunk and the app are always counted; with the page's chunk, no more than 4.
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/framework-/), expect.stringMatching(/^\/app-/)]))
    expect(scripts.length).toBeLessThanOrEqual(4)
  })

  test(`${route} starts no tooltip library or server renderer with React`, () => {
    const { scriptSource } = measure()
    // Radix Tooltip loads when a hover or keyboard focus reaches the figures; react-dom/server never ships.
    expect(scriptSource).not.toContain("radix")
    expect(scriptSource).not.toContain("renderToReadableStream")
  })
}

test("images count as a phone 360 px wide at twice the density loads them", () => {
  // A photo across the text column: 320 px at 360 px wide, so the 768w candidate at 2x.
  const sizes = "(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
  expect([slotWidth(sizes, 360), slotWidth(sizes, 700), slotWidth(sizes, 1280)]).toEqual([320, 636, 768])
  expect(chooseCandidate("/a.avif 192w,\n/b.avif 384w,\n/c.avif 768w,\n/d.avif 1536w", 320, 2)).toBe("/c.avif")
  expect(chooseCandidate("/a.avif 192w, /b.avif 384w", 320, 2)).toBe("/b.avif")
  // The founder's 128 px photo: its AVIF at 256 px, and nothing else on the page.
  const about = fs.readFileSync(path.join(__dirname, "..", "public", "about", "index.html"), "utf8")
  const loaded = imagesLoaded(about)
  expect(loaded).toEqual([expect.stringMatching(/^\/static\/\w+\/\w+\/founder\.avif$/)])
  expect(about).toContain(`${loaded[0]} 256w`)
})
