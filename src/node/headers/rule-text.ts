// What may be written into a line of _redirects or _headers. Those files are read line by line and
// field by field, so a value with a newline or a space in it would add a rule of its own: such a
// value is refused wherever it came from, a writer's file, the history or a file's name.

// A value as a reader can see it, every invisible character written as its code point.
const shown = (value: string) =>
  JSON.stringify(value).replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, (char) => (char === " " ? " " : `\\u${char.codePointAt(0)!.toString(16).padStart(4, "0")}`))

/** An address or target: no whitespace, no control or invisible format character. */
export function ruleValue(value: string): string {
  if (!value || /[\s\p{Cc}\p{Cf}]/u.test(value))
    throw new Error(`Refused to write ${shown(value)} into _redirects or _headers: an address there holds no whitespace or control character`)
  return value
}

/** A header's value: spaces are part of it, a line break or another control character is not. */
export function headerValue(value: string): string {
  if (/[\p{Cc}\p{Cf}]/u.test(value)) throw new Error(`Refused to write ${shown(value)} into _headers: a header's value holds no control character`)
  return value
}
