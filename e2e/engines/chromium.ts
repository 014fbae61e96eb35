// Chromium, as the rest of the browser tests run it: Playwright with Debian's Chromium.
import { chromium, type Browser } from "@playwright/test"
import { BROWSER_ENV, CHROMIUM_ARGS, CHROMIUM_PATH } from "../browser"
import type { Engine, EngineKind, EnginePage } from "./engine"

export const CHROMIUM: EngineKind = { name: "Chromium", narrowest: 360, headed: false, start: chromiumEngine }

function chromiumEngine(): Engine {
  let browser: Browser | undefined
  return {
    async open(javaScript) {
      browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: BROWSER_ENV })
      const page = await (await browser.newContext({ javaScriptEnabled: javaScript })).newPage()
      const errors: string[] = []
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
      const self: EnginePage = {
        goto: async (url) => {
          errors.length = 0
          await page.goto(url)
        },
        resize: (width, height) => page.setViewportSize({ width, height }),
        evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
        hover: (selector) => page.hover(selector),
        click: (selector) => page.click(selector),
        pressTab: () => page.keyboard.press("Tab"),
        screenshot: async (file) => void (await page.screenshot({ path: file })),
        consoleErrors: () => errors,
      }
      return self
    },
    close: async () => browser?.close(),
  }
}
