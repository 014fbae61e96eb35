// Renders each content/legal/*.md into the sample PDF its front matter names, under static/.
// A counsel-provided PDF replaces a sample: pass --keep to leave existing PDFs untouched.
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import PDFDocument from "pdfkit"

const root = path.resolve(import.meta.dirname, "..")
const legalDir = path.join(root, "content", "legal")
const keep = process.argv.includes("--keep")
const site = JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8"))

for (const name of fs.readdirSync(legalDir).filter((f) => f.endsWith(".md")).sort()) {
  const { data, content } = matter(fs.readFileSync(path.join(legalDir, name), "utf8"))
  const out = path.join(root, "static", data.pdf)
  if (keep && fs.existsSync(out)) continue
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await renderPdf(data, content, out)
  console.log(`wrote ${path.relative(root, out)}`)
}

function renderPdf(data, body, out) {
  const date = data.lastUpdated instanceof Date ? data.lastUpdated.toISOString().slice(0, 10) : String(data.lastUpdated)
  // A fixed creation date keeps the PDF byte-for-byte the same for the same text.
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    bufferPages: true,
    info: { Title: data.title, Author: site.productName, CreationDate: new Date(`${date}T00:00:00Z`) },
  })
  const done = new Promise((resolve, reject) => {
    const stream = fs.createWriteStream(out)
    stream.on("finish", resolve).on("error", reject)
    doc.pipe(stream)
  })
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#0b3b5c").text(data.title)
  doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor("#475569").text(`${site.productName} · Last updated ${date}`)
  doc.moveDown(1.2)
  for (const block of body.trim().split(/\n{2,}/)) {
    const heading = block.match(/^#{2,3}\s+(.*)$/)
    if (heading) {
      doc.moveDown(0.6).font("Helvetica-Bold").fontSize(13).fillColor("#0f172a").text(heading[1])
      doc.moveDown(0.3)
    } else {
      doc.font("Helvetica").fontSize(11).fillColor("#1e293b").text(block.replace(/\s*\n\s*/g, " "), { align: "left", lineGap: 3 })
      doc.moveDown(0.6)
    }
  }
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc.font("Helvetica").fontSize(9).fillColor("#b45309")
      .text("SAMPLE - replace with counsel-approved text before launch", 72, doc.page.height - 50, { lineBreak: false })
    doc.fillColor("#64748b").text(`Page ${i + 1} of ${range.count}`, doc.page.width - 72 - 80, doc.page.height - 50, { width: 80, align: "right", lineBreak: false })
    doc.page.margins.bottom = bottom
  }
  doc.end()
  return done
}
