/** @jest-environment node */
// What the editor says of an entry as the writer edits it: the build's problems of the entry as it
// would be saved, an emptied field left out, one message a field.
import { readFrontMatter } from "../vocabulary/front-matter"
import { hubSite } from "../test/hub-site"
import { entryProblems, saveProblems } from "./entry-problems"
import type { EditorSite } from "./site-verdict"

const TODAY = "2026-12-10"
beforeAll(() => jest.useFakeTimers({ now: new Date(`${TODAY}T17:00:00Z`), doNotFake: ["setTimeout", "setImmediate", "nextTick", "queueMicrotask"] }))
afterAll(() => jest.useRealTimers())

const { texts } = hubSite(TODAY)
const SITE: EditorSite = { texts, media: new Set(), moves: [] }

const FILE = "content/pages/insights-note-02.md"
const { data, body: _body } = readFrontMatter(texts.get(FILE)!)
// The article with an update, a last day and where it then sends visitors, as the form holds it.
// biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
const article = { ...data, updated: "2026-11-02", until: "2026-12-31", then: "/insights" }
const problemsOf = (entry: Record<string, unknown>) => entryProblems({ collection: "articles", file: FILE, data: entry }, SITE)

test("an optional field emptied in the form is left out, as it would be saved: no problem", () => {
  expect(problemsOf(article)).toEqual([])
  // A take-down cancelled: its last day and where it sent visitors emptied, and the update date too.
  // biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
  expect(problemsOf({ ...article, updated: "", until: "", then: "" })).toEqual([])
  expect(problemsOf({ ...article, publish: "", updated: null, topics: [] })).toEqual([])
  // Before the site's files are read, the schema alone says the same.
  // biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
  expect(entryProblems({ collection: "articles", file: FILE, data: { ...article, updated: "", until: "", then: "" } }, undefined)).toEqual([])
})

test("a field's problem is said once, the first the build finds", () => {
  expect(problemsOf({ ...article, updated: "2026-1-2" })).toEqual([
    { file: FILE, field: "updated", message: 'expected a date written YYYY-MM-DD, found "2026-1-2"' },
  ])
  // A required field emptied is missing, once.
  expect(problemsOf({ ...article, title: "" })).toEqual([{ file: FILE, field: "title", message: "expected text, found nothing" }])
})

test("a biography's and a legal document's text are named as the form labels them, Biography and Text, with the line", () => {
  for (const [collection, file, label] of [
    ["authors", "content/authors/maya-lindqvist.md", "Biography"],
    ["legal", "content/legal/privacy-policy.md", "Text"],
  ] as const) {
    const { data: fields, body } = readFrontMatter(texts.get(file)!)
    const problems = saveProblems({ collection, file, data: { ...fields, body: `${body}\n\nSee [the archive](/no-such-page).` } }, SITE)
    // The site read here has no images: the author's photo is not found, and said apart.
    expect(problems.filter((problem) => problem.includes("/no-such-page"))).toEqual([
      expect.stringMatching(new RegExp(`^${file}: ${label}: line \\d+\\b.*expected a link to an existing page`)),
    ])
  }
})
