/** @jest-environment node */
// A writer's phone photo in a text section, built as Netlify builds it: published sized, in
// modern formats, upright and in sRGB, with nothing of its metadata, and never as uploaded.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { stopBuilds } from "../../test/site-copy"
import { sharedSite } from "../../test/shared-sites"
import { PHONE_PHOTO, PHOTO_PAGE } from "../../test/phone-photo"
import { temporaryFolders } from "../../test/temporary-folders"
import { listFiles } from "./list-files"
import { imageBytes, imagesLoaded } from "../../../e2e/image-weight"
import { BUDGET } from "../../../e2e/route-weight"

// A build a test left running is stopped before its folder is removed.
afterAll(stopBuilds)
const folder = temporaryFolders(afterAll)

// The writers' site, which opens /visit with the photo and shows it further down the about page
// (src/test/phone-photo.ts); e2e/legal-history.spec.ts reads the same build.
const built = (async () => {
  const { dir, status, output } = await sharedSite("writers", folder)
  if (status !== 0) throw new Error(`gatsby build exited with ${status}:\n${output}`)
  const file = (name: string) => path.join(dir, name)
  const upload = fs.readFileSync(file(PHONE_PHOTO))
  const images = listFiles(file("public")).filter((name) => /\.(jpe?g|png|webp|avif)$/.test(name))
  return { dir, file, upload, images, html: (route: string) => fs.readFileSync(file(`public${route}/index.html`), "utf8") }
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
  const { html, file } = await built
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
  expect(html(PHOTO_PAGE)).toMatch(/<img [^>]*alt="The practice&#x27;s front desk" loading="eager" fetchpriority="high"/i)
  expect(html("/about")).toMatch(/<img [^>]*alt="The practice&#x27;s front desk" loading="lazy" decoding="async"/)
}, 240_000)

test("no published image carries EXIF, XMP, IPTC, an orientation or a colour profile other than sRGB, and the upload is not published", async () => {
  const { upload, images, dir } = await built
  const uploadHash = crypto.createHash("sha256").update(upload).digest("hex")
  expect(images.filter((name) => name.includes("front-desk")).length).toBeGreaterThanOrEqual(9)
  for (const image of images) {
    const bytes = fs.readFileSync(image)
    expect(crypto.createHash("sha256").update(bytes).digest("hex")).not.toBe(uploadHash)
    const { exif, xmp, iptc, orientation, space } = await sharp(bytes).metadata()
    const found = Object.entries({ exif, xmp, iptc, orientation })
      .filter(([, value]) => value !== undefined)
      .map(([tag]) => tag)
    expect({ image: path.relative(dir, image), found }).toEqual({ image: path.relative(dir, image), found: [] })
    expect(["srgb", "b-w"]).toContain(space)
  }
}, 240_000)

test("a phone 360 px wide loads the photo's 768 px AVIF, within the budget of a page with photos, not the upload", async () => {
  const { upload, html, file } = await built
  const [loaded] = imagesLoaded(html(PHOTO_PAGE))
  expect(html(PHOTO_PAGE)).toContain(`${loaded} 768w`)
  expect(loaded).toMatch(/\.avif$/)
  const bytes = imageBytes(html(PHOTO_PAGE), file("public"))
  expect(bytes).toBeLessThanOrEqual(BUDGET.images)
  expect(bytes).toBeLessThan(upload.length / 5)
}, 240_000)
