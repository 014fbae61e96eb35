// A legal document's PDF, drawn at build from the same blocks as its page: tagged (a structure
// tree of H1, H2, H3, P and L in reading order, running footers as artifacts), with its
// language, a title shown in the window's title bar and embedded fonts.
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import PDFDocument from "pdfkit"
import { runsText, type LegalBlockView, type LegalRun } from "../content/legal-text"

export type LegalPdfInput = {
  title: string
  productName: string
  lastUpdated: { iso: string; display: string; label: string }
  blocks: readonly LegalBlockView[]
}

// Resolved from the site's root at run time: Gatsby's bundling of this file has no require.resolve.
const FONTS = path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve("@fontsource/inter/package.json"))
const REGULAR = path.join(FONTS, "files", "inter-latin-400-normal.woff")
const BOLD = path.join(FONTS, "files", "inter-latin-700-normal.woff")
/** The font files every PDF embeds. */
export const FONT_FILES = [REGULAR, BOLD]
export const INK = "#1e293b"
export const NAVY = "#0b3b5c"
export const MUTED = "#64748b"

/** `tagged: false` draws the same pages with no structure, as an untagged PDF from elsewhere. */
export function renderLegalPdf(input: LegalPdfInput, out: string, { tagged = true } = {}): Promise<void> {
  const { doc, root, done } = openLegalPdf({ title: input.title, productName: input.productName, iso: input.lastUpdated.iso }, out, tagged)
  root.add(doc.struct("H1", {}, () => doc.font("bold").fontSize(20).fillColor(NAVY).text(input.title)))
  doc.moveDown(0.3)
  root.add(doc.struct("P", {}, () => doc.font("regular").fontSize(10).fillColor(MUTED).text(`${input.lastUpdated.label}: ${input.lastUpdated.display}`)))
  doc.moveDown(1)
  for (const block of input.blocks) {
    if (block.kind === "h2" || block.kind === "h3") {
      drawHeading(doc, root, block.kind, runsText(block.runs ?? []))
    } else if (block.kind === "p") {
      root.add(doc.struct("P", {}, () => drawRuns(doc, block.runs ?? [])))
      doc.moveDown(0.6)
    } else {
      const list = doc.struct("L")
      root.add(list)
      doc.font("regular").fontSize(11).fillColor(INK)
      doc.list((block.items ?? []).map(runsText), { structParent: list, listType: block.kind === "ol" ? "numbered" : "bullet", lineGap: 3 })
      list.end()
      doc.moveDown(0.6)
    }
  }
  closeLegalPdf(doc, root, `${input.productName} · ${input.title}`)
  return done
}

/** A Letter-size tagged PDF in the documents' fonts, its structure's root and its file being written. */
export function openLegalPdf(info: { title: string; productName: string; iso: string }, out: string, tagged = true) {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    bufferPages: true,
    tagged,
    lang: "en-US",
    displayTitle: true,
    pdfVersion: "1.7",
    font: REGULAR,
    // A fixed creation date keeps the PDF byte-for-byte the same for the same text.
    info: { Title: info.title, Author: info.productName, CreationDate: new Date(`${info.iso}T00:00:00Z`) },
  })
  doc.registerFont("regular", REGULAR)
  doc.registerFont("bold", BOLD)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  const done = new Promise<void>((resolve, reject) => {
    const stream = fs.createWriteStream(out)
    stream.on("finish", resolve).on("error", reject)
    doc.pipe(stream)
  })
  const root = doc.struct("Document")
  doc.addStructure(root)
  return { doc, root, done }
}

/** A heading, which starts a new page rather than end one: it keeps at least two lines of its text. */
export function drawHeading(doc: PDFKit.PDFDocument, parent: PDFKit.PDFStructureElement, kind: "h2" | "h3", text: string) {
  if (doc.y + 72 > doc.page.height - doc.page.margins.bottom) doc.addPage()
  doc.moveDown(kind === "h2" ? 0.6 : 0.3)
  const size = kind === "h2" ? 13 : 11.5
  parent.add(doc.struct(kind.toUpperCase(), {}, () => doc.font("bold").fontSize(size).fillColor("#0f172a").text(text)))
  doc.moveDown(0.3)
}

/** Ends the structure, then puts the running footer on every page, marked as an artifact so screen readers skip it. */
export function closeLegalPdf(doc: PDFKit.PDFDocument, root: PDFKit.PDFStructureElement, footer: string) {
  root.end()
  const { start, count } = doc.bufferedPageRange()
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.markContent("Artifact", { type: "Pagination" })
    doc.font("regular").fontSize(9).fillColor(MUTED)
    doc.text(footer, 72, doc.page.height - 50, { lineBreak: false, width: doc.page.width - 144 - 90 })
    doc.text(`Page ${i + 1} of ${count}`, doc.page.width - 72 - 80, doc.page.height - 50, { width: 80, align: "right", lineBreak: false })
    doc.endMarkedContent()
    doc.page.margins.bottom = bottom
  }
  doc.end()
}

// A paragraph's runs on one flow of text: bold and links keep their look and targets.
function drawRuns(doc: PDFKit.PDFDocument, runs: readonly Readonly<LegalRun>[]) {
  runs.forEach((run, i) => {
    doc
      .font(run.strong ? "bold" : "regular")
      .fontSize(11)
      .fillColor(run.href ? NAVY : INK)
      .text(run.text, { continued: i < runs.length - 1, lineGap: 3, link: run.href ?? undefined, underline: Boolean(run.href) })
  })
}
