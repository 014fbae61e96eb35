// Draws the brand images from SVG: the site icons (favicon.ico, icon.svg, the apple-touch icon
// and the manifest's icon.png) and the placeholder founder portrait. Run after changing the
// brand colour or mark. Every page's sharing card, the landing page's too, is drawn by the build
// (src/node/drawings/social-cards.ts).
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

const root = path.resolve(import.meta.dirname, "..")
const site = JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8"))
const navy = site.themeColor
// The mark's geometry, as the site draws it (src/components/layout/brandMarkShape.ts).
const shape = JSON.parse(fs.readFileSync(path.join(root, "src", "components", "layout", "brand-mark.json"), "utf8"))
const mark = (x, y, s) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect width="64" height="64" rx="${shape.cornerRadius}" fill="${navy}"/>
    <path d="${shape.page}" fill="#fff"/>
    <path d="${shape.check}" fill="none" stroke="${shape.checkColor}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`

const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">${mark(0, 0, 1)}</svg>`
// iOS rounds a home-screen icon's corners itself and fills transparency with black, so the
// apple-touch icon is the mark on a full square of the brand colour.
const touchIcon = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 64 64"><rect width="64" height="64" fill="${navy}"/>${mark(0, 0, 1)}</svg>`

// A neutral illustrated portrait, to be replaced by a real photograph.
const portrait = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ccfbf1"/><stop offset="1" stop-color="#bfdbfe"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#bg)"/>
  <path d="M240 110c-52 0-88 40-88 96 0 40 14 70 30 88h116c16-18 30-48 30-88 0-56-36-96-88-96z" fill="#3f2a1d"/>
  <circle cx="240" cy="200" r="70" fill="#e8b996"/>
  <path d="M170 190c6-52 40-78 74-78 40 0 70 28 70 74-30-6-60-22-80-46-12 26-36 42-64 50z" fill="#3f2a1d"/>
  <path d="M96 480c8-96 66-150 144-150s136 54 144 150z" fill="${navy}"/>
  <path d="M200 330l40 60 40-60z" fill="#f8fafc"/>
  <rect x="206" y="262" width="68" height="74" fill="#e8b996"/>
</svg>`

const outputs = [
  ["static/icon.png", icon],
  ["static/apple-touch-icon.png", touchIcon],
  ["content/images/founder.png", portrait],
]
for (const [file, svg] of outputs) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(root, file))
  console.log(`wrote ${file}`)
}

// The SVG favicon for browsers that take one, and favicon.ico (16, 32 and 48 px; search
// engines want 48 or more) for those and the tools that ask for /favicon.ico by name.
fs.writeFileSync(path.join(root, "static", "icon.svg"), `${icon.replace(/ width="512" height="512"/, "").replace(/\n\s*/g, "")}\n`)
console.log("wrote static/icon.svg")
const sizes = [16, 32, 48]
const pngs = await Promise.all(sizes.map((size) => sharp(Buffer.from(icon)).resize(size, size).png({ compressionLevel: 9 }).toBuffer()))
fs.writeFileSync(path.join(root, "static", "favicon.ico"), ico(sizes.map((size, i) => ({ size, png: pngs[i] }))))
console.log("wrote static/favicon.ico")

// An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images.
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size, 0)
    entry.writeUInt8(size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)])
}
