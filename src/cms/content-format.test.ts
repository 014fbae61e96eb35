/** @jest-environment node */
// Writers' changes are reviewed as git diffs: the editor's format must be the files' own.
import fs from "node:fs"
import path from "node:path"
import { changedLines } from "../test/changed-lines"
import { frontMatterFormat, inFormOrderOf, jsonFormat, LISTED_AS, listedAs, unreadableIn } from "./content-format"
import { cmsConfig, CONTENT_FORMATS } from "./cms-config"
import { HUB_AUTHORS, HUB_TOPICS } from "../test/hub-content"
import { FIXTURE_SITE } from "../test/fixture-site"

// The fixture site's files; that the site's own are in these formats too is src/site/real-site.test.ts's.
const CONTENT = path.join(FIXTURE_SITE, "content")
const inFolder = (folder: string) => fs.readdirSync(path.join(CONTENT, folder)).map((name) => `${folder}/${name}`)
const files = ["site.json", ...inFolder("pages"), ...inFolder("legal")]
const formatOf = (file: string) => (file.endsWith(".json") ? jsonFormat : frontMatterFormat)
const read = (file: string) => fs.readFileSync(path.join(CONTENT, file), "utf8")

test.each(files)("saving %s unchanged writes it byte for byte", (file) => {
  const format = formatOf(file)
  expect(format.toFile(format.fromFile(read(file)))).toBe(read(file))
})

test("a one-field edit of a long text is a one-line diff, wherever the field is", () => {
  type Opening = { lead: string; preview: { sections: Array<{ body: string }> } }
  const home = frontMatterFormat.fromFile(read("pages/home.md")) as { sections: [Opening] }
  const [hero] = home.sections
  hero.lead = `${hero.lead} Every claim is checked against the record before you sign.`
  hero.preview.sections[0]!.body = "Fell from a ladder at work; left wrist fracture, treated with a cast for six weeks."
  const after = frontMatterFormat.toFile(home)
  expect(changedLines(read("pages/home.md"), after)).toEqual([
    `    lead: ${hero.lead}`,
    "          body: Fell from a ladder at work; left wrist fracture, treated with a cast for six weeks.",
  ])
})

test("values that YAML would read as something else are quoted, and read back as the same text", () => {
  const entry = { title: "Yes", heading: "Claimant: J. Doe", date: "2026-11-01", count: "12", empty: "null", body: "Text.\n" }
  const text = frontMatterFormat.toFile(entry)
  expect(text).toContain('heading: "Claimant: J. Doe"')
  expect(frontMatterFormat.fromFile(text)).toEqual(entry)
})

test("a checkbox's true or false is written as the word, which the build reads back as the same flag", () => {
  const text = frontMatterFormat.toFile({
    items: [
      { name: "Practice", highlight: true },
      { name: "Solo", highlight: false },
    ],
  })
  expect(text).toBe("---\nitems:\n  - name: Practice\n    highlight: true\n  - name: Solo\n    highlight: false\n---\n")
  expect(frontMatterFormat.fromFile(text)).toEqual({
    items: [
      { name: "Practice", highlight: "true" },
      { name: "Solo", highlight: "false" },
    ],
  })
})

test("the form's order comes first; keys it does not list keep their place after", () => {
  expect(frontMatterFormat.toFile({ b: "2", extra: "x", a: "1" }, ["a", "b"])).toBe("---\na: 1\nb: 2\nextra: x\n---\n")
  expect(jsonFormat.toFile({ b: "2", a: "1" }, ["a", "b"])).toBe('{\n  "a": "1",\n  "b": "2"\n}\n')
})

test("the text below the front matter keeps its blank line and its last newline when the editor hands it back without them", () => {
  const file = inFolder("legal")[0]!
  const doc = frontMatterFormat.fromFile(read(file)) as { body: string }
  const edited = `${doc.body.trim()} Every draft is yours to review and sign.`
  const after = frontMatterFormat.toFile({ ...doc, body: edited })
  const lastLine = read(file).trimEnd().split("\n").at(-1)!
  expect(changedLines(read(file), after)).toEqual([`${lastLine} Every draft is yours to review and sign.`])
})

test("a sentence added to a page's text section changes that line of the text only, and the text stays a block", () => {
  const about = frontMatterFormat.fromFile(read("pages/about.md")) as { sections: Array<{ type: string; body?: string }> }
  const text = about.sections.find((section) => section.type === "text")!
  const lastLine = text.body!.split("\n").at(-1)!
  text.body = `${text.body} Every draft is yours to review and sign.`
  expect(changedLines(read("pages/about.md"), frontMatterFormat.toFile(about))).toEqual([`      ${lastLine} Every draft is yours to review and sign.`])
})

test("a list item added and another removed change exactly their lines", () => {
  type Home = { sections: Array<{ type: string; items?: Array<{ icon: string; title: string; body: string }> }> }
  const home = frontMatterFormat.fromFile(read("pages/home.md")) as Home
  const features = home.sections.find((section) => section.type === "cards")!.items!
  const removed = features.splice(1, 1)[0]!
  features.push({ icon: "clock", title: "Audit trail", body: "Every change to a draft is recorded with who made it and when." })
  const after = frontMatterFormat.toFile(home as never)
  const before = read("pages/home.md").split("\n")
  const lines = after.split("\n")
  expect(lines.filter((line) => !before.includes(line))).toEqual([
    "      - icon: clock",
    "        title: Audit trail",
    "        body: Every change to a draft is recorded with who made it and when.",
  ])
  expect(before.filter((line) => !lines.includes(line))).toEqual([
    `      - icon: ${removed.icon}`,
    `        title: ${removed.title}`,
    `        body: ${removed.body}`,
  ])
  expect(lines.length).toBe(before.length)
})

// Decap hands nested groups over as maps that keep no order past eight keys: every level reversed.
const shuffled = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shuffled)
  if (!value || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, child]) => [key, shuffled(child)]),
  )
}

test.each([
  ["site.json", CONTENT_FORMATS.settings],
  ["pages/home.md", CONTENT_FORMATS.pages],
  ["pages/about.md", CONTENT_FORMATS.pages],
  [`legal/${fs.readdirSync(path.join(CONTENT, "legal"))[0]}`, CONTENT_FORMATS.legal],
])("%s saved from an entry whose groups, lists and sections come in any order is written byte for byte", (file, formatName) => {
  const collection = cmsConfig({ repo: "owner/site", branch: "main" }).collections.find((candidate) => candidate.format === formatName)!
  const format = inFormOrderOf(formatOf(file), (collection.fields ?? collection.files![0]!.fields)!)
  const entry = format.fromFile(read(file))
  expect(format.toFile(shuffled(entry) as Record<string, unknown>)).toBe(read(file))
})

const HUB_FILES: Array<[string, string, string]> = [
  ...Object.entries(HUB_AUTHORS).map(([id, text]): [string, string, string] => [`authors/${id}.md`, text, CONTENT_FORMATS.authors]),
  ...Object.entries(HUB_TOPICS).map(([id, text]): [string, string, string] => [`topics/${id}.md`, text, CONTENT_FORMATS.topics]),
]
test.each(HUB_FILES)("%s saved from the editor's entry is written byte for byte", (_file, text, formatName) => {
  const collection = cmsConfig({ repo: "owner/site", branch: "main" }).collections.find((candidate) => candidate.format === formatName)!
  const format = inFormOrderOf(frontMatterFormat, collection.fields!)
  expect(format.toFile(shuffled(format.fromFile(text)) as Record<string, unknown>)).toBe(text)
})

test("a field the writer emptied is left out of the file, at every level: the build refuses an empty value", () => {
  const entry = {
    title: "Apportionment, explained",
    path: "/insights/apportionment-explained",
    date: "2026-10-15",
    // Emptied in the form: Decap keeps "", an emptied list as [], a cleared picker as null.
    updated: "",
    until: "",
    // biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
    then: "",
    topics: [],
    author: null,
    sections: [{ type: "plans", id: "", items: [{ name: "Solo", price: "$9", button: { label: "", to: "" }, features: ["Drafts", ""] }] }],
  }
  const text = frontMatterFormat.toFile(entry)
  expect(text).toBe(
    [
      "---",
      "title: Apportionment, explained",
      "path: /insights/apportionment-explained",
      "date: 2026-10-15",
      "sections:",
      "  - type: plans",
      "    items:",
      "      - name: Solo",
      "        price: $9",
      // An emptied item of a list stays, for the build to refuse where it stands.
      "        features:",
      "          - Drafts",
      "          -",
      "---",
      "",
    ].join("\n"),
  )
  expect(jsonFormat.toFile({ productName: "Veridraft", timeZone: "", announcement: { text: "", link: { label: "", to: "" } } })).toBe(
    '{\n  "productName": "Veridraft"\n}\n',
  )
})

test("a file the editor cannot read is an entry that names its problem in the list, in the build's words, and is never saved over the file", () => {
  const broken = "---\ntitle: Note\ndescription: A note.\nauthor: maya-lindqvist\n  oops: bad\n---\n"
  const entry = frontMatterFormat.fromFile(broken)
  expect(unreadableIn(entry)).toBe("line 5, column 7: malformed YAML front matter (bad indentation of a mapping entry)")
  // The Pages list it as "Cannot be read (line 5, …)", the Authors and Topics by its name.
  expect(entry).toMatchObject({ title: "Cannot be read", path: unreadableIn(entry), name: `Cannot be read (${unreadableIn(entry)})` })
  expect(() => frontMatterFormat.toFile(entry)).toThrow(
    "line 5, column 7: malformed YAML front matter (bad indentation of a mapping entry): the editor cannot read this file, so it does not save over it",
  )
  const settings = jsonFormat.fromFile('{\n  "productName": "Veridraft",\n}\n')
  expect(unreadableIn(settings)).toMatch(/^line 3, column 1: malformed JSON/)
  expect(() => jsonFormat.toFile(settings)).toThrow("the editor cannot read this file")
  expect(unreadableIn(frontMatterFormat.fromFile(read("pages/home.md")))).toBeUndefined()
})

test("a page's entry says whether it is an article, for the Pages and the Articles to list each their own; no form, check or file sees it", () => {
  const format = listedAs(frontMatterFormat)
  const article = format.fromFile(frontMatterFormat.toFile({ title: "Note", path: "/insights/note", date: "2026-01-02", author: "sam-ortiz", sections: [] }))
  const page = format.fromFile(read("pages/about.md"))
  expect([article[LISTED_AS], page[LISTED_AS]]).toEqual(["article", "page"])
  expect(Object.keys(article)).not.toContain(LISTED_AS)
  expect(JSON.stringify(article)).not.toContain(LISTED_AS)
  expect(format.toFile(page)).toBe(read("pages/about.md"))
})
