// The images a writer uploads in the editor, judged as the build judges them (imageBytesProblem in
// src/vocabulary/declared-files.mjs): the JPEG, PNG or WebP its name says, all of it one image. A
// refused upload is named by the fields that show it. Which folder a file may go in is the local
// backend's guard's and the build's to judge: Decap places a new entry's uploads only as it saves.
import { imageBytesProblem } from "../vocabulary/declared-files.mjs"
import { markdownImages } from "../vocabulary/markdown"
import type { Problem } from "../vocabulary/problems"
import { pageMarkedValues } from "../sections/kinds"
import { markdownFields } from "../site/links"

/** A file an upload writes: where Decap puts it (content/images/desk.jpg) and its bytes. */
export type Upload = { path: string; bytes: Uint8Array }

const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1)

/** Why the upload may not be published, or undefined: an image the build would refuse. */
export const uploadProblem = ({ path, bytes }: Upload): string | undefined => imageBytesProblem(bytes, nameOf(path), nameOf(path))

/** The fields of an entry's `data` that show the file named like `path`'s, in the page's order: a page's images, videos, captions and its texts' images, an author's photo. */
export function fieldsShowing(data: Record<string, unknown>, path: string): string[] {
  const named = (value: string) => nameOf(value) === nameOf(path)
  const files = (["image", "video", "captions"] as const).flatMap((mark) => pageMarkedValues(data, mark))
  return [
    ...files.filter(({ value }) => named(value)).map(({ field }) => field),
    ...markdownFields(data).flatMap(({ field, body }) => (markdownImages(body).some(named) ? [field] : [])),
    ...(typeof data.photo === "string" && named(data.photo) ? ["photo"] : []),
  ].sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
}

/** The problems of the files a save of `data` (the entry at `file`) writes beside it, each at every field that shows it. */
export const uploadProblems = (file: string, data: Record<string, unknown>, uploads: readonly Upload[]): Problem[] =>
  uploads.flatMap((upload) => {
    const message = uploadProblem(upload)
    if (!message) return []
    const fields = fieldsShowing(data, upload.path)
    return fields.length ? fields.map((field) => ({ file, field, message })) : [{ file, field: "", message }]
  })
