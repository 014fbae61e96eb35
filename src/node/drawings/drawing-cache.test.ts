/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { cachedDrawing, isWholePdf, removeUnwrittenPdfs } from "./drawing-cache"
import { renderLegalPdf, type LegalPdfInput } from "../legal/legal-pdf"
import { parseLegalText } from "../../vocabulary/legal-markdown"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)
const input = (text: string): LegalPdfInput => ({
  title: "Privacy Policy",
  productName: "Veridraft",
  lastUpdated: { iso: "2026-11-01", display: "November 1, 2026", label: "Last updated" },
  blocks: parseLegalText(text).blocks,
})
const TEXT = "## 1. Who we are\n\nWe draft reports.\n\n## 2. Sharing\n\nWe share nothing."
const kept = (cacheDir: string, renderer = "r1") => ({ cacheDir, folder: "legal-pdfs", extension: "pdf", renderer, isWhole: isWholePdf })

test("a PDF drawn once is copied after, byte for byte what drawing it again makes; a changed text or renderer is drawn", async () => {
  const cache = folder("cache-")
  const site = folder("public-")
  const draw = jest.fn((doc: LegalPdfInput) => (out: string) => renderLegalPdf(doc, out))
  const build = (text: string, file: string, renderer = "r1") => cachedDrawing(kept(cache, renderer), input(text), path.join(site, file), draw(input(text)))
  expect(await build(TEXT, "first.pdf")).toBe("drawn")
  expect(await build(TEXT, "again.pdf")).toBe("copied")
  const fresh = path.join(site, "fresh.pdf")
  await renderLegalPdf(input(TEXT), fresh)
  expect(fs.readFileSync(path.join(site, "again.pdf")).equals(fs.readFileSync(fresh))).toBe(true)
  expect(await build(TEXT.replace("nothing", "little"), "changed.pdf")).toBe("drawn")
  expect(await build(TEXT, "redrawn.pdf", "r2")).toBe("drawn")
})

test("a damaged PDF in the cache is drawn again, not published", async () => {
  const cache = folder("cache-")
  const site = folder("public-")
  const build = () => cachedDrawing(kept(cache), input(TEXT), path.join(site, "doc.pdf"), (out) => renderLegalPdf(input(TEXT), out))
  expect(await build()).toBe("drawn")
  const [file] = fs.readdirSync(path.join(cache, "legal-pdfs"))
  const whole = fs.readFileSync(path.join(site, "doc.pdf"))
  fs.writeFileSync(path.join(cache, "legal-pdfs", file!), whole.subarray(0, 1000))
  expect(await build()).toBe("drawn")
  expect(fs.readFileSync(path.join(site, "doc.pdf")).equals(whole)).toBe(true)
})

test("the PDFs the last build wrote and this one does not are removed from public/, but for counsel's copies from static/", () => {
  const [cache, site, statics] = [folder("cache-"), folder("public-"), folder("static-")]
  const put = (dir: string, file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), "%PDF-")
  }
  for (const file of ["/legal/kept.pdf", "/legal/removed.pdf", "/legal/counsel.pdf", "/legal/2026-10-01/old.pdf"]) put(site, file)
  put(statics, "/legal/counsel.pdf")
  expect(removeUnwrittenPdfs(cache, ["/legal/kept.pdf", "/legal/removed.pdf", "/legal/counsel.pdf", "/legal/2026-10-01/old.pdf"], site, statics)).toEqual([])
  expect(removeUnwrittenPdfs(cache, ["/legal/kept.pdf"], site, statics)).toEqual(["/legal/removed.pdf", "/legal/2026-10-01/old.pdf"])
  const left = ["/legal/kept.pdf", "/legal/removed.pdf", "/legal/counsel.pdf", "/legal/2026-10-01/old.pdf"].filter((file) =>
    fs.existsSync(path.join(site, file)),
  )
  expect(left).toEqual(["/legal/kept.pdf", "/legal/counsel.pdf"])
})
