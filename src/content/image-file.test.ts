/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { temporaryFolders } from "../test/temporary-folders"
import { imageFileProblem } from "./image-file"

const folder = temporaryFolders(afterAll)
const dir = folder("images-")
const write = (name: string, bytes: Buffer) => {
  fs.writeFileSync(path.join(dir, name), bytes)
  return path.join(dir, name)
}
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")
const JPEG = Buffer.from("ffd8ffe000104a464946000101000001", "hex")
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")])
// An iPhone's HEIC photo: an ISO box "ftyp" with the brand "heic".
const HEIC = Buffer.concat([Buffer.from("00000018", "hex"), Buffer.from("ftypheic"), Buffer.alloc(8)])

test("a JPEG, PNG or WebP file under its own name passes", () => {
  expect(imageFileProblem(write("a.png", PNG), "content/images/a.png")).toBeUndefined()
  expect(imageFileProblem(write("b.jpeg", JPEG), "content/images/b.jpeg")).toBeUndefined()
  expect(imageFileProblem(write("c.webp", WEBP), "content/images/c.webp")).toBeUndefined()
})

test("a missing file, a renamed HEIC photo, another kind of file and a file over 20 MB are named with what to do", () => {
  expect(imageFileProblem(path.join(dir, "none.png"), "content/images/none.png")).toBe("expected an image at content/images/none.png, found no such file")
  expect(imageFileProblem(write("desk.jpg", HEIC), "content/images/desk.jpg")).toBe(
    "expected a JPG image at content/images/desk.jpg, found an iPhone photo in HEIC: export it as JPEG",
  )
  expect(imageFileProblem(write("chart.png", JPEG), "content/images/chart.png")).toBe(
    "expected a PNG image at content/images/chart.png, found a file of another kind: export it as JPEG or PNG",
  )
  const large = write("large.jpg", JPEG)
  fs.truncateSync(large, 21 * 1024 * 1024)
  expect(imageFileProblem(large, "content/images/large.jpg")).toBe(
    "expected an image of at most 20.0 MB at content/images/large.jpg, found 21.0 MB: export it smaller, 3000 px wide is plenty",
  )
})
