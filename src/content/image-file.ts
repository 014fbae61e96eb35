// An image file a writer added, checked before the build hands it to sharp: there, too large to
// publish well, and the JPEG, PNG or WebP its name says (an iPhone's HEIC photo renamed .jpg is not).
import fs from "node:fs"
import { IMAGE_MAX_BYTES } from "./schema"
import { missingFile } from "./missing-file"

/** A size as a writer reads it: "12.3 MB". */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

// Each format's first bytes, by the extensions it may carry.
const SIGNATURES: Array<{ extensions: RegExp; matches: (head: Buffer) => boolean }> = [
  { extensions: /^jpe?g$/, matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { extensions: /^png$/, matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { extensions: /^webp$/, matches: (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP" },
]

/** What is wrong with the image file at `file` (shown to the writer as `shown`), or undefined. */
export function imageFileProblem(file: string, shown: string): string | undefined {
  if (!fs.existsSync(file)) return missingFile("image", shown)
  const { size } = fs.statSync(file)
  if (size > IMAGE_MAX_BYTES)
    return `expected an image of at most ${megabytes(IMAGE_MAX_BYTES)} at ${shown}, found ${megabytes(size)}: export it smaller, 3000 px wide is plenty`
  const head = Buffer.alloc(16)
  const fd = fs.openSync(file, "r")
  fs.readSync(fd, head, 0, head.length, 0)
  fs.closeSync(fd)
  const extension = file.split(".").pop()!.toLowerCase()
  if (SIGNATURES.find(({ extensions }) => extensions.test(extension))?.matches(head) !== false) return undefined
  const heic = head.toString("latin1", 4, 8) === "ftyp" && /^(hei[cfsx]|mif1|msf1|hevc)$/.test(head.toString("latin1", 8, 12))
  return `expected a ${extension.toUpperCase()} image at ${shown}, found ${heic ? "an iPhone photo in HEIC: export it as JPEG" : "a file of another kind: export it as JPEG or PNG"}`
}
