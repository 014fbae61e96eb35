/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { frontMatterFormat, unreadableIn } from "../cms/content-format"
import { readFrontMatter } from "./front-matter"
import { formatProblem } from "../site/content-check"
import { parseFile } from "../site/content-files"

const problemOf = (source: string) => {
  const parsed = parseFile("content/pages/about.md", source)
  return "problem" in parsed ? formatProblem(parsed.problem) : undefined
}

// A front matter that would run a command if any engine but YAML's read it.
const marker = path.join(os.tmpdir(), `front-matter-ran-${process.pid}`)
const script = (language: string) => `---${language}\n{ title: require("child_process").execSync("touch ${marker}").toString() || "x" }\n---\nBody\n`
afterEach(() => fs.rmSync(marker, { force: true }))

test.each(["js", "javascript", "coffee", " js", "json"])("front matter marked ---%s is refused, never run, by the build and the editor", (language) => {
  expect(problemOf(script(language))).toBe(
    `content/pages/about.md: line 1: front matter marked "---${language.trim()}" is never read (expected YAML, opened by a line of "---" alone)`,
  )
  // The editor shows why in place of a form, and never saves over the file.
  const entry = frontMatterFormat.fromFile(script(language))
  expect(unreadableIn(entry)).toMatch(/is never read/)
  expect(() => frontMatterFormat.toFile(entry)).toThrow(/does not save over it/)
  expect(fs.existsSync(marker)).toBe(false)
})

test("YAML front matter keeps every value as typed, and says where the body starts", () => {
  expect(readFrontMatter("---\ntitle: 60\ndate: 2026-02-30\n---\nFirst line\n")).toEqual({
    data: { title: "60", date: "2026-02-30" },
    body: "First line\n",
    bodyLine: 5,
  })
  expect(readFrontMatter("---yaml\na: b\n---\n")).toEqual({ data: { a: "b" }, body: "", bodyLine: 4 })
  expect(readFrontMatter("\uFEFF---\r\na: b\r\n---\r\nText")).toEqual({ data: { a: "b" }, body: "Text", bodyLine: 4 })
  expect(readFrontMatter("No front matter")).toEqual({ data: {}, body: "No front matter", bodyLine: 1 })
})

test("a front matter with no closing line, or not of fields, is a problem naming the file", () => {
  expect(problemOf("---\ntitle: About\n")).toBe('content/pages/about.md: line 1: front matter has no closing "---" line')
  expect(problemOf("---\n- a\n- b\n---\n")).toBe("content/pages/about.md: line 2: expected front matter of fields written name: value")
})

test("a YAML alias bomb is refused at its first alias, naming the file, not a crash", () => {
  const levels = [
    "a: &a [x, x, x, x, x, x, x, x, x]",
    ...Array.from(
      { length: 12 },
      (_, i) =>
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`,
    ),
  ]
  const bomb = `---\n${levels.join("\n")}\n---\n`
  expect(bomb.length).toBeLessThan(1000)
  // Refused at its first alias, before anything is expanded: it costs no more than a line of YAML.
  expect(problemOf(bomb)).toMatch(
    /^content\/pages\/about\.md: line 3, column \d+: front matter with a YAML alias \(\*name\) is not read: write each value out$/,
  )
  expect(problemOf("---\nbase: &b\n  title: A\nother:\n  <<: *b\n---\n")).toMatch(/YAML alias/)
})

test("nesting deeper than any content file is refused, not a stack overflow", () => {
  expect(problemOf(`---\na: ${"[".repeat(5000)}${"]".repeat(5000)}\n---\n`)).toMatch(
    /^content\/pages\/about\.md: line 2, column \d+: malformed YAML front matter \(/,
  )
})

test("a colon inside an unquoted value is named as the likely mistake, with the value quoted as the fix", () => {
  expect(problemOf("---\ntitle: About\nlead: Note: medical records are kept for seven years\n---\n")).toBe(
    'content/pages/about.md: line 3, column 11: malformed YAML front matter: a colon followed by a space inside a value reads as a new field; put the value in double quotes, as in lead: "Note: medical records are kept for seven…"',
  )
  expect(problemOf('---\nsections:\n  - type: cards\n    heading: Why: the "short" answer\n---\n')).toBe(
    'content/pages/about.md: line 4, column 17: malformed YAML front matter: a colon followed by a space inside a value reads as a new field; put the value in double quotes, as in heading: "Why: the \\"short\\" answer"',
  )
})

test("a tab used to indent is named as the likely mistake, with the line indented by spaces as the fix", () => {
  expect(problemOf("---\nsections:\n  - type: cards\n\theading: Why\n---\n")).toBe(
    'content/pages/about.md: line 4, column 1: malformed YAML front matter: this line is indented with a tab, and YAML indents with spaces only; use spaces, as in "    heading: Why" (4 spaces, lined up with the line above)',
  )
})

test("a quote opened and never closed is named on the line it opens, not where YAML stops lines below, with the value closed as the fix", () => {
  expect(problemOf("---\ntitle: 'About us\ndescription: Who we are.\n---\n")).toBe(
    "content/pages/about.md: line 2, column 8: malformed YAML front matter: the value of title opens with ' and never closes it, so it runs on into the lines below; end it with ', as in title: 'About us'",
  )
  // A quote inside a block of text is the text's own; the heading's is the mistake.
  const section = '---\nsections:\n  - type: text\n    body: |\n      He said "hi\n    heading: "Our story\n    lead: Why\n---\n'
  expect(problemOf(section)).toBe(
    'content/pages/about.md: line 6, column 14: malformed YAML front matter: the value of heading opens with " and never closes it, so it runs on into the lines below; end it with ", as in heading: "Our story"',
  )
  // A quoted value on a later line, which YAML never reaches, and a file saved with Windows' line ends.
  expect(problemOf('---\ntitle: "About\nsections:\n  - type: text\n    heading: "Leadership"\n---\n')).toMatch(/^content\/pages\/about\.md: line 2, column 8: /)
  expect(problemOf('---\r\ntitle: "About\r\ndescription: Who we are.\r\n---\r\n')).toMatch(
    /^content\/pages\/about\.md: line 2, column 8: .* as in title: "About"$/,
  )
  // Another quote typed or pasted in place of the closing one, taken off in the fix.
  expect(problemOf('---\ntitle: "About us”\ndescription: Who we are.\n---\n')).toBe(
    'content/pages/about.md: line 2, column 8: malformed YAML front matter: the value of title opens with " and never closes it (its last ” is another quote, which does not close it), so it runs on into the lines below; end it with ", as in title: "About us"',
  )
  // The last field: YAML stops at the closing "---".
  expect(problemOf('---\ntopics:\n  - "apportionment\n---\n')).toBe(
    'content/pages/about.md: line 3, column 5: malformed YAML front matter: this list item opens with " and never closes it, so it runs on into the lines below; end it with ", as in - "apportionment"',
  )
})
