/** @jest-environment node */
// What the editor says of an entry as the writer edits it: the build's problems of the entry as it
// would be saved, one a field.
import { entryProblems } from "./entry-problems"
import type { SiteIndex } from "./save-checks"

const index: SiteIndex = {
  addresses: [
    { file: "content/pages/insights.md", path: "/insights", kind: "page", anchors: [] },
    { file: "content/pages/insights-note-01.md", path: "/insights/note-01", kind: "page", anchors: [] },
  ],
  pages: [],
  links: [],
  listing: ["/insights"],
  forms: [],
  redirects: [],
}
const article = {
  title: "Evaluator's note 1",
  description: "Citing the records.",
  path: "/insights/note-01",
  date: "2026-01-02",
  updated: "2026-11-02",
  until: "2026-12-31",
  // biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
  then: "/insights",
  sections: [{ type: "text", body: "## Why it matters\n\nEvery statement points to its page." }],
}
const problemsOf = (entry: Record<string, unknown>) => entryProblems("pages", "content/pages/insights-note-01.md", entry, index)

test("an optional field emptied in the form is left out, as it would be saved: no problem", () => {
  expect(problemsOf(article)).toEqual([])
  // A take-down cancelled: its last day and where it sent visitors emptied, and the update date too.
  // biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
  expect(problemsOf({ ...article, updated: "", until: "", then: "" })).toEqual([])
  expect(problemsOf({ ...article, topics: [], author: null })).toEqual([])
})

test("a field's problem is said once, the first the build finds", () => {
  expect(problemsOf({ ...article, updated: "2026-1-2" })).toEqual([
    { file: "content/pages/insights-note-01.md", field: "updated", message: 'expected a date written YYYY-MM-DD, found "2026-1-2"' },
  ])
  // A required field emptied is missing, once.
  expect(problemsOf({ ...article, title: "" })).toEqual([
    { file: "content/pages/insights-note-01.md", field: "title", message: "expected text, found nothing" },
  ])
})
