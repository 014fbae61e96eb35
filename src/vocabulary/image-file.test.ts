/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import sharp from "sharp"
import { temporaryFolders } from "../test/temporary-folders"
import { imageFileProblem } from "./image-file"

const folder = temporaryFolders(afterAll)
const dir = folder("images-")
const write = (name: string, bytes: Uint8Array) => {
  fs.writeFileSync(path.join(dir, name), bytes)
  return path.join(dir, name)
}
const problem = (name: string, bytes: Uint8Array) => imageFileProblem(write(name, bytes), `content/images/${name}`)
// An iPhone's HEIC photo: an ISO box "ftyp" with the brand "heic".
const HEIC = Buffer.concat([Buffer.from("00000018", "hex"), Buffer.from("ftypheic"), Buffer.alloc(8)])
// A photo's grain, in every format and storage the site takes.
const grain = () => sharp({ create: { width: 120, height: 80, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
// PNG's checksum (CRC-32), to write parts of a PNG by hand.
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff
  for (const byte of bytes) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  }
  return (c ^ 0xffffffff) >>> 0
}
const images = async () => ({
  png: await grain().png().toBuffer(),
  jpeg: await grain().jpeg().toBuffer(),
  webp: await grain().webp().toBuffer(),
})

test("a JPEG, PNG or WebP, whole, under its own name passes, however it is stored", async () => {
  const translucent = sharp({ create: { width: 33, height: 17, channels: 4, background: { r: 9, g: 80, b: 160, alpha: 0.4 } } })
  const passing: Array<[string, Buffer]> = [
    ["a.png", await grain().png().toBuffer()],
    ["interlaced.png", await grain().png({ progressive: true }).toBuffer()],
    ["palette.png", await grain().png({ palette: true, colours: 16 }).toBuffer()],
    ["deep.png", await translucent.clone().toColourspace("rgb16").png().toBuffer()],
    ["b.jpeg", await grain().jpeg().toBuffer()],
    ["progressive.jpg", await grain().jpeg({ progressive: true }).toBuffer()],
    ["cmyk.jpg", await grain().toColourspace("cmyk").jpeg().toBuffer()],
    [
      "phone.jpg",
      await grain()
        .withExif({ IFD0: { Make: "Apple" } })
        .withIccProfile("p3")
        .jpeg({ quality: 90 })
        .toBuffer(),
    ],
    ["c.webp", await grain().webp().toBuffer()],
    ["lossless.webp", await grain().webp({ lossless: true }).toBuffer()],
    ["alpha.webp", await translucent.clone().webp().toBuffer()],
    [
      "tagged.webp",
      await grain()
        .withExif({ IFD0: { Make: "Apple" } })
        .webp()
        .toBuffer(),
    ],
  ]
  for (const [name, bytes] of passing) expect([name, problem(name, bytes)]).toEqual([name, undefined])
  for (const file of [
    "src/test/fixture-site/content/images/founder.png",
    "src/test/images/walkthrough.jpg",
    "src/test/images/bay-ortho.png",
    "src/test/fixture-site/static/icon.png",
  ]) {
    const bytes = fs.readFileSync(path.join(__dirname, "..", "..", file))
    expect([file, problem(path.basename(file), bytes)]).toEqual([file, undefined])
  }
})

test("an image's first bytes followed by markup, or by anything after its end, or cut short, is refused with what was found", async () => {
  const { png, jpeg, webp } = await images()
  const markup = (text: string) => Buffer.from(text)
  const refused: Array<[string, Buffer, string]> = [
    [
      "svg.png",
      Buffer.concat([png.subarray(0, 8), markup('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]),
      "a file that is not a PNG past its first 8 bytes",
    ],
    ["html.jpg", Buffer.concat([jpeg.subarray(0, 3), markup("<html><body onload=alert(1)>")]), "a file that is not a JPEG past its first 2 bytes"],
    // After a segment's marker, the markup reads as a length that runs past the file's end.
    ["script.jpg", Buffer.concat([jpeg.subarray(0, 4), markup("<script>alert(1)</script>")]), "a file cut short"],
    ["script.webp", Buffer.concat([webp.subarray(0, 12), markup("<script>alert(1)</script>")]), "a file cut short"],
    ["after.png", Buffer.concat([png, markup("<svg onload=alert(1)>")]), "21 bytes after the image's end"],
    ["after.jpg", Buffer.concat([jpeg, markup("<html><script>alert(1)</script></html>")]), "38 bytes after the image's end"],
    ["after.webp", Buffer.concat([webp, markup("<script>")]), "8 bytes after the image's end"],
    ["two.jpg", Buffer.concat([jpeg, jpeg]), `${jpeg.length} bytes after the image's end`],
    ["nul.png", Buffer.concat([png, Buffer.from([0])]), "1 byte after the image's end"],
    ["cut.png", png.subarray(0, png.length - 12), "a file cut short"],
    ["cut.jpg", jpeg.subarray(0, jpeg.length - 2), "a file cut short"],
    ["cut.webp", webp.subarray(0, webp.length - 10), "a file cut short"],
    ["header.png", png.subarray(0, 33), "a file cut short"],
  ]
  for (const [name, bytes, found] of refused) {
    const format = name.endsWith(".png") ? "PNG" : name.endsWith(".webp") ? "WEBP" : "JPG"
    expect([name, problem(name, bytes)]).toEqual([
      name,
      expect.stringContaining(`expected a ${format} image at content/images/${name} whose bytes are all the image, found ${found}`),
    ])
    expect(problem(name, bytes)).toMatch(/: export it again as (PNG|JPEG|WebP)$/)
  }
})

test("a PNG whose checksums, parts or pixels are not a PNG's is refused, so no image reaches sharp that it cannot read", async () => {
  const { png } = await images()
  const damaged = Buffer.from(png)
  damaged.writeUInt8(damaged.readUInt8(20) ^ 0xff, 20)
  expect(problem("damaged.png", damaged)).toMatch(/found a damaged part at byte 8 \(its checksum does not match\)/)
  // A chunk of pixels whose checksum is right but whose compressed bytes are not zlib's.
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    return Buffer.concat([length, body, crc])
  }
  const header = png.subarray(0, 33)
  const end = chunk("IEND", Buffer.alloc(0))
  expect(problem("noise.png", Buffer.concat([header, chunk("IDAT", Buffer.from("<svg onload=alert(1)>")), end]))).toMatch(
    /found pixels that do not unpack to the image its header describes/,
  )
  expect(problem("few.png", Buffer.concat([header, chunk("IDAT", zlib.deflateSync(Buffer.alloc(10))), end]))).toMatch(
    /found pixels that do not unpack to the image its header describes/,
  )
  expect(problem("nothing.png", Buffer.concat([header, end]))).toMatch(/found a PNG without its pixels/)
  expect(problem("unknown.png", Buffer.concat([header, chunk("HTML", Buffer.from("<script>")), end]))).toMatch(/found a part no PNG reader knows \("HTML"\)/)
  // Text in an ancillary part is a PNG's own: the build publishes sized copies without it.
  const pixels = png.subarray(33)
  expect(problem("text.png", Buffer.concat([header, chunk("tEXt", Buffer.from("Comment\0A chart")), pixels]))).toBeUndefined()
  // A header that claims more pixels than sharp reads, with next to no bytes.
  const huge = Buffer.from(header)
  huge.writeUInt32BE(100_000, 16)
  huge.writeUInt32BE(100_000, 20)
  huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29)
  expect(problem("bomb.png", Buffer.concat([huge, chunk("IDAT", zlib.deflateSync(Buffer.alloc(1000))), end]))).toMatch(
    /found an image of 100000 × 100000 pixels, more than the 268,402,689 the site's image tools read/,
  )
})

test("a missing file, a renamed HEIC photo or GIF, another kind of file and a file over 20 MB are named with what to do", async () => {
  const { jpeg } = await images()
  expect(imageFileProblem(path.join(dir, "none.png"), "content/images/none.png")).toBe("expected an image at content/images/none.png, found no such file")
  expect(problem("desk.jpg", HEIC)).toBe("expected a JPG image at content/images/desk.jpg, found an iPhone photo in HEIC: export it as JPEG")
  expect(problem("chart.png", jpeg)).toBe("expected a PNG image at content/images/chart.png, found a JPEG image: export it as JPEG or PNG")
  expect(problem("anim.png", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"))).toBe(
    "expected a PNG image at content/images/anim.png, found a GIF image: export it as JPEG or PNG",
  )
  expect(problem("page.jpg", Buffer.from("<!doctype html><script>alert(1)</script>"))).toBe(
    "expected a JPG image at content/images/page.jpg, found an HTML page: export it as JPEG or PNG",
  )
  const large = write("large.jpg", jpeg)
  fs.truncateSync(large, 21 * 1024 * 1024)
  expect(imageFileProblem(large, "content/images/large.jpg")).toBe(
    "expected an image of at most 20.0 MB at content/images/large.jpg, found 21.0 MB: export it smaller, 3000 px wide is plenty",
  )
})
