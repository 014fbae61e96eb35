// Each legal PDF and sharing card is drawn once per content: kept in Gatsby's cache under a key
// of what it is drawn from and of its renderer (src/node/drawings/drawing-renderers.ts: the renderer's
// code, the packages it uses and the fonts), and an unchanged one is copied from there rather
// than drawn again. `gatsby clean` empties it.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

export type DrawingCacheResult = "drawn" | "copied"

// A cache restored from elsewhere may hold a damaged file: one that is not a whole PDF or PNG is drawn again.
export function isWholePdf(file: string): boolean {
  if (!fs.existsSync(file)) return false
  const bytes = fs.readFileSync(file)
  return bytes.subarray(0, 5).toString() === "%PDF-" && bytes.subarray(-7).toString().trim() === "%%EOF"
}
export function isWholePng(file: string): boolean {
  if (!fs.existsSync(file)) return false
  const bytes = fs.readFileSync(file)
  return bytes.subarray(1, 4).toString() === "PNG" && bytes.subarray(-8, -4).toString() === "IEND"
}

/** Where a kind of drawing is kept: a folder of the cache, the files' extension, a key of its renderer, and a check that a kept file is whole. */
export type DrawingCache = { cacheDir: string; folder: string; extension: string; renderer: string; isWhole: (file: string) => boolean }

/** The name a drawing of `input` is kept under: a change to what it is drawn from, or to its renderer, is another name. */
export const drawingKey = (renderer: string, input: unknown) => crypto.createHash("sha256").update(renderer).update(JSON.stringify(input)).digest("hex")

/** Writes the drawing of `input` to `out`: copied from the cache when drawn before with the same renderer, else drawn by `draw` and kept. */
export async function cachedDrawing(cache: DrawingCache, input: unknown, out: string, draw: (file: string) => Promise<void>): Promise<DrawingCacheResult> {
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
