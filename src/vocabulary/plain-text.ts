// Every text is text: a control character (ESC, NUL, a form feed…) shows as nothing or as a box,
// breaks the legal feed's XML and can hide words from a reviewer. Tab and line breaks are text.
const CONTROL = /[\p{Cc}]/u
const ALLOWED = new Set(["\t", "\n", "\r"])

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
const controlIn = (text: string) => [...text].find((char) => CONTROL.test(char) && !ALLOWED.has(char))

/** The first field of `data` (or line of `body`) holding a control character, with what was found. */
export function controlCharacterProblem(data: unknown, body = "", bodyLine = 1): { field: string; message: string } | undefined {
  const field = fieldWithControl(data, "")
  if (field) return { field: field.path, message: `expected text without control characters, found ${codePoint(field.char)}` }
  if (!CONTROL.test(body)) return undefined
  const lines = body.split("\n")
  const index = lines.findIndex((line) => controlIn(line.replace(/\r$/, "")) !== undefined)
  if (index === -1) return undefined
  return {
    field: "",
    message: `line ${bodyLine + index}: expected text without control characters, found ${codePoint(controlIn(lines[index]!.replace(/\r$/, ""))!)}`,
  }
}

function fieldWithControl(value: unknown, path: string): { path: string; char: string } | undefined {
  if (typeof value === "string") {
    const char = CONTROL.test(value) ? controlIn(value) : undefined
    return char === undefined ? undefined : { path, char }
  }
  if (Array.isArray(value))
    return value.reduce<{ path: string; char: string } | undefined>((found, item, i) => found ?? fieldWithControl(item, `${path}[${i}]`), undefined)
  if (value && typeof value === "object") {
    return Object.entries(value).reduce<{ path: string; char: string } | undefined>(
      (found, [key, child]) => found ?? fieldWithControl(key, path ? `${path}.${key}` : key) ?? fieldWithControl(child, path ? `${path}.${key}` : key),
      undefined,
    )
  }
  return undefined
}
