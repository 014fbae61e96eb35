// The legal documents read in place: their whole text is on the page, as headings, paragraphs
// and lists, wherever the browser has no PDF viewer, with JavaScript and without it.
import { expect, test } from "@playwright/test"
import { WHOLE_BROWSER } from "./browser"
import { blockText, runsText } from "../src/vocabulary/legal-text"
import { LEGAL_DOCUMENTS } from "./legal-content"
import { startPageScripts } from "./page-scripts"
import { testWithoutPdfViewer } from "./no-pdf-viewer"

for (const scriptsEnabled of [true, false]) {
  testWithoutPdfViewer.describe(`without a PDF viewer, JavaScript ${scriptsEnabled ? "on" : "off"}`, () => {
    testWithoutPdfViewer.use({ scriptsEnabled })
    for (const doc of LEGAL_DOCUMENTS) {
      testWithoutPdfViewer(`${doc.path} shows every heading, paragraph and list item of the document`, async ({ phonePage: page }) => {
        await page.goto(doc.path)
        if (scriptsEnabled) await startPageScripts(page)
        await expect(page.getByRole("heading", { name: "PDF Viewer Not Available" })).toBeVisible()
        const text = page.getByRole("article", { name: `${doc.title}: full text` })
        for (const block of doc.blocks) {
          if (block.kind === "h2" || block.kind === "h3") {
            const heading = text.getByRole("heading", { level: block.kind === "h2" ? 2 : 3, name: blockText(block), exact: true })
            await expect(heading).toBeVisible()
            await expect(heading).toHaveAttribute("id", block.id)
          } else if (block.kind === "p") {
            await expect(text.getByText(blockText(block), { exact: true })).toBeVisible()
          } else {
            for (const item of ("items" in block ? block.items : []).map(runsText))
              await expect(text.getByRole("listitem").filter({ hasText: item })).toBeVisible()
          }
        }
        // The two actions once, after the message that points to them.
        await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(1)
        await expect(page.getByRole("link", { name: "Open in New Tab" })).toHaveCount(1)
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      })
    }
  })
}

test("a section of a legal document can be linked by its heading's words", async ({ page }) => {
  await page.goto("/privacy-policy#information-you-give-us")
  const heading = page.getByRole("heading", { level: 2, name: "3. Information you give us" })
  await expect(heading).toHaveAttribute("id", "information-you-give-us")
  await expect(heading).toBeInViewport()
})

test("with a PDF viewer the text follows the viewer, which keeps its place at the top", WHOLE_BROWSER, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto("/terms-of-service")
  const viewer = await page.locator('object[type="application/pdf"]').boundingBox()
  const text = await page.getByRole("article").boundingBox()
  expect(viewer!.height).toBeGreaterThanOrEqual(700)
  expect(text!.y).toBeGreaterThan(viewer!.y + viewer!.height)
})
