// The logo mark's geometry on a 64-unit square, drawn by BrandMark and by
// scripts/build-brand-images.mjs (the icons) and the build's sharing cards (src/node/drawings/social-card.ts), which reads the same JSON file.
import BRAND_MARK from "./brand-mark.json"

export { BRAND_MARK }
