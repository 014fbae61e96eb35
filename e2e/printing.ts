// A page printed as a reader's browser prints it (Chromium's print to PDF, Letter), read back.
import type { Page } from "@playwright/test"
import { printedText } from "./pdf-structure"

/** The open page printed to PDF: each page's text, and the text printed too light to read. */
export async function print(page: Page) {
  await page.emulateMedia({ media: "print" })
  return printedText(new Uint8Array(await page.pdf({ format: "Letter" })))
}
