/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { formatProblem, parseFile, validateContentDir } from "./validate"
import { legalPdfOf } from "./schema"

const root = path.join(__dirname, "..", "..")
const fixtures = path.join(__dirname, "__fixtures__")

// A copy of the real content and static files with one fixture laid over it.
export function siteCopyWith(fixture?: string): { contentDir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true })
  if (fixture) fs.cpSync(path.join(fixtures, fixture), path.join(dir, "content"), { recursive: true })
  return { contentDir: path.join(dir, "content") }
}

const problemsWith = (fixture?: string) => {
  const { contentDir } = siteCopyWith(fixture)
  return validateContentDir(contentDir).map(formatProblem)
}

test("the real content passes", () => {
  expect(validateContentDir(path.join(root, "content"))).toEqual([])
})

const CASES: Record<string, string[]> = {
  "missing-field": ["content/home.md: hero.heading: expected text, found nothing"],
  "wrong-type": ["content/site.json: founder.profiles: Invalid input: expected array, received string, found \"https://linkedin.example.com/in/maya\""],
  "http-url": ["content/site.json: appLoginUrl: expected an https:// URL, found \"http://app.veridraft.example.com/login\""],
  "bad-date": ["content/legal/privacy-policy.md: lastUpdated: expected a real calendar date, found \"2026-02-30\""],
  "unknown-icon": ["content/home.md: features.items[2].icon: expected one of draft, summary, rating, template, shield, clock, speed, chart, found \"rocket\""],
  "broken-yaml": ["content/about.md: line 9, column 2: malformed YAML front matter (bad indentation of a mapping entry)"],
  "broken-json": ["content/site.json: line 51, column 3: malformed JSON (Expected double-quoted property name in JSON at position 1823)"],
  "unsupported-markdown": ['content/legal/terms-of-service.md: line 21: expected a paragraph, heading or list, found "> Y" (quotes, code, tables and HTML are not shown)'],
  "dangling-anchor": ["content/home.md: hero.secondaryCta.to: expected an anchor that exists on / (#features, #benefits), found \"#pricing\""],
  "empty-list": ["content/home.md: features.items: expected at least one feature, found an empty list"],
  "duplicate-path": [
    "content/legal/privacy-policy.md: path: expected a path no other page uses, found \"/terms-of-service\" (also claimed by content/legal/terms-of-service.md)",
    "content/legal/terms-of-service.md: path: expected a path no other page uses, found \"/terms-of-service\" (also claimed by content/legal/privacy-policy.md)",
    "content/site.json: footer.columns[1].items[2].to: expected a link to an existing page (/, /about, /terms-of-service), found \"/privacy-policy\"",
  ],
  "bad-email": ["content/site.json: contactEmail: expected an email address, found \"hello at veridraft\""],
  "unknown-page": ["content/site.json: footer.columns[1].items[0].to: expected a link to an existing page (/, /about, /privacy-policy, /terms-of-service), found \"/careers\""],
  "unknown-field": ["content/about.md: team: unknown field \"headline\" (expected only the documented fields)"],
  "impossible-date": ["content/legal/privacy-policy.md: lastUpdated: expected a real calendar date, found \"2026-13-45\""],
  "null-value": ["content/home.md: hero.eyebrow: expected text (leave out a field you do not need instead of writing null), found \"null\""],
  "empty-value": ["content/home.md: hero.eyebrow: expected non-empty text, found \"\""],
  "json-number": ["content/site.json: productName: expected text, found 42 (write it in quotes: \"42\")"],
  "typed-as-text": [],
  "too-long": ["content/home.md: benefits.items[0].value: expected at most 12 characters, found \"ten times faster than before\""],
}

test.each(Object.entries(CASES))("%s is reported with the file, the field and what was expected", (fixture, expected) => {
  expect(problemsWith(fixture)).toEqual(expected)
})

test("every problem is reported at once, not only the first", () => {
  const { contentDir } = siteCopyWith("unknown-icon")
  fs.cpSync(path.join(fixtures, "http-url"), contentDir, { recursive: true })
  fs.cpSync(path.join(fixtures, "unsupported-markdown"), contentDir, { recursive: true })
  const files = validateContentDir(contentDir).map((problem) => problem.file)
  expect(files.sort()).toEqual(["content/home.md", "content/legal/terms-of-service.md", "content/site.json"])
})

test("a missing required file is named", () => {
  const { contentDir } = siteCopyWith()
  fs.rmSync(path.join(contentDir, "about.md"))
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual(["content/about.md: is missing (expected this file to exist)"])
})

test("front matter keeps every value as the writer typed it: no numbers, booleans, nulls or dates", () => {
  const source = "---\nvalue: 60\nbig: 1e3\nhex: 0x1F\nyes: yes\nno: No\ntrue: true\nempty:\ndate: 2026-02-30\nlist: [1, 2]\n---\n"
  expect(parseFile("content/home.md", source)).toMatchObject({
    data: { value: "60", big: "1e3", hex: "0x1F", yes: "yes", no: "No", true: "true", empty: "", date: "2026-02-30", list: ["1", "2"] },
  })
})

test("a new legal document needs no PDF of its own, and the footer may link it once it exists", () => {
  const { contentDir: dir } = siteCopyWith()
  fs.writeFileSync(path.join(dir, "legal", "cookie-policy.md"), "---\ntitle: Cookie Policy\ndescription: How Veridraft uses cookies.\npath: /cookie-policy\nlastUpdated: 2026-11-20\n---\n\nThis site sets no cookies.\n")
  const site = JSON.parse(fs.readFileSync(path.join(dir, "site.json"), "utf8"))
  site.footer.columns[1].items.push({ label: "Cookie Policy", to: "/cookie-policy" })
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(site, null, 2))
  expect(validateContentDir(dir).map(formatProblem)).toEqual([])
  expect(legalPdfOf({ path: "/cookie-policy" })).toBe("/legal/cookie-policy.pdf")
  expect(legalPdfOf({ path: "/cookie-policy", pdf: "/legal/cookies-signed.pdf" })).toBe("/legal/cookies-signed.pdf")
  fs.rmSync(path.join(dir, "legal", "cookie-policy.md"))
  expect(validateContentDir(dir).map(formatProblem)).toEqual([expect.stringContaining('content/site.json: footer.columns[1].items[4].to: expected a link to an existing page')])
})
