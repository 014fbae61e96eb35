// Gecko: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi, with no geckodriver.
// Run headed (under Xvfb): headless Firefox reports no hover-capable pointer, and the tooltips
// rightly never load there. Without JavaScript is a browser of its own, as Firefox turns
// scripts off by preference; the driver's own scripts still run, in a sandbox.
import puppeteer, { type Browser } from "puppeteer-core"
import type { Engine, EngineKind, EnginePage } from "./engine"
import { BROWSER_ENV } from "../browser"

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"

export const GECKO: EngineKind = { name: "Gecko", narrowest: 360, headed: true, start: geckoEngine }

function geckoEngine(display: () => string): Engine {
  const browsers = new Map<boolean, Browser>()
  const launch = (javaScript: boolean) =>
    puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX_PATH,
      headless: false,
      env: { ...BROWSER_ENV, DISPLAY: display() },
      extraPrefsFirefox: { "javascript.enabled": javaScript },
    })
  return {
    async open(javaScript) {
      if (!browsers.has(javaScript)) browsers.set(javaScript, await launch(javaScript))
      const page = await browsers.get(javaScript)!.newPage()
      const errors: string[] = []
      // Puppeteer's own hover and click wait on an IntersectionObserver in the page, which never
      // answers with the page's scripts off: the pointer goes to the element's centre instead.
      const centreOf = (selector: string) =>
        page.evaluate((selector) => {
          const element = document.querySelector(selector)!
          element.scrollIntoView({ block: "center", behavior: "instant" })
          const box = element.getBoundingClientRect()
          return [box.x + box.width / 2, box.y + box.height / 2] as [number, number]
        }, selector)
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
      const self: EnginePage = {
        goto: async (url) => {
          errors.length = 0
          await page.goto(url, { waitUntil: "load" })
        },
        // Firefox ESR 140 sets the size, then refuses the screen orientation Puppeteer also sets.
        resize: (width, height) =>
          page.setViewport({ width, height }).catch((error: Error) => {
            if (!/setScreenOrientationOverride/.test(error.message)) throw error
          }),
        evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
        hover: async (selector) => page.mouse.move(...(await centreOf(selector))),
        click: async (selector) => page.mouse.click(...(await centreOf(selector))),
        pressTab: () => page.keyboard.press("Tab"),
        screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
        consoleErrors: () => errors,
      }
      return self
    },
    async close() {
      await Promise.all([...browsers.values()].map((browser) => browser.close()))
      browsers.clear()
    },
  }
}
