// The logo mark's geometry on a 64-unit square, drawn by BrandMark, by the favicon and by
// scripts/build-brand-images.mjs, which reads the same JSON file.
import BRAND_MARK from "./brand-mark.json"

export { BRAND_MARK }

/**
 * The mark as an SVG data URI on the given brand colour, for a favicon that costs no request:
 * the icon is inlined in each page, a few hundred bytes before compression.
 */
export function brandMarkDataUri(brandColor: string): string {
  const { cornerRadius, page, check, checkColor } = BRAND_MARK
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${cornerRadius}" fill="${brandColor}"/><path d="${page}" fill="#fff"/><path d="${check}" fill="none" stroke="${checkColor}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  // Only what a data URI or an HTML attribute cannot carry is escaped.
  return `data:image/svg+xml,${svg.replace(/[<>#%"]/g, encodeURIComponent)}`
}
