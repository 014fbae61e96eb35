// Where a content file's JSON breaks and what is wrong there, in the same words on every Node
// version: JSON.parse's messages are the engine's own (Node 22 adds the line and column, and
// some name no position at all), so jsonc-parser's scanner, held to strict JSON, finds the mistake.
import { createScanner, parse, printParseErrorCode, visit, type ParseError } from "jsonc-parser"

type Code = ReturnType<typeof printParseErrorCode>

const WORDS: Partial<Record<Code, string>> = {
  InvalidNumberFormat: "expected a number",
  UnexpectedEndOfNumber: "expected a number",
  PropertyNameExpected: "expected a field name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: 'expected a ":" after the field name',
  CommaExpected: "expected a comma before this",
  CloseBraceExpected: 'expected a "}" to close the fields opened by "{"',
  CloseBracketExpected: 'expected a "]" to close the list opened by "["',
  EndOfFileExpected: "expected the end of the file",
  InvalidCommentToken: "JSON allows no comments",
  UnexpectedEndOfComment: "JSON allows no comments",
  UnexpectedEndOfString: "expected a closing double quote on the same line",
  InvalidCharacter: "expected no line break or tab inside text in double quotes (write \\n or \\t)",
  InvalidEscapeCharacter: 'expected a known escape after the backslash (\\n, \\t, \\", \\\\)',
  InvalidUnicode: "expected four hexadecimal digits after \\u",
}

/** The first mistake in `source` as JSON, with its line and column (from 1), or undefined when it is valid JSON. */
export function jsonMistake(source: string): { line: number; column: number; reason: string } | undefined {
  const tooDeep = nestingPast(source, MAX_DEPTH)
  if (tooDeep !== undefined) return { ...position(source, tooDeep), reason: `expected fields and lists nested at most ${MAX_DEPTH} deep` }
  const errors: ParseError[] = []
  parse(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  const first = errors[0]
  if (first) return { ...position(source, first.offset), reason: reason(source, first) }
  const twice = repeatedField(source)
  return twice && { ...position(source, twice.offset), reason: `the field "${twice.name}" is given twice in one object: keep one` }
}

// The first field named a second time in one object, as YAML front matter refuses a key given twice:
// JSON.parse would keep the later value and drop the earlier without a word.
function repeatedField(source: string): { name: string; offset: number } | undefined {
  const objects: Set<string>[] = []
  let found: { name: string; offset: number } | undefined
  visit(source, {
    onObjectBegin: () => {
      objects.push(new Set())
    },
    onObjectEnd: () => {
      objects.pop()
    },
    onObjectProperty: (name, offset) => {
      const fields = objects.at(-1)!
      if (fields.has(name)) found ??= { name, offset }
      fields.add(name)
    },
  })
  return found
}

// As deep as the front matter's YAML may nest: jsonc-parser's parse recurses, so a file of
// 100,000 "[" would overflow the stack. Its scanner does not, and finds the depth in one pass.
const MAX_DEPTH = 20
// jsonc-parser's SyntaxKind values, a const enum its types declare (which isolated modules cannot read).
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, EOF] = [1, 2, 3, 4, 17]
function nestingPast(source: string, max: number): number | undefined {
  const scanner = createScanner(source, true)
  let depth = 0
  for (let token: number = scanner.scan(); token !== EOF; token = scanner.scan()) {
    if (token === OPEN_BRACE || token === OPEN_BRACKET) {
      if (++depth > max) return scanner.getTokenOffset()
    } else if (token === CLOSE_BRACE || token === CLOSE_BRACKET) depth--
  }
  return undefined
}

const position = (source: string, offset: number) => {
  const lines = source.slice(0, offset).split("\n")
  return { line: lines.length, column: lines.at(-1)!.length + 1 }
}

function reason(source: string, { error, offset }: ParseError): string {
  const found = source[offset]
  if (!source.trim()) return "the file is empty"
  // A comma before a closing bracket is the mistake writers make most: say so plainly.
  if ((found === "}" || found === "]") && source.slice(0, offset).trimEnd().endsWith(",")) return `a comma before the closing "${found}": remove the comma`
  const code = printParseErrorCode(error)
  if (code === "InvalidSymbol") {
    const word = source.slice(offset).match(/^[^\s,:{}[\]"]+/)?.[0] ?? found
    return `found ${word}, expected text in double quotes, a number, true, false or null`
  }
  return WORDS[code] ?? "expected valid JSON"
}
