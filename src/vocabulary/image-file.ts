// An image file a writer added, checked before the build hands it to sharp: there, not too large to
// publish well, the JPEG, PNG or WebP its name says (an iPhone's HEIC photo renamed .jpg is not),
// and all of it that image: a file that begins as one and goes on as anything else (markup after a
// PNG's header, a video after a JPEG's end, a file cut short) is refused (./image-bytes.mjs).
import fs from "node:fs"
import zlib from "node:zlib"
import { IMAGE_MAX_BYTES } from "./schema"
import { missingFile } from "./missing-file"
import { imageBytesProblem } from "./declared-files.mjs"

/** A size as a writer reads it: "12.3 MB". */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** zlib's inflate, never past `most` bytes: what a PNG's pixels are unpacked with. */
export const inflate = (bytes: Uint8Array, most: number): Uint8Array => zlib.inflateSync(bytes, { maxOutputLength: most })

// Each file's verdict, by its bytes' version: a build checks the content twice, and a file is read once.
const checked = new Map<string, string | undefined>()

/** What is wrong with the image file at `file` (shown to the writer as `shown`), or undefined. */
export function imageFileProblem(file: string, shown: string): string | undefined {
  if (!fs.existsSync(file)) return missingFile("image", shown)
  const { size, mtimeMs } = fs.statSync(file)
  if (size > IMAGE_MAX_BYTES)
    return `expected an image of at most ${megabytes(IMAGE_MAX_BYTES)} at ${shown}, found ${megabytes(size)}: export it smaller, 3000 px wide is plenty`
  const key = `${file}\n${shown}\n${size}\n${mtimeMs}`
  if (!checked.has(key)) checked.set(key, imageBytesProblem(fs.readFileSync(file), file, shown, { inflate }))
  return checked.get(key)
}
