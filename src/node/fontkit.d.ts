// The part of fontkit (pdfkit's font reader) the site uses: which characters a font draws.
declare module "fontkit" {
  export function openSync(file: string): { hasGlyphForCodePoint(codePoint: number): boolean; characterSet: number[] }
}
