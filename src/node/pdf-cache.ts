// Each legal PDF (and each page's social card, social-cards.ts) is drawn once per content: kept in
// Gatsby's cache under a key of everything that shapes it (what it is drawn from, the renderer's
// code and version, the fonts), and an unchanged one is copied from there rather than drawn
// again. `gatsby clean` empties it.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { FONT_FILES } from "./legal-pdf"

// Read from the site's root at run time: Gatsby bundles this file, so its own path is not the source's.
const RENDERER_FILES = ["src/node/legal-pdf.ts", "src/node/pdf-fonts.ts", "src/node/legal-changes-pdf.ts", "node_modules/pdfkit/package.json"]

let rendererKey: string | undefined
/** A hash of the renderer's code, pdfkit's version and the fonts: any change draws every PDF again. */
function renderer(): string {
  rendererKey ??= [...RENDERER_FILES.map((file) => path.resolve(file)), ...FONT_FILES]
    .reduce((hash, file) => hash.update(fs.readFileSync(file)), crypto.createHash("sha256"))
    .digest("hex")
  return rendererKey
}

export type PdfCacheResult = "drawn" | "copied"

// A cache restored from elsewhere may hold a damaged file: one that is not a whole PDF is drawn again.
function isWholePdf(file: string): boolean {
  if (!fs.existsSync(file)) return false
  const bytes = fs.readFileSync(file)
  return bytes.subarray(0, 5).toString() === "%PDF-" && bytes.subarray(-7).toString().trim() === "%%EOF"
}

/** Writes the PDF of `input` to `out`: copied from `cacheDir` when drawn before, else drawn by `draw` and kept there. */
export const cachedPdf = (cacheDir: string, input: unknown, out: string, draw: (file: string) => Promise<void>): Promise<PdfCacheResult> =>
  cachedDrawing({ cacheDir, folder: "legal-pdfs", extension: "pdf", renderer: renderer(), isWhole: isWholePdf }, input, out, draw)

/** Where a kind of drawing is kept: a folder of the cache, the files' extension, a key of its renderer, and a check that a kept file is whole. */
export type DrawingCache = { cacheDir: string; folder: string; extension: string; renderer: string; isWhole: (file: string) => boolean }

/** The name a drawing of `input` is kept under: a change to what it is drawn from, or to its renderer, is another name. */
export const drawingKey = (renderer: string, input: unknown) => crypto.createHash("sha256").update(renderer).update(JSON.stringify(input)).digest("hex")

/** Writes the drawing of `input` to `out`: copied from the cache when drawn before with the same renderer, else drawn by `draw` and kept. */
export async function cachedDrawing(cache: DrawingCache, input: unknown, out: string, draw: (file: string) => Promise<void>): Promise<PdfCacheResult> {
  const key = drawingKey(cache.renderer, input)
  const kept = path.join(cache.cacheDir, cache.folder, `${key}.${cache.extension}`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  if (cache.isWhole(kept)) {
    fs.copyFileSync(kept, out)
    return "copied"
  }
  await draw(out)
  // Kept only once whole, so a build stopped mid-draw leaves no half a file to copy later.
  fs.mkdirSync(path.dirname(kept), { recursive: true })
  fs.copyFileSync(out, `${kept}.part`)
  fs.renameSync(`${kept}.part`, kept)
  return "drawn"
}

/**
 * Removes from public/ the PDFs the last build wrote and this one does not, such as a removed
 * document's: a build that kept public/ (Netlify's cache) would publish them still. A file of
 * static/ at the same address is Gatsby's copy of counsel's PDF, and stays.
 */
export function removeUnwrittenPdfs(cacheDir: string, written: string[], publicDir = "public", staticDir = "static"): string[] {
  const list = path.join(cacheDir, "written-pdfs.json")
  const before = fs.existsSync(list) ? (JSON.parse(fs.readFileSync(list, "utf8")) as string[]) : []
  const gone = before.filter((file) => !written.includes(file) && !fs.existsSync(path.join(staticDir, file)))
  for (const file of gone) fs.rmSync(path.join(publicDir, file), { force: true })
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(list, JSON.stringify(written))
  return gone
}
