// The fonts the legal PDFs and the sharing cards draw with, and which of them draws each
// character. Inter's full set (the inter-ui package, not the Latin-only web subset) draws the
// text; Noto Sans Math and Noto Sans Symbols 2 draw what Inter has not (more arrows, operators,
// dingbats). A PDF embeds only the glyphs it uses. What no font has is refused by the content
// check, through the table these fonts give (src/vocabulary/pdf-glyph-table.json). Each process (a
// drawing worker of src/node/drawings/drawing-pool.ts) reads each font once.
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import * as fontkit from "fontkit"

// Resolved from the site's root at run time: Gatsby's bundling of this file has no require.resolve.
const packageDir = (name: string) => path.dirname(createRequire(path.join(process.cwd(), "package.json")).resolve(`${name}/package.json`))
// TrueType and WOFF, not WOFF2: fontkit cannot cut a subset from a WOFF2 font's transformed glyphs.
const INTER = path.join(packageDir("inter-font"), "ttf")
const NOTO_MATH = path.join(packageDir("@fontsource/noto-sans-math"), "files", "noto-sans-math-latin-400-normal.woff")
const NOTO_SYMBOLS = path.join(packageDir("@fontsource/noto-sans-symbols-2"), "files", "noto-sans-symbols-2-symbols-400-normal.woff")

/** Each font by the name a PDF registers it under, with its file; a weight's fallbacks follow it. */
export const FONTS = {
  regular: path.join(INTER, "Inter-Regular.ttf"),
  bold: path.join(INTER, "Inter-Bold.ttf"),
  math: NOTO_MATH,
  symbols: NOTO_SYMBOLS,
} as const
export type FontName = keyof typeof FONTS
const CHAINS: Record<"regular" | "bold", FontName[]> = { regular: ["regular", "math", "symbols"], bold: ["bold", "math", "symbols"] }

/** The font files every PDF and card may embed: what the drawings read as they run, besides their code. */
export const FONT_FILES = Object.values(FONTS)

const read = new Map<FontName, Buffer>()
/** The bytes of a font, read from its file the first time. */
export const fontData = (name: FontName): Buffer => {
  if (!read.has(name)) read.set(name, fs.readFileSync(FONTS[name]))
  return read.get(name)!
}

const opened = new Map<FontName, { hasGlyphForCodePoint(codePoint: number): boolean; characterSet: number[] }>()
const font = (name: FontName) => {
  if (!opened.has(name)) opened.set(name, fontkit.create(fontData(name)))
  return opened.get(name)!
}

// The fallbacks draw symbols only (punctuation to dingbats and arrows, U+2000-2BFF): letters of a
// script that joins or reorders them (Noto Sans Math has Arabic letters for formulas) would be
// drawn unshaped, so a name in such a script is refused rather than shown wrong.
const isSymbol = (codePoint: number) => codePoint >= 0x2000 && codePoint <= 0x2bff

/** The first font of `weight`'s chain that draws `char`; whitespace is drawn by the weight's own font. */
export function fontFor(char: string, weight: "regular" | "bold"): FontName | undefined {
  if (/\s/.test(char)) return weight
  const codePoint = char.codePointAt(0)!
  return CHAINS[weight].find((name) => (name === weight || isSymbol(codePoint)) && font(name).hasGlyphForCodePoint(codePoint))
}

/** `text` cut where its font changes, each piece with the font that draws it (its weight's own where none does). */
export function fontRuns(text: string, weight: "regular" | "bold"): Array<{ font: FontName; text: string }> {
  const runs: Array<{ font: FontName; text: string }> = []
  for (const char of text) {
    const name = fontFor(char, weight) ?? weight
    const last = runs.at(-1)
    if (last?.font === name) last.text += char
    else runs.push({ font: name, text: char })
  }
  return runs
}

/** The code points both weights can draw, as [first, last] ranges: the table the content check reads. */
export function drawableRanges(): Array<[number, number]> {
  const points = new Set<number>()
  for (const name of CHAINS.regular) for (const codePoint of font(name).characterSet) points.add(codePoint)
  const drawable = [...points]
    .filter((codePoint) => codePoint > 0x20 && fontFor(String.fromCodePoint(codePoint), "regular") && fontFor(String.fromCodePoint(codePoint), "bold"))
    .sort((a, b) => a - b)
  const ranges: Array<[number, number]> = []
  for (const codePoint of drawable) {
    const last = ranges.at(-1)
    if (last && last[1] === codePoint - 1) last[1] = codePoint
    else ranges.push([codePoint, codePoint])
  }
  return ranges
}
