/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { undrawableCharacter } from "../../vocabulary/pdf-glyphs"
import { drawableRanges, fontRuns } from "./pdf-fonts"

const TABLE = path.join(__dirname, "..", "..", "vocabulary", "pdf-glyph-table.json")

// Run with UPDATE_PDF_GLYPHS=1 (npm run pdf-glyphs) after a font changes, to write the table anew.
test("the content check's table of drawable characters is the one the fonts give", () => {
  const ranges = drawableRanges()
  if (process.env.UPDATE_PDF_GLYPHS) fs.writeFileSync(TABLE, `${JSON.stringify(ranges)}\n`)
  expect(JSON.parse(fs.readFileSync(TABLE, "utf8"))).toEqual(ranges)
})

test("the PDFs draw what legal and medical text uses, and refuse what no font has", () => {
  const legal = "é ü ñ — “quotes” ½ ⅓ ‰ § ¶ ° ± × ÷ µ € £ ¥ ₹ → ← ↔ ⇒ ≥ ≤ ≠ ≈ ∞ √ ✓ ✗ ✔ ✘ Αα Σωκράτης Nguyễn Łódź Ørsted Лев"
  expect(undrawableCharacter(legal)).toBeUndefined()
  for (const char of ["😀", "王", "م"]) expect(undrawableCharacter(`Name: ${char}`)).toBe(char)
})

test("a text is cut where its font changes: Inter for words, Noto for what Inter lacks", () => {
  expect(fontRuns("Age ≥ 18 ✔ done", "bold")).toEqual([
    { font: "bold", text: "Age ≥ 18 " },
    { font: "symbols", text: "✔" },
    { font: "bold", text: " done" },
  ])
})
