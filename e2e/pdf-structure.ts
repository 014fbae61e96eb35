// What a PDF holds, read with pdf.js: its structure as a screen reader meets it (every element in
// reading order with its text, the running headers and footers apart), each page's blocks, its
// pages' text, the colours its text is printed in, and the lines it strokes.
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs"

type StructNode = { role?: string; type?: string; id?: string; alt?: string; children?: StructNode[] }
type TextItem = { str?: string; hasEOL?: boolean; type?: string; id?: string }

/** Every structure element in reading order across the pages, with its text; artifacts' text apart. */
export async function readStructure(data: Uint8Array) {
  const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise
  const elements: Array<{ role: string; text: string }> = []
  const artifacts: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const textById = new Map<string, string>()
    let current: string | null = null
    let inArtifact = false
    for (const item of (await page.getTextContent({ includeMarkedContent: true, disableNormalization: true })).items as TextItem[]) {
      if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent") {
        current = item.id ?? null
        inArtifact = !item.id
      } else if (item.type === "endMarkedContent") current = null
      else if (item.str !== undefined && current) textById.set(current, `${textById.get(current) ?? ""}${item.str}${item.hasEOL ? " " : ""}`)
      else if (item.str && inArtifact) artifacts.push(item.str)
    }
    const walk = (node: StructNode): string => {
      if (node.type === "content") return textById.get(node.id!) ?? ""
      // An element's ActualText is what a screen reader reads in place of its drawn text.
      const text = node.alt ?? (node.children ?? []).map(walk).join(" ").replace(/\s+/g, " ").trim()
      if (node.role && node.role !== "Root" && node.role !== "Document") elements.push({ role: node.role, text })
      return text
    }
    walk((await page.getStructTree()) as StructNode)
  }
  const viewerPreferences = await pdf.getViewerPreferences()
  await pdf.destroy()
  return { elements, artifacts, viewerPreferences }
}

// The elements that stand as blocks on a page: headings, paragraphs, list items, figures, tables, quotes.
const BLOCK = /^(H\d|P|LI|Figure|Table|BlockQuote|Caption)$/

/** Each page's blocks in reading order, with the text each has on that page ("" for one it only begins there). */
export async function printedBlocks(data: Uint8Array): Promise<Array<Array<{ role: string; text: string }>>> {
  const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise
  const pages: Array<Array<{ role: string; text: string }>> = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const textById = new Map<string, string>()
    let current: string | null = null
    for (const item of (await page.getTextContent({ includeMarkedContent: true })).items as TextItem[]) {
      if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent") current = item.id ?? null
      else if (item.type === "endMarkedContent") current = null
      else if (item.str !== undefined && current) textById.set(current, `${textById.get(current) ?? ""}${item.str}${item.hasEOL ? " " : ""}`)
    }
    const textOf = (node: StructNode): string => (node.type === "content" ? (textById.get(node.id!) ?? "") : (node.children ?? []).map(textOf).join(" "))
    const blocks: Array<{ role: string; text: string }> = []
    const walk = (node: StructNode) => {
      if (node.role && BLOCK.test(node.role)) blocks.push({ role: node.role, text: textOf(node).replace(/\s+/g, " ").trim() })
      for (const child of node.children ?? []) if (!child.type) walk(child)
    }
    walk((await page.getStructTree()) as StructNode)
    pages.push(blocks)
  }
  await pdf.destroy()
  return pages
}

/** How many lines a PDF strokes, on all its pages: underlines and strike-throughs among them. */
export async function strokes(data: Uint8Array): Promise<number> {
  const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise
  let count = 0
  for (let n = 1; n <= pdf.numPages; n++) {
    const { fnArray, argsArray } = await (await pdf.getPage(n)).getOperatorList()
    // pdf.js folds a path and the operator that paints it into one constructPath.
    count += fnArray.filter((op, i) => op === pdfjs.OPS.stroke || (op === pdfjs.OPS.constructPath && argsArray[i]?.[0] === pdfjs.OPS.stroke)).length
  }
  await pdf.destroy()
  return count
}

/** Each page's text, and every stretch of text printed in a colour too light to read on paper. */
export async function printedText(data: Uint8Array): Promise<{ pages: string[]; faint: string[] }> {
  const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise
  const pages: string[] = []
  const faint: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    pages.push(
      ((await page.getTextContent()).items as TextItem[])
        .map((item) => item.str ?? "")
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    const { fnArray, argsArray } = await page.getOperatorList()
    let light = false
    fnArray.forEach((op, i) => {
      // Under 4.5:1 against white paper, WCAG's floor for text. Chromium prints white text as a mid grey (#ababab, 2.3:1).
      if (op === pdfjs.OPS.setFillRGBColor) light = 1.05 / (luminance(argsArray[i]) + 0.05) < 4.5
      if (op === pdfjs.OPS.showText && light) faint.push(argsArray[i][0].map((glyph: { unicode?: string }) => glyph.unicode ?? "").join(""))
    })
  }
  await pdf.destroy()
  return { pages, faint }
}

// The relative luminance of a fill colour, given by pdf.js as "#rrggbb" or as 0-255 components.
function luminance(args: unknown[]): number {
  const [r, g, b] = typeof args[0] === "string" ? [1, 3, 5].map((i) => parseInt((args[0] as string).slice(i, i + 2), 16)) : (args as number[])
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
}

/** Where each link of a PDF leads, page by page, in the order drawn. */
export async function pdfLinks(data: Uint8Array): Promise<string[]> {
  const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise
  const targets: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const annotations = (await (await pdf.getPage(n)).getAnnotations()) as Array<{ subtype: string; url?: string; dest?: unknown }>
    for (const { subtype, url, dest } of annotations) if (subtype === "Link") targets.push(url ?? `destination ${JSON.stringify(dest)}`)
  }
  await pdf.destroy()
  return targets
}
