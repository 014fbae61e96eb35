// A page printed as a reader's browser prints it (Chromium's print to PDF), read back: its text, and
// how its blocks fall on the sheets of each paper size.
import type { Page } from "@playwright/test"
import { printedBlocks, printedText } from "./pdf-structure"

/** The paper sizes a reader prints on: North America's, the rest of the world's, and its half. */
export const PAPER = ["Letter", "A4", "A5"] as const
export type Paper = (typeof PAPER)[number]

/** The open page printed to PDF (and left in print media): each page's text, and the text printed too light to read. */
export async function print(page: Page, format: Paper = "Letter") {
  await page.emulateMedia({ media: "print" })
  return printedText(new Uint8Array(await page.pdf({ format })))
}

const words = (text: string) => text.replace(/\s+/g, "")

/**
 * What the open page, printed on `format`, does that a reader would not want: a sheet that ends on a
 * heading (what it heads on the next), and the call to action (its heading named in `alone`) on a
 * sheet of its own. Read from the PDF's tags: each sheet's blocks, in reading order. The page is left in print media.
 */
export async function pagingFaults(page: Page, format: Paper, alone: readonly string[] = []): Promise<string[]> {
  await page.emulateMedia({ media: "print" })
  const sheets = await printedBlocks(new Uint8Array(await page.pdf({ format, tagged: true })))
  const faults: string[] = []
  sheets.forEach((blocks, n) => {
    // A block a sheet only begins (an empty tag, as Chromium leaves one where a block starts on the next) is not on it.
    const shown = blocks.filter((block) => block.text || block.role === "Figure")
    const last = shown.at(-1)
    if (n < sheets.length - 1 && last && /^H\d$/.test(last.role))
      faults.push(`${format}: sheet ${n + 1} of ${sheets.length} ends on the heading "${last.text}"`)
    const first = shown[0]
    if (n > 0 && first && alone.some((heading) => words(heading) === words(first.text)) && shown.length <= 2)
      faults.push(`${format}: sheet ${n + 1} holds the call to action "${first.text}" alone`)
  })
  return faults
}
