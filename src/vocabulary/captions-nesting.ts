// How deep a captions file's markup nests (<b><i><u>…), read as WebVTT's cue text parser reads it:
// a cue's text is the lines after its time range, an end tag closes only the element it names, and
// each cue starts afresh. The parser walks its tree recursively, so past a few thousand levels it
// overflows the stack; no caption needs ten.

/** The deepest captions markup may nest: a voice, a class, bold, italic and ruby, with room to spare. */
export const CAPTIONS_MAX_NESTING = 16

// The cue text parser's elements; any other start tag is ignored, not opened.
const ELEMENTS = new Set(["c", "i", "b", "u", "ruby", "rt", "v", "lang"])
// Its tags, each from "<" to ">" or the text's end: an end tag's name is all of it; a timestamp
// starts with a digit; a start tag's name ends at a class, a space or a line break.
const TAG = /<(?:\/([^>]*)|\d[^>]*|([^\t\f \n.>]*)[^>]*)>?/g

/** The 1-based line of the first cue whose markup nests deeper than `limit`, or undefined. */
export function tooDeeplyNested(text: string, limit = CAPTIONS_MAX_NESTING): number | undefined {
  const lines = text.split(/\r\n|\r|\n/)
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.includes("-->")) continue
    // A time range starts a cue; its text runs to a blank line or the next time range.
    let end = i + 1
    while (end < lines.length && lines[end] !== "" && !lines[end]!.includes("-->")) end++
    if (depthOf(lines.slice(i + 1, end).join("\n"), limit) > limit) return i + 1
    i = end - 1
  }
  return undefined
}

// How deep a cue's elements nest, counted no further than one past `limit`.
function depthOf(cue: string, limit: number): number {
  const open: string[] = []
  for (const [, end, start] of cue.matchAll(TAG)) {
    if (end !== undefined) {
      if (end === open.at(-1)) open.pop()
      else if (end === "ruby" && open.at(-1) === "rt") open.splice(-2)
    } else if (start !== undefined && ELEMENTS.has(start) && (start !== "rt" || open.at(-1) === "ruby")) {
      open.push(start)
      if (open.length > limit) break
    }
  }
  return open.length
}
