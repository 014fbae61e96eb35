// A PDF supplied by counsel in place of the generated one must say what the page says: its
// text, running headers, footers and page numbers aside, is compared with the page's text,
// and the first sentence found in one and not the other is named. Untagged PDFs are noted.
type TextItem = { str?: string; hasEOL?: boolean; type?: string; tag?: string }

export type PdfTextCheck = { tagged: boolean; difference: string | null }

const normalize = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
const sentences = (text: string) =>
  normalize(text)
    .match(/[^.!?]+[.!?]*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? []

/** The PDF's text, page by page, without marked artifacts and without lines every page repeats. */
async function pdfText(data: Uint8Array): Promise<{ pages: string[][]; tagged: boolean }> {
  // Required, not imported: Gatsby bundles its node code, and Node 20 requires this ES module as is.
  const pdfjs: typeof import("pdfjs-dist/legacy/build/pdf.mjs") = require("pdfjs-dist/legacy/build/pdf.mjs")
  const pdf = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise
  const tagged = Boolean((await pdf.getMarkInfo())?.Marked)
  const pages: string[][] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    // As written: pdf.js would otherwise fold compatibility characters (µ into μ, ﬁ into fi).
    const { items } = await page.getTextContent({ includeMarkedContent: true, disableNormalization: true })
    const lines: string[] = []
    let line = ""
    let artifactDepth = 0
    for (const item of items as TextItem[]) {
      if (item.type === "beginMarkedContent" || item.type === "beginMarkedContentProps") artifactDepth += item.tag === "Artifact" || artifactDepth ? 1 : 0
      else if (item.type === "endMarkedContent") artifactDepth = Math.max(0, artifactDepth - 1)
      else if (!artifactDepth && item.str !== undefined) {
        line += item.str
        if (item.hasEOL) {
          lines.push(line)
          line = ""
        }
      }
    }
    if (line) lines.push(line)
    pages.push(lines.map(normalize).filter(Boolean))
  }
  await pdf.destroy()
  // Running headers and footers of an untagged PDF: a page number, or a line on every page.
  const everyPage = pages.length > 1 ? pages[0]!.filter((l) => pages.every((p) => p.includes(l))) : []
  return { tagged, pages: pages.map((p) => p.filter((l) => !everyPage.includes(l) && !/^page \d+( of \d+)?$/i.test(l))) }
}

/** Compares a PDF with the page's text, given as the blocks' texts in reading order. */
export async function checkPdfText(data: Uint8Array, pageTexts: string[]): Promise<PdfTextCheck> {
  const { pages, tagged } = await pdfText(data)
  let rest = ` ${normalize(pages.flat().join(" "))} `
  let cursor = 0
  for (const sentence of pageTexts.flatMap(sentences)) {
    // In reading order first, so a short sentence ("1.") is not taken from a later one.
    let at = rest.indexOf(sentence, cursor)
    if (at < 0) at = rest.indexOf(sentence)
    if (at < 0) return { tagged, difference: `the page says "${sentence}", the PDF does not` }
    rest = `${rest.slice(0, at)} ${rest.slice(at + sentence.length)}`
    cursor = at
  }
  const extra = sentences(rest).find((sentence) => /\p{L}{2,}/u.test(sentence))
  return { tagged, difference: extra ? `the PDF says "${extra}", the page does not` : null }
}
