// HTML_CodeSniffer, the checker pa11y runs, on a page as it stands: its WCAG 2.1 AA errors, each with
// its rule and the element, must be none. It runs through the driver, so the page's CSP does not stop it.
import fs from "node:fs"
import { expect, type Page } from "@playwright/test"

const HTMLCS = fs.readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8")
type Message = { type: number; code: string; msg: string; element: Element }
declare const window: Window & { HTMLCS: { process(standard: string, root: Document, done: () => void): void; getMessages(): Message[] } }

export async function expectNoCodeSnifferErrors(page: Page) {
  await page.evaluate(`${HTMLCS};window.HTMLCS = HTMLCS`)
  const errors = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        window.HTMLCS.process("WCAG2AA", document, () =>
          resolve(
            window.HTMLCS.getMessages()
              .filter((message) => message.type === 1)
              .map((message) => `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 160)})`),
          ),
        ),
      ),
  )
  expect(errors).toEqual([])
}
