// Full-page screenshots of every route at 320, 360, 768, 1024, 1280 and 1920 px, for a person to look at.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]
import fs from "node:fs"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs"
import { builtRoutes } from "./built-routes.mjs"

const base = process.argv[2] ?? "http://localhost:9000"
const out = process.argv[3] ?? "screenshots"
const routes = builtRoutes()
const widths = (process.env.WIDTHS ?? "320,360,768,1024,1280,1920").split(",").map(Number)

fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "networkidle" })
    const name = route === "/" ? "home" : route.slice(1)
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
console.log(`wrote ${routes.length * widths.length} screenshots to ${out}/`)
