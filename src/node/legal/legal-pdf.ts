// A legal document's PDF, drawn at build from the same blocks as its page: tagged (a structure
// tree of H1, H2, H3, P and L in reading order, running footers as artifacts), with its
// language, a title shown in the window's title bar and embedded fonts, each character drawn by
// the first of them that has it (src/node/legal/pdf-fonts.ts).
import fs from "node:fs"
import path from "node:path"
import PDFDocument from "pdfkit"
import { runsText, type LegalBlockView, type LegalRun } from "../../vocabulary/legal-text"
import { INK, MUTED, NAVY } from "../drawings/drawing-colors"
import { FONTS, type FontName, fontData, fontRuns } from "./pdf-fonts"

export type LegalPdfInput = {
  title: string
  productName: string
  lastUpdated: { iso: string; display: string; label: string }
  blocks: readonly LegalBlockView[]
}

/** `tagged: false` draws the same pages with no structure, as an untagged PDF from elsewhere. */
export function renderLegalPdf(input: LegalPdfInput, out: string, { tagged = true } = {}): Promise<void> {
  const { doc, root, done } = openLegalPdf({ title: input.title, productName: input.productName, iso: input.lastUpdated.iso }, out, tagged)
  root.add(doc.struct("H1", {}, () => write(doc.fontSize(20).fillColor(NAVY), [{ text: input.title, weight: "bold" }])))
  doc.moveDown(0.3)
  root.add(doc.struct("P", {}, () => write(doc.fontSize(10).fillColor(MUTED), [{ text: `${input.lastUpdated.label}: ${input.lastUpdated.display}` }])))
  doc.moveDown(1)
  for (const block of input.blocks) {
    if (block.kind === "h2" || block.kind === "h3") {
      drawHeading(doc, root, block.kind, runsText(block.runs ?? []))
    } else if (block.kind === "p") {
      root.add(doc.struct("P", {}, () => drawRuns(doc, block.runs ?? [])))
      doc.moveDown(0.6)
    } else {
      drawList(doc, root, block.kind, block.items ?? [])
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
    // No font before Inter is registered below: pdfkit's default would add Helvetica to the file.
    font: "",
    // A fixed creation date keeps the PDF byte-for-byte the same for the same text.
    info: { Title: info.title, Author: info.productName, CreationDate: new Date(`${info.iso}T00:00:00Z`) },
  })
  for (const name of Object.keys(FONTS) as FontName[]) doc.registerFont(name, fontData(name))
  doc.font("regular")
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
  parent.add(doc.struct(kind.toUpperCase(), {}, () => write(doc.fontSize(size).fillColor("#0f172a"), [{ text, weight: "bold" }])))
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
    doc.fontSize(9).fillColor(MUTED)
    doc.x = 72
    doc.y = doc.page.height - 50
    write(doc, [{ text: footer, options: { lineBreak: false, width: doc.page.width - 144 - 90 } }])
    doc.font("regular").text(`Page ${i + 1} of ${count}`, doc.page.width - 72 - 80, doc.page.height - 50, { width: 80, align: "right", lineBreak: false })
    doc.endMarkedContent()
    doc.page.margins.bottom = bottom
  }
  doc.end()
}

/** A piece of text to write, in a weight, with pdfkit's options (a link, an underline…). */
export type Piece = { text: string; weight?: "regular" | "bold"; color?: string; options?: PDFKit.Mixins.TextOptions }

/** Pieces on one flow of text, each character in the first font that draws it; the flow ends with the last, unless `end` is false. */
export function write(doc: PDFKit.PDFDocument, pieces: readonly Piece[], end = true) {
  const parts = pieces.flatMap(({ text, weight = "regular", color, options = {} }) => fontRuns(text, weight).map((run) => ({ ...run, color, options })))
  parts.forEach(({ font, text, color, options }, i) => {
    if (color) doc.fillColor(color)
    doc.font(font).text(text, { ...options, continued: i < parts.length - 1 || !end })
  })
}

// A paragraph's runs on one flow of text: bold and links keep their look and targets.
const runPieces = (runs: readonly Readonly<LegalRun>[]): Piece[] =>
  runs.map((run) => ({
    text: run.text,
    weight: run.strong ? "bold" : "regular",
    color: run.href ? NAVY : INK,
    options: { lineGap: 3, link: run.href ?? undefined, underline: Boolean(run.href) },
  }))

function drawRuns(doc: PDFKit.PDFDocument, runs: readonly Readonly<LegalRun>[]) {
  write(doc.fontSize(11).fillColor(INK), runPieces(runs))
}

// A list as L > LI > Lbl, LBody: a bullet or a number beside each item, whose runs keep bold and links.
function drawList(doc: PDFKit.PDFDocument, parent: PDFKit.PDFStructureElement, kind: "ul" | "ol", items: readonly (readonly Readonly<LegalRun>[])[]) {
  const list = doc.struct("L")
  parent.add(list)
  const left = doc.page.margins.left
  const indent = 20
  const width = doc.page.width - left - doc.page.margins.right - indent
  items.forEach((runs, i) => {
    if (doc.y + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage()
    const top = doc.y
    const item = doc.struct("LI")
    list.add(item)
    item.add(
      doc.struct("Lbl", {}, () => {
        doc.fontSize(11).fillColor(INK)
        if (kind === "ol") doc.font("regular").text(`${i + 1}.`, left, top, { width: indent - 4, lineBreak: false })
        else doc.circle(left + 6, top + 6.5, 2).fill(INK)
      }),
    )
    doc.x = left + indent
    doc.y = top
    item.add(
      doc.struct("LBody", {}, () =>
        write(
          doc.fontSize(11).fillColor(INK),
          runPieces(runs).map((piece) => ({ ...piece, options: { ...piece.options, width } })),
        ),
      ),
    )
    item.end()
    doc.x = left
    doc.moveDown(0.15)
  })
  list.end()
}
