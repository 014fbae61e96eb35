// What the build and the editor say of a file a field names that is not there.

/** A file's kind, as the field that names it is marked. */
export type FileMark = "image" | "video" | "captions"

const WHAT: Record<FileMark, string> = { image: "an image", video: "a video", captions: "WebVTT captions" }

/** The problem of a field naming `shown` ("content/images/chart.png"), a file of kind `mark` that does not exist. */
export const missingFile = (mark: FileMark, shown: string) => `expected ${WHAT[mark]} at ${shown}, found no such file`
