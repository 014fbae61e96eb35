// Chromium set to download PDFs rather than show them, as a phone does: navigator.pdfViewerEnabled
// is false and an <object> of a PDF shows its fallback content.
import fs from "node:fs"
import path from "node:path"
import { chromium, test, type Page } from "@playwright/test"
import { BROWSER_ENV, CHROMIUM_ARGS, CHROMIUM_SHELL_PATH, PHONE } from "./browser"

/**
 * Tests given `phonePage`: a page in a phone-sized Chromium without a PDF viewer; with
 * `test.use({ scriptsEnabled: false })`, one that runs no JavaScript either.
 */
export const testWithoutPdfViewer = test.extend<{ phonePage: Page; scriptsEnabled: boolean }>({
  scriptsEnabled: [true, { option: true }],
  phonePage: async ({ baseURL, scriptsEnabled }, use, testInfo) => {
    // The preference lives in a profile, so the browser gets one of its own in the test's output.
    const profile = testInfo.outputPath("profile")
    fs.mkdirSync(path.join(profile, "Default"), { recursive: true })
    fs.writeFileSync(path.join(profile, "Default", "Preferences"), JSON.stringify({ plugins: { always_open_pdf_externally: true } }))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_SHELL_PATH,
      args: CHROMIUM_ARGS,
      env: BROWSER_ENV,
      baseURL,
      javaScriptEnabled: scriptsEnabled,
      ...PHONE,
    })
    await use(await context.newPage())
    await context.close()
  },
})
