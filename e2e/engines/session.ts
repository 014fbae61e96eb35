// An engine for the tests of one describe block, and where its screenshots go.
import fs from "node:fs"
import path from "node:path"
import { test } from "@playwright/test"
import { startDisplay, type Display } from "./xvfb"
import type { Engine, EngineKind, EnginePage } from "./engine"

/** Screenshots of every route in every engine, where a person can look at them. */
export const SCREENSHOTS = path.join(__dirname, "..", "..", "test-results", "engines")
// "/" at 360 px is home-360.png, "/privacy-policy" privacy-policy-360.png.
export const shot = (engine: EngineKind, route: string, width: number) =>
  path.join(SCREENSHOTS, engine.name.toLowerCase(), `${route === "/" ? "home" : route.slice(1).replace(/\W+/g, "-")}-${width}.png`)

/** Runs an engine for one describe block: its display (for the headed ones) and its browsers, ended after. */
export function useEngine(kind: EngineKind) {
  let display: Display | undefined
  let engine: Engine | undefined
  const pages = new Map<boolean, EnginePage>()
  test.beforeAll(async () => {
    test.setTimeout(60_000)
    fs.mkdirSync(path.dirname(shot(kind, "/", 0)), { recursive: true })
    if (kind.headed) display = await startDisplay()
    engine = kind.start(() => display!.name)
  })
  test.afterAll(async () => {
    await engine?.close()
    await display?.stop()
  })
  /** The engine's page with the page's scripts on or off, at the given size. */
  return async (javaScript: boolean, width: number, height = 800) => {
    if (!pages.has(javaScript)) pages.set(javaScript, await engine!.open(javaScript))
    const page = pages.get(javaScript)!
    await page.resize(width, height)
    return page
  }
}
