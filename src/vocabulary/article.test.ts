/** @jest-environment node */
import { contentsOf, isArticle, readingMinutes, relatedReads } from "./article"
import { markdownHeadings, plainImage, renderMarkdown } from "./markdown"

const TEXT = "## Why it matters\n\nA report is read closely.\n\n## What to do\n\nCite each page.\n\n## What to do\n\nAgain."

test("a page with a date that names its author or topics is an article", () => {
  expect(isArticle({ date: "2026-01-02", author: "sam-ortiz" })).toBe(true)
  expect(isArticle({ date: "2026-01-02", topics: ["apportionment"] })).toBe(true)
  expect(isArticle({ date: "2026-01-02" })).toBe(false)
  expect(isArticle({ author: "sam-ortiz" })).toBe(false)
})

test("the reading time counts the words of every section at 230 a minute, at least one", () => {
  expect(readingMinutes([{ type: "text", body: "word ".repeat(231) }])).toBe(2)
  expect(readingMinutes([{ type: "text", id: "intro", body: "One line." }])).toBe(1)
})

test("the table of contents lists the ## headings, each anchor its own, from two headings on; the text's headings carry them", () => {
  const contents = contentsOf([TEXT])
  expect(contents).toEqual([
    { title: "Why it matters", id: "why-it-matters" },
    { title: "What to do", id: "what-to-do" },
    { title: "What to do", id: "what-to-do-2" },
  ])
  expect(contentsOf(["## Only one\n\nText."])).toEqual([])
  expect(markdownHeadings(TEXT)).toHaveLength(3)
  const html = renderMarkdown(
    TEXT,
    plainImage,
    contents.map(({ id }) => id),
  )
  expect(html).toContain('<h2 id="why-it-matters">Why it matters</h2>')
  expect(html).toContain('<h2 id="what-to-do-2">What to do</h2>')
  expect(renderMarkdown(TEXT, plainImage)).toContain("<h2>Why it matters</h2>")
})

test("related reads: up to three articles sharing a topic, newest first, the article itself left out", () => {
  const page = (path: string, date: string, topics: string[]) => ({ path, title: path, description: "", date, topics })
  const self = page("/a", "2026-05-01", ["apportionment"])
  const pages = [
    self,
    page("/b", "2026-01-01", ["apportionment"]),
    page("/c", "2026-04-01", ["apportionment", "report-writing"]),
    page("/d", "2026-06-01", ["records-review"]),
    page("/e", "2026-03-01", ["apportionment"]),
    page("/f", "2026-02-01", ["apportionment"]),
  ]
  expect(relatedReads(self, pages).map(({ path }) => path)).toEqual(["/c", "/e", "/f"])
})

test("related reads: an article sharing more of its topics comes before a newer one sharing fewer", () => {
  const page = (path: string, date: string, topics: string[]) => ({ path, title: path, description: "", date, topics })
  const self = page("/a", "2026-05-01", ["apportionment", "report-writing", "records-review"])
  const pages = [
    self,
    page("/b", "2026-06-01", ["apportionment"]),
    page("/c", "2026-01-01", ["report-writing", "apportionment"]),
    page("/d", "2026-02-01", ["records-review", "report-writing", "apportionment"]),
    page("/e", "2026-04-01", ["report-writing", "records-review", "report-writing"]),
    page("/f", "2026-07-01", ["impairment"]),
  ]
  expect(relatedReads(self, pages).map(({ path }) => path)).toEqual(["/d", "/e", "/c"])
  expect(relatedReads(self, pages, 5).map(({ path }) => path)).toEqual(["/d", "/e", "/c", "/b"])
})
