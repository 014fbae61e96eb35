// WebKit, the engine of Safari: Debian's MiniBrowser driven through WebKitWebDriver with
// selenium-webdriver. Its window is at least about 447 CSS px wide. Without JavaScript, the
// page's own scripts are off (--enable-javascript-markup=false) while the driver's still run.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import { Builder, By, Key, type WebDriver } from "selenium-webdriver"
import { freePort, stopGroup, until } from "../../src/test/processes"
import type { Engine, EngineKind, EnginePage } from "./engine"
import { BROWSER_ENV } from "../browser"

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver"
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"

type Session = { driver: WebDriver; server: ChildProcess }

async function startSession(javaScript: boolean, display: string): Promise<Session> {
  const port = await freePort()
  const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...BROWSER_ENV, DISPLAY: display }, stdio: "ignore", detached: true })
  const address = `http://127.0.0.1:${port}`
  await until(
    "WebKitWebDriver",
    () =>
      fetch(`${address}/status`).then(
        (r) => r.ok || undefined,
        () => undefined,
      ),
    20,
  )
  const browserOptions = { binary: MINIBROWSER_PATH, args: ["--automation", `--enable-javascript-markup=${javaScript}`] }
  const driver = await new Builder().usingServer(address).withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": browserOptions }).build()
  return { driver, server }
}

export const WEBKIT: EngineKind = { name: "WebKit", narrowest: 447, headed: true, start: webkitEngine }

function webkitEngine(display: () => string): Engine {
  const sessions = new Map<boolean, Session>()
  return {
    async open(javaScript) {
      if (!sessions.has(javaScript)) sessions.set(javaScript, await startSession(javaScript, display()))
      const { driver } = sessions.get(javaScript)!
      const element = (selector: string) => driver.findElement(By.css(selector))
      const self: EnginePage = {
        goto: (url) => driver.get(url),
        // The window is sized, toolbar included: sized again by what the viewport lacks.
        async resize(width, height) {
          await driver.manage().window().setRect({ width, height })
          const [innerWidth, innerHeight] = await driver.executeScript<[number, number]>("return [innerWidth, innerHeight]")
          if (innerWidth !== width || innerHeight !== height)
            await driver
              .manage()
              .window()
              .setRect({ width: 2 * width - innerWidth, height: 2 * height - innerHeight })
        },
        evaluate: (fn, arg) => driver.executeScript(`return (${fn.toString()})(arguments[0])`, arg),
        // WebDriver moves the pointer only to an element in view.
        async hover(selector) {
          const target = await element(selector)
          // At once: the site scrolls smoothly, and the pointer would move before the scroll ends.
          await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", target)
          await driver.actions().move({ origin: target }).perform()
        },
        click: async (selector) => (await element(selector)).click(),
        pressTab: () => driver.actions().sendKeys(Key.TAB).perform(),
        screenshot: async (file) => fs.writeFileSync(file, await driver.takeScreenshot(), "base64"),
        // WebKitWebDriver has no command that reads the console.
        consoleErrors: () => null,
      }
      return self
    },
    async close() {
      for (const { driver, server } of sessions.values()) {
        await driver.quit().catch(() => undefined)
        await stopGroup(server)
      }
      sessions.clear()
    },
  }
}
