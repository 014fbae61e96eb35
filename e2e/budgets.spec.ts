// Byte budgets for a first visit to each route, from the build's own files (brotli), so a
// change that makes a page heavier fails here deterministically rather than in a benchmark.
// They count the scripts a visitor's first interaction starts, not only what loads before it.
import { expect, test } from "@playwright/test"
import { ROUTES } from "./routes"
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
