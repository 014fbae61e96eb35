// The site in each engine its visitors use: Chromium, Gecko (Firefox) and WebKit (Safari, and
// every browser on an iPhone), each at the narrowest width its window allows and at 1280 px,
// through the same checks (e2e/engines/checks.ts). Screenshots of every route in every engine
// are written to test-results/engines/.
import { test, type TestInfo } from "@playwright/test"
import { CHROMIUM } from "./engines/chromium"
import { GECKO } from "./engines/gecko"
import { WEBKIT } from "./engines/webkit"
import { shot, useEngine } from "./engines/session"
import { checkHeaderAnchor, checkLegalPage, checkNotFound, checkRenders, checkTooltips, checkWithoutJavaScript } from "./engines/checks"
import { LEGAL_DOCUMENTS } from "./legal-content"
import { NOT_FOUND, ROUTES } from "./routes"
import { blockText } from "../src/vocabulary/legal-text"

const FIRST_BASIS = "pilot practices"
const baseOf = (testInfo: TestInfo) => testInfo.project.use.baseURL!

for (const kind of [CHROMIUM, GECKO, WEBKIT]) {
  test.describe(kind.name, () => {
    test.describe.configure({ mode: "serial" })
    const pageAt = useEngine(kind)

    for (const width of [kind.narrowest, 1280]) {
      for (const route of ROUTES) {
        test(`${route.path} at ${width}px renders with nothing overflowing and no console error`, async ({}, testInfo) => {
          await checkRenders(await pageAt(true, width), `${baseOf(testInfo)}${route.path}`, route.title, shot(kind, route.path, width))
        })
      }
      test(`the 404 page at ${width}px answers 404`, async ({}, testInfo) => {
        await checkNotFound(await pageAt(true, width), `${baseOf(testInfo)}${NOT_FOUND.path}`, shot(kind, "/404", width))
      })
      test(`at ${width}px the header's Features link from /about lands below the header${width < 768 ? ", through the menu" : ""}`, async ({}, testInfo) => {
        await checkHeaderAnchor(await pageAt(true, width), baseOf(testInfo), width < 768)
      })
      for (const doc of LEGAL_DOCUMENTS) {
        test(`${doc.path} at ${width}px shows the viewer or the fallback, its full text and a PDF link that serves a PDF`, async ({}, testInfo) => {
          await checkLegalPage(
            await pageAt(true, width),
            `${baseOf(testInfo)}${doc.path}`,
            blockText(doc.blocks.at(-1)!)
              .split(/(?<=\.) /)
              .at(-1)!,
          )
        })
      }
    }

    test("a figure's basis shows in a tooltip on hover and on keyboard focus", async ({}, testInfo) => {
      await checkTooltips(await pageAt(true, 1280), baseOf(testInfo), FIRST_BASIS)
    })

    for (const route of ROUTES) {
      test(`${route.path} without JavaScript at ${kind.narrowest}px is complete, with a menu that opens`, async ({}, testInfo) => {
        await checkWithoutJavaScript(await pageAt(false, kind.narrowest), `${baseOf(testInfo)}${route.path}`, true)
      })
    }
  })
}
