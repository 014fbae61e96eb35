/** @jest-environment node */
// The editor's verdict on an entry is the build's: each mistake the build refuses, made in an entry
// of a site with a resources hub, is refused by the editor with the build's words, and what an entry
// would break in another file (a link to an article moved to a later day) is refused too.
import { formatProblem } from "../vocabulary/problems"
import { readFrontMatter } from "../vocabulary/front-matter"
import { checkSite } from "../site/site-check"
import { inEditorWords } from "../site/field-place"
import { hubSite } from "../test/hub-site"
import { deleteVerdict, type EditorSite, verdictOn } from "./site-verdict"
import { entryProblems, saveProblems } from "./entry-problems"

// A noon of the day the hub is checked on, in the site's zone (New York).
const TODAY = "2026-12-10"
beforeAll(() => jest.useFakeTimers({ now: new Date(`${TODAY}T17:00:00Z`), doNotFake: ["setTimeout", "setImmediate", "nextTick", "queueMicrotask"] }))
afterAll(() => jest.useRealTimers())

// The fixture site with its hub, as the editor reads it from the repository.
const { texts } = hubSite(TODAY)
const SITE: EditorSite = { texts, media: new Set(["content/images/founder.png"]), moves: [] }

// The build's report of the site with `file` written as `text`, in the editor's words.
function buildSays(file: string, text: string): string[] {
  const set = { texts: new Map([...texts, [file, text]]), fileProblem: () => undefined, staticAddresses: new Set<string>(), fileProblems: [] }
  const { problems, dataOf } = checkSite(set)
  return problems.map((problem) => formatProblem(inEditorWords(problem, dataOf.get(problem.file)))).sort()
}
// The entry the editor holds when the writer has written `text` into the file, as its form hands it over.
const entryOf = (text: string) => {
  const { data, body } = readFrontMatter(text)
  return body.trim() ? { ...data, body } : data
}
const collectionOf = (file: string) => (file.endsWith("site.json") ? "settings" : file.split("/")[1]!)
const editorSays = (file: string, text: string) =>
  saveProblems({ collection: collectionOf(file), file: file, data: file.endsWith(".json") ? JSON.parse(text) : entryOf(text) }, SITE).sort()

// site.json's text with its redirects.
const redirecting = (text: string, ...redirects: Array<{ from: string; to: string }>) => JSON.stringify({ ...JSON.parse(text), redirects }, null, 2)
// Mistakes writers make, each an edit of one file.
const edit = (file: string, change: (text: string) => string) => [file, change(texts.get(file)!)] as const
const MISTAKES = {
  "an update before the article's date": edit("content/pages/insights-note-02.md", (text) =>
    text.replace("date: 2026-02-03\n", "date: 2026-02-03\nupdated: 2026-01-01\n"),
  ),
  "a then to a page going up next week": edit("content/pages/insights-note-02.md", (text) =>
    text.replace("date: 2026-02-03\n", "date: 2026-02-03\nuntil: 2026-12-09\nthen: /insights/coming-soon\n"),
  ),
  "an author's id misspelt": edit("content/pages/insights-note-03.md", (text) => text.replace("author: maya-lindqvist", "author: maya-lindquist")),
  "a topic's id misspelt": edit("content/pages/insights-note-03.md", (text) => text.replace("  - report-writing", "  - report-writting")),
  "a list of a topic that does not exist": edit("content/pages/insights.md", (text) => text.replace("topic: apportionment", "topic: apportionmint")),
  "a link to a page not yet written": edit("content/pages/insights-note-04.md", (text) => text.replace("Start from", "Read [the guide](/guide). Start from")),
  "a link to an anchor a page does not have": edit("content/pages/insights-note-04.md", (text) =>
    text.replace("Start from", "Read [the team](/about#board). Start from"),
  ),
  "a link to an address over http": edit("content/pages/insights-note-04.md", (text) =>
    text.replace("Start from", "Read [the guide](http://example.com). Start from"),
  ),
  "a link that runs a script": edit("content/pages/insights-note-04.md", (text) => text.replace("Start from", "Read [this](javascript:alert(1)). Start from")),
  "a link to an anchor the page itself does not have": edit("content/pages/insights-note-04.md", (text) =>
    text.replace("Start from", "Read [below](#nope). Start from"),
  ),
  "HTML in a text": edit("content/pages/insights-note-04.md", (text) => text.replace("Start from", "<b>Start</b> from")),
  "a topic listed twice": edit("content/pages/insights-note-03.md", (text) => text.replace("  - report-writing", "  - report-writing\n  - report-writing")),
  "an address another page has": edit("content/pages/insights-note-05.md", (text) => text.replace("path: /insights/note-05", "path: /insights/note-06")),
  // The list comes down after the 20th and sends its visitors to an article that sends them back to it.
  "a schedule that breaks on a later day": edit("content/pages/insights.md", (text) =>
    text.replace("path: /insights\n", "path: /insights\nuntil: 2026-12-20\nthen: /insights/webinar-recap\n"),
  ),
  "a redirect to a page going up tomorrow": edit("content/site.json", (text) => redirecting(text, { from: "/r1", to: "/insights/coming-soon" })),
  "a second redirect from one address": edit("content/site.json", (text) => redirecting(text, { from: "/r4", to: "/insights" }, { from: "/r4", to: "/about" })),
  "a redirect from a file the build writes": edit("content/site.json", (text) => redirecting(text, { from: "/insights/feed.xml", to: "/insights" })),
  // A field emptied in the form is left out of the file, as is a required one.
  "a required field left out": edit("content/pages/insights-note-07.md", (text) => text.replace(/description: .*\n/, "")),
}

test.each(Object.entries(MISTAKES))("%s: the editor refuses the entry with the build's words", (_mistake, [file, text]) => {
  const build = buildSays(file, text)
  expect(build.length).toBeGreaterThan(0)
  expect(editorSays(file, text)).toEqual(build)
})

test("an article moved to a later day, which live articles link to, is refused, naming each file whose link it would break", () => {
  const linked = new Map(texts)
  for (const note of ["03", "04", "05"])
    linked.set(
      `content/pages/insights-note-${note}.md`,
      texts.get(`content/pages/insights-note-${note}.md`)!.replace("Start from", "Read [the first note](/insights/note-01). Start from"),
    )
  const site = { ...SITE, texts: linked }
  const later = entryOf(linked.get("content/pages/insights-note-01.md")!.replace("date: 2026-01-02\n", "date: 2026-01-02\npublish: 2026-12-17\n"))
  const refused = saveProblems({ collection: "pages", file: "content/pages/insights-note-01.md", data: later }, site)
  expect(refused).toEqual(
    ["03", "04", "05"].map(
      (note) =>
        `content/pages/insights-note-${note}.md: Section 1 (Text): Text: line 11 of the text ("Read [the first note](/insights/note-01)…"): expected a link to a page live on ${TODAY}, found "/insights/note-01" (content/pages/insights-note-01.md is published from 2026-12-17)`,
    ),
  )
  // Its own form shows nothing wrong with it: the problems are the other files'.
  expect(entryProblems({ collection: "pages", file: "content/pages/insights-note-01.md", data: later }, site)).toEqual([])
})

test("an entry's problems stand at their fields' paths, which the form marks; before the site is read, its schema's alone", () => {
  const [file, text] = MISTAKES["an author's id misspelt"]
  expect(entryProblems({ collection: "pages", file: file, data: entryOf(text) }, SITE)).toEqual([
    expect.objectContaining({
      field: "author",
      message: expect.stringMatching(/^expected the id of a file in content\/authors\/ \(maya-lindqvist, [^)]*\), found "maya-lindquist"/),
    }),
  ])
  expect(entryProblems({ collection: "pages", file: file, data: entryOf(text) }, undefined)).toEqual([])
  expect(entryProblems({ collection: "pages", file: file, data: { ...entryOf(text), title: "" } }, undefined)).toEqual([
    expect.objectContaining({ field: "title" }),
  ])
})

test("a field the form holds empty (null) is checked as the file would have it: left out", () => {
  const [file, text] = MISTAKES["an author's id misspelt"]
  const entry = entryOf(text)
  expect(saveProblems({ collection: "pages", file: file, data: { ...entry, updated: null, sections: [...(entry.sections as object[]), null] } }, SITE)).toEqual(
    saveProblems({ collection: "pages", file: file, data: entry }, SITE),
  )
})

test("a new page is checked as the file it would be: at a taken address it is refused; a new page no link reaches is warned of", () => {
  const page = { title: "Security", description: "How we keep records safe.", path: "/about", sections: [{ type: "text", body: "Safe." }] }
  expect(saveProblems({ collection: "pages", file: undefined, data: page }, SITE)).toEqual([
    'a new entry in pages: Page address: expected an address no other page uses, found "/about" (used by content/pages/about.md)',
    'content/pages/about.md: Page address: expected an address no other page uses, found "/about" (used by a new entry in pages)',
  ])
  expect(verdictOn("pages", undefined, { ...page, path: "/security" }, SITE).warnings).toEqual([
    expect.stringContaining("no link of the site reaches /security"),
  ])
})

test("an article whose review is due is warned of in the editor as the build warns of it, and saved; a new review date ends the warning", () => {
  const file = "content/pages/insights-note-05.md"
  const entry = entryOf(texts.get(file)!)
  const verdict = verdictOn("pages", file, entry, SITE)
  expect([verdict.own, verdict.others]).toEqual([[], []])
  expect(verdict.warnings).toEqual([
    expect.stringMatching(/^content\/pages\/insights-note-05\.md: Review date: review due: reviewed on 2025-09-15, 451 days ago/),
  ])
  expect(verdictOn("pages", file, { ...entry, reviewed: "2026-12-01" }, SITE).warnings).toEqual([])
})

test("the editor warns of security.txt's expiry from 30 days before, as the build does, and saves the settings", () => {
  const settings = JSON.parse(texts.get("content/site.json")!)
  const verdictFor = (expires: string) => verdictOn("settings", "content/site.json", { ...settings, security: { ...settings.security, expires } }, SITE)
  // Today is 2026-12-10 in New York.
  expect(verdictFor("2027-01-10").warnings).toEqual([])
  const soon = verdictFor("2027-01-09")
  expect([soon.own, soon.others]).toEqual([[], []])
  expect(soon.warnings).toEqual([
    "content/site.json: Security contact: Valid until: security.txt expires on 2027-01-09, in 30 days, and from that day the build stops: set a later date, within a year of today (it still builds)",
  ])
})

test("deleting a file another file needs is refused with the build's words", () => {
  expect(deleteVerdict(["content/images/founder.png"], SITE).map(formatProblem)).toEqual([
    "content/pages/about.md: Section 3 (Team card): Photo: expected an image at content/images/founder.png, found no such file",
    expect.stringContaining("content/authors/maya-lindqvist.md: Photo: expected an image at content/images/founder.png, found no such file"),
  ])
  expect(deleteVerdict(["content/pages/insights-note-14.md"], SITE)).toEqual([])
})

test("a link to a heading an article's contents link to is a link to a place that exists, for the build and the editor; to another words' anchor it is not", () => {
  const linking = (anchor: string) =>
    edit("content/pages/insights-note-04.md", (text) => text.replace("Start from", `Read [what to do](/insights/note-02#${anchor}). Start from`))
  const [file, text] = linking("what-to-do")
  expect(buildSays(file, text)).toEqual([])
  expect(editorSays(file, text)).toEqual([])
  const [, wrong] = linking("what-not-to-do")
  expect(buildSays(file, wrong)).toEqual([
    'content/pages/insights-note-04.md: Section 1 (Text): Text: line 11 of the text ("Read [what to do](/insights/note-02#what…"): expected an anchor that exists on /insights/note-02 (the closest: #what-to-do, #why-it-matters, #in-practice), found "#what-not-to-do"',
  ])
  expect(editorSays(file, wrong)).toEqual(buildSays(file, wrong))
})

test("a page saved at a new address is moved: links to its former address still lead to it, as the build's redirect makes them", () => {
  const file = "content/pages/about.md"
  const moved = entryOf(texts.get(file)!.replace(/^path: \/about$/m, "path: /company"))
  expect(moved.path).toBe("/company")
  expect(saveProblems({ collection: "pages", file: file, data: moved }, SITE)).toEqual([])
})

test("the editor checks dates on the writer's today in the site's zone, and again once the day there has turned", () => {
  const settings = JSON.parse(texts.get("content/site.json")!)
  const expiring = { ...settings, security: { ...settings.security, expires: "2026-12-11" } }
  const says = () => saveProblems({ collection: "settings", file: "content/site.json", data: expiring }, SITE)
  try {
    // 22:30 on December 10 in New York, already December 11 in UTC.
    jest.setSystemTime(new Date("2026-12-11T03:30:00Z"))
    expect(says()).toEqual([])
    // Half past midnight on December 11 in New York: the same entry, asked again.
    jest.setSystemTime(new Date("2026-12-11T05:30:00Z"))
    expect(says()).toEqual([
      'content/site.json: Security contact: Valid until: expected a date after today (security.txt is not trusted once it expires: set one within a year), found "2026-12-11"',
    ])
  } finally {
    jest.setSystemTime(new Date(`${TODAY}T17:00:00Z`))
  }
})
