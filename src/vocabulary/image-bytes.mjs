// Whether a file's bytes are one whole JPEG, PNG or WebP image, from its first byte to its last: each
// part where its format puts it, PNG's checksums right, and nothing after the image's end. A file
// with an image's first bytes and anything else after them (markup, a second file, a video) is not
// an image the site publishes. Plain JavaScript on bytes alone, so the build, the local editor's
// guard and the editor in the browser read an image alike.

const u16 = (bytes, at) => (bytes[at] << 8) | bytes[at + 1]
const u32 = (bytes, at) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0
const u32le = (bytes, at) => (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0
const ascii = (bytes, from, to) => String.fromCharCode(...bytes.subarray(from, to))

const CUT_SHORT = "a file cut short: it ends before the image does"
// The most pixels sharp, which makes the site's sizes of an image, reads in one (16383 × 16383).
export const IMAGE_MAX_PIXELS = 268402689
const TOO_LARGE = (width, height) =>
  `an image of ${width} × ${height} pixels, more than the ${IMAGE_MAX_PIXELS.toLocaleString("en")} the site's image tools read: export it smaller, 3000 px wide is plenty`
const after = (extra) =>
  `${extra} ${extra === 1 ? "byte" : "bytes"} after the image's end (a phone's motion or HDR photo keeps a video or a second picture there; a file can hide anything there)`

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes, from, to) => {
  let c = 0xffffffff
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

// The bit depths each PNG colour type takes, and its samples a pixel.
const PNG_DEPTHS = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] }
const PNG_SAMPLES = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }
// The bytes of a PNG's pixels as stored: each row a filter byte, then its samples; an interlaced
// image as its seven passes, each a smaller image of its own.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
]
// Each stored row's length in bytes (its filter byte and its samples), in the order the rows come.
function* pngRows({ width, height, depth, colour, interlace }) {
  const row = (w) => 1 + Math.ceil((w * depth * PNG_SAMPLES[colour]) / 8)
  for (const [x, y, dx, dy] of interlace ? ADAM7 : [[0, 0, 1, 1]]) {
    const w = Math.ceil((width - x) / dx)
    const h = Math.ceil((height - y) / dy)
    if (w > 0 && h > 0) for (let i = 0; i < h; i++) yield row(w)
  }
}

/**
 * Why `bytes` are not one whole PNG, or undefined. `inflate` (zlib's inflate, where there is one)
 * reads the pixels too: they must be exactly as many as the header says.
 */
function pngProblem(bytes, inflate) {
  let at = 8
  let header
  let palette = false
  const pixels = []
  let pixelsEnded = false
  while (true) {
    if (at + 12 > bytes.length) return CUT_SHORT
    const length = u32(bytes, at)
    const type = ascii(bytes, at + 4, at + 8)
    if (!/^[A-Za-z]{4}$/.test(type)) return header ? `a damaged part at byte ${at}` : "a file that is not a PNG past its first 8 bytes"
    if (length > 0x7fffffff || at + 12 + length > bytes.length) return CUT_SHORT
    const data = at + 8
    if (crc32(bytes, at + 4, data + length) !== u32(bytes, data + length)) return `a damaged part at byte ${at} (its checksum does not match)`
    if (!header && type !== "IHDR") return "a file that is not a PNG past its first 8 bytes"
    if (type === "IHDR") {
      if (header) return "a second PNG header"
      header = { width: u32(bytes, data), height: u32(bytes, data + 4), depth: bytes[data + 8], colour: bytes[data + 9], interlace: bytes[data + 12] }
      const depths = PNG_DEPTHS[header.colour]
      const sound =
        length === 13 &&
        header.width > 0 &&
        header.height > 0 &&
        header.width <= 0x7fffffff &&
        header.height <= 0x7fffffff &&
        depths?.includes(header.depth) &&
        bytes[data + 10] === 0 &&
        bytes[data + 11] === 0 &&
        header.interlace <= 1
      if (!sound) return "a PNG header no reader accepts"
      if (header.width * header.height > IMAGE_MAX_PIXELS) return TOO_LARGE(header.width, header.height)
    } else if (type === "PLTE") {
      if (palette || pixels.length || header.colour === 0 || header.colour === 4 || length === 0 || length % 3 !== 0 || length / 3 > 2 ** header.depth)
        return "a colour palette no reader accepts"
      palette = true
    } else if (type === "IDAT") {
      if (pixelsEnded) return "the image's pixels in two places"
      pixels.push(bytes.subarray(data, data + length))
    } else if (type === "IEND") {
      if (length !== 0) return "a damaged end"
      const extra = bytes.length - (data + length + 4)
      if (extra > 0) return after(extra)
      break
    } else if (/^[A-Z]/.test(type)) return `a part no PNG reader knows ("${type}")`
    if (pixels.length && type !== "IDAT") pixelsEnded = true
    at = data + length + 4
  }
  if (!pixels.length) return "a PNG without its pixels"
  if (header.colour === 3 && !palette) return "a PNG without the palette its colours are in"
  if (!inflate) return undefined
  const joined = new Uint8Array(pixels.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of pixels) {
    joined.set(part, offset)
    offset += part.length
  }
  const rows = [...pngRows(header)]
  const expected = rows.reduce((sum, row) => sum + row, 0)
  let raw
  try {
    // Never more than the header's pixels: a few bytes must not unpack to gigabytes.
    raw = inflate(joined, expected + 1)
  } catch {
    return "pixels that do not unpack to the image its header describes"
  }
  if (raw.length !== expected) return "pixels that do not unpack to the image its header describes"
  // Each row begins with the filter it was stored with, one of five.
  let row = 0
  for (const length of rows) {
    if (raw[row] > 4) return "pixels that do not unpack to the image its header describes"
    row += length
  }
  return undefined
}

// The start-of-frame markers of the JPEGs every decoder reads (baseline, extended and progressive, Huffman coded).
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2])
const isJpegFrame = (marker) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** Why `bytes` are not one whole JPEG, or undefined: its segments, each scan's data up to its next marker, and nothing after its end. */
function jpegProblem(bytes) {
  let at = 2
  let frame = false
  let scans = 0
  while (true) {
    if (at + 2 > bytes.length) return CUT_SHORT
    if (bytes[at] !== 0xff) return `a damaged part at byte ${at}`
    // A marker may be preceded by any number of fill bytes (0xff).
    while (bytes[at + 1] === 0xff && at + 2 < bytes.length) at++
    const marker = bytes[at + 1]
    if (marker === 0xd9) {
      if (!frame || !scans) return "a JPEG without its pixels"
      const extra = bytes.length - (at + 2)
      return extra > 0 ? after(extra) : undefined
    }
    // Markers are 0xc0 to 0xfe; a restart belongs in a scan, a start of image only at the start.
    if (marker < 0xc0 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff)
      return at === 2 ? "a file that is not a JPEG past its first 2 bytes" : `a damaged part at byte ${at}`
    if (at + 4 > bytes.length) return CUT_SHORT
    const length = u16(bytes, at + 2)
    if (length < 2) return `a damaged part at byte ${at}`
    const end = at + 2 + length
    if (end > bytes.length) return CUT_SHORT
    if (isJpegFrame(marker)) {
      if (frame) return "a second picture inside the first"
      if (!JPEG_FRAMES.has(marker)) return "a kind of JPEG browsers do not read (arithmetic-coded, lossless or hierarchical)"
      const components = bytes[at + 9]
      const [height, width] = [u16(bytes, at + 5), u16(bytes, at + 7)]
      const sound = length === 8 + 3 * components && [1, 3, 4].includes(components) && height > 0 && width > 0
      if (!sound) return "a JPEG header no reader accepts"
      if (width * height > IMAGE_MAX_PIXELS) return TOO_LARGE(width, height)
      frame = true
    }
    at = end
    if (marker !== 0xda) continue
    if (!frame) return "a JPEG's pixels before its header"
    scans++
    // The scan's coded data runs to the next marker: 0xff is followed by 0x00 (a byte of data) or a restart marker within it.
    while (true) {
      if (at + 1 >= bytes.length) return CUT_SHORT
      if (bytes[at] === 0xff && bytes[at + 1] !== 0x00 && (bytes[at + 1] < 0xd0 || bytes[at + 1] > 0xd7) && bytes[at + 1] !== 0xff) break
      at++
    }
  }
}

/** Why `bytes` are not one whole WebP, or undefined: its RIFF box holds exactly its chunks, an image among them, and ends the file. */
function webpProblem(bytes) {
  if (bytes.length < 20) return CUT_SHORT
  const size = u32le(bytes, 4) + 8
  if (size > bytes.length) return CUT_SHORT
  if (size < bytes.length) return after(bytes.length - size)
  const chunks = []
  for (let at = 12; at < size; ) {
    if (at + 8 > size) return CUT_SHORT
    const length = u32le(bytes, at + 4)
    const type = ascii(bytes, at, at + 4)
    if (!/^[\x20-\x7e]{4}$/.test(type)) return `a damaged part at byte ${at}`
    const next = at + 8 + length + (length % 2)
    if (next > size) return CUT_SHORT
    chunks.push({ type, data: bytes.subarray(at + 8, at + 8 + length) })
    at = next
  }
  const [first] = chunks
  // A lossy key frame's start code and size (14 bits each), a lossless one's signature.
  const lossy = (data) =>
    data.length >= 10 &&
    (data[0] & 1) === 0 &&
    data[3] === 0x9d &&
    data[4] === 0x01 &&
    data[5] === 0x2a &&
    (data[6] | (data[7] << 8)) & 0x3fff &&
    (data[8] | (data[9] << 8)) & 0x3fff
  const lossless = (data) => data.length >= 5 && data[0] === 0x2f
  const image = (chunk) => (chunk.type === "VP8 " ? lossy(chunk.data) : chunk.type === "VP8L" ? lossless(chunk.data) : false)
  if (!first) return "a WebP without its pixels"
  if (first.type === "VP8X") {
    if (first.data.length !== 10) return "a WebP header no reader accepts"
    const [width, height] = [
      1 + (first.data[4] | (first.data[5] << 8) | (first.data[6] << 16)),
      1 + (first.data[7] | (first.data[8] << 8) | (first.data[9] << 16)),
    ]
    if (width * height > IMAGE_MAX_PIXELS) return TOO_LARGE(width, height)
    const frames = chunks.filter((chunk) => chunk.type === "ANMF")
    const images = chunks.filter((chunk) => chunk.type === "VP8 " || chunk.type === "VP8L")
    if (images.length > 1) return "a second picture inside the first"
    if (!(images.length === 1 && image(images[0])) && !(chunks.some((chunk) => chunk.type === "ANIM") && frames.length)) return "a WebP without its pixels"
    return undefined
  }
  if (chunks.length > 1) return `${chunks.length - 1} more parts after the image (a simple WebP is one)`
  return image(first) ? undefined : "a WebP whose pixels no reader accepts"
}

/** The image formats the site publishes, each by its first bytes and its whole. */
export const IMAGE_FORMATS = {
  jpeg: { name: "JPEG", starts: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff, whole: jpegProblem },
  png: {
    name: "PNG",
    starts: (bytes) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte),
    whole: pngProblem,
  },
  webp: { name: "WebP", starts: (bytes) => ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP", whole: webpProblem },
}

/**
 * Why `bytes`, which begin as an image of `format` ("jpeg", "png" or "webp") does, are not all that
 * image, in a writer's words ("a file cut short: …"), or undefined. `inflate(bytes, most)` is zlib's,
 * where the caller has one (not in a browser): a PNG's pixels are then unpacked and counted too.
 */
export const wholeImageProblem = (bytes, format, { inflate } = {}) => IMAGE_FORMATS[format].whole(bytes, inflate)
