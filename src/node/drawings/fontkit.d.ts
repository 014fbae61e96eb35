// The part of fontkit (pdfkit's font reader) the site uses: which characters a font draws.
declare module "fontkit" {
  export function create(data: Uint8Array): { hasGlyphForCodePoint(codePoint: number): boolean; characterSet: number[] }
}
