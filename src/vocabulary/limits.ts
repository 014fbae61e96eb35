// The largest content the site takes, each far above what a writer needs and far below what
// would slow a build: a file past its limit is refused by its size before it is read, on every
// path (the build, each earlier version in the history, the editor), so no text costs minutes.
// content/README.md names each limit in a writer's words.

const KB = 1024
/** A content file's largest size in bytes: a legal document is 50 times today's terms; a page, 60 times today's landing page. */
export const FILE_MAX_BYTES = { legal: 256 * KB, page: 256 * KB, settings: 128 * KB } as const
/** A text section's longest Markdown, in characters: about eight printed pages. */
export const MARKDOWN_MAX_CHARS = 20000
/** How deep lists and quotes go in any text, one inside another: a phone's column has room for this many indents, and no reader follows more. */
export const MARKDOWN_MAX_DEPTH = 6
/** A page's most sections: a long landing page has a dozen. */
export const PAGE_MAX_SECTIONS = 40

const kindOf = (file: string) => (file.endsWith(".json") ? "settings" : file.includes("legal/") ? "legal" : "page")

/** Why `source` is too large to read as `file`, or undefined. */
export function sizeProblem(file: string, source: string): string | undefined {
  const limit = FILE_MAX_BYTES[kindOf(file)]
  const bytes = utf8Bytes(source)
  if (bytes <= limit) return undefined
  return `is ${Math.ceil(bytes / KB)} KB; expected at most ${limit / KB} KB (split it into more than one ${kindOf(file) === "legal" ? "document" : "page"})`
}

// The bytes `text` takes in UTF-8, the encoding the files are written in.
function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    else if (unit >= 0xd800 && unit < 0xdc00 && i + 1 < text.length) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}
