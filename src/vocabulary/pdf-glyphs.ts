// Which characters the legal PDFs and sharing cards can draw: the fonts' table, made from the fonts
// themselves (src/node/legal/pdf-fonts.ts; a test keeps it equal). Read by the content check in the build
// and in the editor, so a character no font has is refused with its line, never drawn as a box.
import ranges from "./pdf-glyph-table.json"

const RANGES = ranges as Array<[number, number]>

const drawable = (codePoint: number) => {
  let low = 0
  let high = RANGES.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const [first, last] = RANGES[middle]!
    if (codePoint < first) high = middle - 1
    else if (codePoint > last) low = middle + 1
    else return true
  }
  return false
}

/** A character as a writer can find it: itself and its code point. */
export const describeCharacter = (char: string) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`

/** The first character of `text` the PDFs' fonts cannot draw, or undefined; whitespace is never drawn. */
export function undrawableCharacter(text: string): string | undefined {
  for (const char of text) if (!/\s/.test(char) && !drawable(char.codePointAt(0)!)) return char
  return undefined
}

/** What a writer is told of a character no font of the PDFs has. */
export const undrawableMessage = (char: string) =>
  `expected characters the PDF's fonts can draw, found ${describeCharacter(char)}: write it another way (a word, or a character like it)`
