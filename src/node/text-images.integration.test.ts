/** @jest-environment node */
// A writer's phone photo in a text section, built as Netlify builds it: published sized, in
// modern formats, upright and in sRGB, with nothing of its metadata, and never as uploaded.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { copySite, gatsbyBuild, stopBuilds } from "../test/site-copy"
import { temporaryFolders } from "../test/temporary-folders"
import { listFiles } from "./list-files"
import { imageBytes, imagesLoaded } from "../../e2e/image-weight"
import { BUDGET } from "../../e2e/route-weight"

afterAll(stopBuilds)
const folder = temporaryFolders(afterAll)
const site = copySite(folder("site-"))
const file = (name: string) => path.join(site, name)
const edit = (name: string, change: (text: string) => string) => fs.writeFileSync(file(name), change(fs.readFileSync(file(name), "utf8")))

// A photo as a phone takes it: stored 1600×2400 and turned on its side (EXIF orientation 6), so
// 2400×1600 upright; in Display P3, with the camera, the author, the time and the GPS position
// in its EXIF and XMP; textured like a photo, so its sizes weigh what a photo's do.
async function phonePhoto(to: string) {
  const texture = await sharp({ create: { width: 534, height: 800, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .blur(1.2)
    .png()
    .toBuffer()
  await sharp(texture)
    .resize(1600, 2400)
    .withIccProfile("p3")
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro", Artist: "Dr. Example", DateTime: "2026:11:20 09:14:00" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 5400/100", GPSLongitudeRef: "W", GPSLongitude: "73/1 59/1 1200/100" },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Dr. Example</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .jpeg({ quality: 90 })
    .toFile(to)
}

const built = (async () => {
  await phonePhoto(file("content/images/front-desk.jpg"))
  const upload = fs.readFileSync(file("content/images/front-desk.jpg"))
  // One photo opens a new page; the same photo lies further down the about page.
  fs.writeFileSync(
    file("content/pages/visit.md"),
    "---\ntitle: Visit us\ndescription: Where the practice is and how to reach it.\npath: /visit\nsections:\n  - type: text\n    body: |-\n      ![The practice's front desk](../images/front-desk.jpg)\n\n      We are open on weekdays.\n---\n",
  )
  edit("content/pages/about.md", (text) =>
    text.replace("## What Veridraft does\n\n      ", "## What Veridraft does\n\n      ![The practice's front desk](../images/front-desk.jpg)\n\n      "),
  )
  const { status, output } = await gatsbyBuild(site)
  if (status !== 0) throw new Error(`gatsby build exited with ${status}:\n${output}`)
  const images = listFiles(file("public")).filter((name) => /\.(jpe?g|png|webp|avif)$/.test(name))
  return { upload, images, html: (route: string) => fs.readFileSync(file(`public${route}/index.html`), "utf8") }
})()

test("the fixture is a phone's photo: sideways, in Display P3, with its camera, author and GPS position", async () => {
  const { upload } = await built
  const metadata = await sharp(upload).metadata()
  expect(metadata).toMatchObject({ orientation: 6, width: 1600, height: 2400 })
  expect(metadata.exif!.toString("latin1")).toContain("iPhone 15 Pro")
  // The GPS data's directory, tag 0x8825, in either byte order.
  expect([Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])].some((tag) => metadata.exif!.includes(tag))).toBe(true)
  expect(metadata.xmp).toBeDefined()
  expect(metadata.icc).toBeDefined()
}, 240_000)

test("a text's photo is a <picture> of AVIF and WebP with a JPEG fallback, sized to the column up to twice its width, with its box", async () => {
  const { html } = await built
  const picture = /<picture[^>]*>([\s\S]*?)<\/picture>/.exec(html("/about"))![0]
  expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+"/)
  expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+"/)
  // Upright: 2400 wide and 1600 high once turned, shown at most 768 wide, so 512 high.
  expect(picture).toMatch(
    /<img src="[^"]+\.jpg" srcSet="[^"]+" sizes="\(min-width: 832px\) 768px, [^"]+" width="768" height="512" alt="The practice&#x27;s front desk" loading="lazy"/,
  )
  const widths = [...picture.matchAll(/ (\d+)w/g)].map(([, width]) => Number(width))
  expect(Math.max(...widths)).toBe(1536)
  expect(Math.min(...widths)).toBeLessThanOrEqual(384)
  // The fallback is the photo upright and whole, not a landscape crop of it.
  const fallback = await sharp(file(`public${/<img src="([^"]+)"/.exec(picture)![1]}`)).metadata()
  expect([fallback.width, fallback.height]).toEqual([768, 512])
}, 240_000)

test("a photo that opens its page is fetched at once and first; one further down loads lazily", async () => {
  const { html } = await built
  expect(html("/visit")).toMatch(/<img [^>]*alt="The practice&#x27;s front desk" loading="eager" fetchpriority="high"/i)
  expect(html("/about")).toMatch(/<img [^>]*alt="The practice&#x27;s front desk" loading="lazy" decoding="async"/)
}, 240_000)

test("no published image carries EXIF, XMP, IPTC, an orientation or a colour profile other than sRGB, and the upload is not published", async () => {
  const { upload, images } = await built
  const uploadHash = crypto.createHash("sha256").update(upload).digest("hex")
  expect(images.filter((name) => name.includes("front-desk")).length).toBeGreaterThanOrEqual(9)
  for (const image of images) {
    const bytes = fs.readFileSync(image)
    expect(crypto.createHash("sha256").update(bytes).digest("hex")).not.toBe(uploadHash)
    const { exif, xmp, iptc, orientation, space } = await sharp(bytes).metadata()
    const found = Object.entries({ exif, xmp, iptc, orientation })
      .filter(([, value]) => value !== undefined)
      .map(([tag]) => tag)
    expect({ image: path.relative(site, image), found }).toEqual({ image: path.relative(site, image), found: [] })
    expect(["srgb", "b-w"]).toContain(space)
  }
}, 240_000)

test("a phone 360 px wide loads the photo's 768 px AVIF, within the budget of a page with photos, not the upload", async () => {
  const { upload, html } = await built
  const [loaded] = imagesLoaded(html("/visit"))
  expect(html("/visit")).toContain(`${loaded} 768w`)
  expect(loaded).toMatch(/\.avif$/)
  const bytes = imageBytes(html("/visit"), file("public"))
  expect(bytes).toBeLessThanOrEqual(BUDGET.images)
  expect(bytes).toBeLessThan(upload.length / 5)
}, 240_000)
