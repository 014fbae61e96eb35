// A writer's phone photo on the writers' site: a new page, /visit, opens with it, and the about
// page shows it further down. The photo is as a phone takes it: stored 1600×2400 and turned on
// its side (EXIF orientation 6), so 2400×1600 upright; in Display P3, with the camera, the author,
// the time and the GPS position in its EXIF and XMP; textured like a photo, so its sizes weigh
// what a photo's do. src/node/pages/text-images.integration.test.ts checks what the build makes of it.
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"

export const PHONE_PHOTO = "content/images/front-desk.jpg"
export const PHOTO_PAGE = "/visit"

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

/** Adds the photo to the site in `dir`: the top of /visit, and further down the about page. */
export async function addPhonePhoto(dir: string) {
  const file = (name: string) => path.join(dir, name)
  await phonePhoto(file(PHONE_PHOTO))
  fs.writeFileSync(
    file("content/pages/visit.md"),
    `---\ntitle: Visit us\ndescription: Where the practice is and how to reach it.\npath: ${PHOTO_PAGE}\nsections:\n  - type: text\n    body: |-\n      ![The practice's front desk](../images/front-desk.jpg)\n\n      We are open on weekdays.\n---\n`,
  )
  const about = file("content/pages/about.md")
  const text = fs.readFileSync(about, "utf8")
  const anchor = "## What Veridraft does\n\n      "
  if (!text.includes(anchor)) throw new Error(`content/pages/about.md no longer has "${anchor.trim()}", where the photo goes`)
  fs.writeFileSync(about, text.replace(anchor, `${anchor}![The practice's front desk](../images/front-desk.jpg)\n\n      `))
}
