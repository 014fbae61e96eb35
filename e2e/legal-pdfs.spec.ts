// The legal PDFs, built from the same text as their pages: tagged for screen readers (a
// structure tree of headings and paragraphs in reading order, footers as artifacts, the
// document's language, its title shown, fonts embedded), and never published when a PDF
// supplied in their place says something else.
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { blockText, type LegalBlock } from "../src/vocabulary/legal-text"
import { parseLegalText } from "../src/vocabulary/legal-markdown"
import { renderLegalPdf, type LegalPdfInput } from "../src/node/legal/legal-pdf"
import { checkPdfText } from "../src/node/legal/legal-pdf-check"
import { LEGAL_DOCUMENTS } from "./legal-content"
import { readStructure } from "./pdf-structure"
import { temporaryFolders } from "../src/test/temporary-folders"
import { COUNSEL_BLOCK_TEXTS, COUNSEL_TEXT } from "../src/test/legal-fixture"

const ROOT = path.join(__dirname, "..")
const folder = temporaryFolders(test.afterAll)
const normalize = (text: string) => text.replace(/\s+/g, " ").trim()

for (const doc of LEGAL_DOCUMENTS) {
  test(`${doc.pdf} is tagged: H1, then the document's headings and paragraphs in reading order`, async () => {
    const bytes = fs.readFileSync(path.join(ROOT, "public", doc.pdf))
    const { elements, artifacts, viewerPreferences } = await readStructure(new Uint8Array(bytes))
    const headings = elements.filter((e) => /^H\d$/.test(e.role))
    expect(headings[0]).toEqual({ role: "H1", text: doc.title })
    const expected = [
      { role: "P", text: `Last updated: ${doc.lastUpdated}` },
      ...doc.blocks.filter((b) => b.kind !== "ul" && b.kind !== "ol").map((b) => ({ role: b.kind.toUpperCase(), text: normalize(blockText(b)) })),
    ]
    const found = elements.filter((e) => e.role === "P" || /^H[23]$/.test(e.role)).map((e) => ({ role: e.role, text: normalize(e.text) }))
    // A paragraph that runs onto the next page appears in both pages' trees: join its parts.
    const read: typeof found = []
    let i = 0
    for (const want of expected) {
      let text = found[i]?.text ?? ""
      let j = i + 1
      while (text !== want.text && found[j]?.role === want.role && want.text.startsWith(text)) text = normalize(`${text} ${found[j++]!.text}`)
      read.push({ role: found[i]?.role ?? "", text })
      i = j
    }
    expect(read).toEqual(expected)
    expect(i).toBe(found.length)
    // Running footers and page numbers are artifacts, outside the structure.
    expect(artifacts.join(" ")).toMatch(/Page 1 of \d/)
    expect(elements.some((e) => /Page \d of/.test(e.text))).toBe(false)
    expect(viewerPreferences).toMatchObject({ DisplayDocTitle: true })
    const raw = bytes.toString("latin1")
    expect(raw).toContain("/Lang (en-US)")
    expect(raw.match(/\/FontFile2/g)?.length).toBe(2)
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/)
  })
}

// A document of a few blocks, drawn as the build draws them, into a temporary file.
async function pdfOf(blocks: LegalBlock[], options: { tagged?: boolean } = {}): Promise<Uint8Array> {
  const file = path.join(folder("pdf-"), "doc.pdf")
  const input: LegalPdfInput = {
    title: "Privacy Policy",
    productName: "Veridraft",
    lastUpdated: { iso: "2026-11-01", display: "November 1, 2026", label: "Last updated" },
    blocks,
  }
  await renderLegalPdf(input, file, options)
  return new Uint8Array(fs.readFileSync(file))
}

const { blocks: PAGE } = parseLegalText("## 1. Who we are\n\nWe draft reports. We keep records safe.\n\n## 2. Sharing\n\nWe share nothing.")
const pageTexts = ["Privacy Policy", "Last updated: November 1, 2026", ...PAGE.map(blockText)]

test("a PDF that says what the page says passes the drift check", async () => {
  expect(await checkPdfText(await pdfOf(PAGE), pageTexts)).toEqual({ tagged: true, difference: null })
})

test("a PDF whose text differs from the page is named with the first differing sentence, either way", async () => {
  const changed = parseLegalText("## 1. Who we are\n\nWe draft reports. We keep records for ten years.\n\n## 2. Sharing\n\nWe share nothing.").blocks
  expect(await checkPdfText(await pdfOf(changed), pageTexts)).toEqual({ tagged: true, difference: 'the page says "We keep records safe.", the PDF does not' })
  const longer = parseLegalText(
    "## 1. Who we are\n\nWe draft reports. We keep records safe.\n\n## 2. Sharing\n\nWe share nothing. We sell data to brokers.",
  ).blocks
  expect(await checkPdfText(await pdfOf(longer), pageTexts)).toEqual({ tagged: true, difference: 'the PDF says "We sell data to brokers.", the page does not' })
})

test("an untagged PDF is told apart from a tagged one", async () => {
  expect(await checkPdfText(await pdfOf(PAGE, { tagged: false }), pageTexts)).toEqual({ tagged: false, difference: null })
})

// A PDF's text as a screen reader or a copy reads it: its title, headings, paragraphs and list
// items' bodies in order (list labels and running footers aside), each normalised for spacing.
async function readingText(bytes: Uint8Array): Promise<string[]> {
  const { elements } = await readStructure(bytes)
  return elements.filter((e) => /^(H\d|P|LBody)$/.test(e.role)).map((e) => normalize(e.text))
}

test("counsel's text reaches the PDF character for character: every symbol, a wrapped item whole, nested emphasis, an escape, a link ending in ), other scripts", async () => {
  const { blocks, problems } = parseLegalText(COUNSEL_TEXT)
  expect(problems).toEqual([])
  const bytes = await pdfOf(blocks)
  const expected = ["Privacy Policy", "Last updated: November 1, 2026", ...COUNSEL_BLOCK_TEXTS.flatMap((text) => text.split("\n")).map(normalize)]
  expect(await readingText(bytes)).toEqual(expected)
  // Three fonts embedded, each a subset: Inter, and Noto for the check marks' and arrows' kin it has not.
  expect(bytes.length).toBeLessThan(60_000)
})

for (const doc of LEGAL_DOCUMENTS) {
  test(`${doc.path}: the page and its PDF say the same, whitespace aside`, async ({ page }) => {
    await page.goto(doc.path)
    const pageText = await page.evaluate(() => {
      const article = document.querySelector("article")!
      const blocks = [...article.querySelectorAll("h2, h3, p, li")].map((element) => element.textContent ?? "")
      return [document.querySelector("h1")!.textContent ?? "", ...blocks]
    })
    const pdf = await readingText(new Uint8Array(fs.readFileSync(path.join(ROOT, "public", doc.pdf))))
    // A paragraph that runs onto the next page is two parts in the PDF: compare the texts as a whole.
    const lastUpdated = pdf.splice(1, 1)
    expect(lastUpdated).toEqual([`Last updated: ${doc.lastUpdated}`])
    expect(normalize(pdf.join(" "))).toBe(normalize(pageText.join(" ")))
  })
}
