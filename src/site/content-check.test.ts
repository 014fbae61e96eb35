/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { contentReport, formatProblem, unreachablePageWarnings, validateContentDir } from "./content-check"
import { parseFile } from "./content-files"
import { legalPdfOf, legalSchema, siteSchema } from "../vocabulary/schema"
import { pageSchema } from "./page-schema"
import { inEditorWords } from "./field-place"
import { schemaProblems } from "../vocabulary/problems"
import { SECTION_KINDS } from "../sections/kinds"
import { frontMatterFormat } from "../cms/content-format"
import { addWriterPages, WRITER_PAGES } from "../test/writer-pages"
import { temporaryFolders } from "../test/temporary-folders"
import { copyFixtureContent, FIXTURE_SITE, fixtureText, renewSettings } from "../test/fixture-site"
import { LEGAL_FEED_PATH, listFeedPath } from "../vocabulary/feed-paths"
import { cardPath } from "../vocabulary/card-paths"

const fixtures = path.join(__dirname, "..", "vocabulary", "__fixtures__")

// Every copy this file makes, removed when its tests end however they end.
const folder = temporaryFolders(afterAll)

// A copy of the fixture site's content (src/test/fixture-site/) with one of its mistakes laid over it, for a check on `day` (today's when left out).
function siteCopyWith(fixture?: string, day?: string): { contentDir: string } {
  const contentDir = copyFixtureContent(folder("content-"), day)
  if (fixture) fs.cpSync(path.join(fixtures, fixture), contentDir, { recursive: true })
  // A mistake's own site.json is the fixture's with one change: its expiry is renewed as the fixture's is.
  renewSettings(contentDir, day)
  return { contentDir }
}

const problemsWith = (fixture?: string) => {
  const { contentDir } = siteCopyWith(fixture)
  return validateContentDir(contentDir).map(formatProblem)
}

// The site's own content passes too: src/site/real-site.test.ts.
test("the fixture site passes", () => {
  expect(validateContentDir(siteCopyWith().contentDir)).toEqual([])
})

test("the fixture site passes on whatever day a test runs: its security.txt is renewed for the day each copy is checked on", () => {
  try {
    for (const day of ["2027-10-01", "2029-02-28"]) {
      process.env.SITE_DATE = day
      expect([day, validateContentDir(siteCopyWith().contentDir)]).toEqual([day, []])
      expect([day, JSON.parse(fixtureText("content/site.json")).security.expires > day]).toEqual([day, true])
    }
  } finally {
    delete process.env.SITE_DATE
  }
})

const CASES: Record<string, string[]> = {
  "missing-field": ["content/pages/home.md: Section 1 (Opening): Main heading: expected text, found nothing"],
  "wrong-type": ['content/site.json: Founder: Profiles: expected a list, found "https://linkedin.example.com/in/maya"'],
  "http-url": ['content/site.json: Sign In address: expected an https:// URL, found "http://app.veridraft.example.com/login"'],
  "bad-date": ['content/legal/privacy-policy.md: Last updated: expected a real calendar date, found "2026-02-30"'],
  "unknown-icon": [
    'content/pages/home.md: Section 2 (Cards), card 3: Icon: expected one of draft, summary, rating, template, shield, clock, speed, chart, found "rocket"',
  ],
  "broken-yaml": ["content/pages/about.md: line 24, column 4: malformed YAML front matter (bad indentation of a sequence entry)"],
  "broken-json": ['content/site.json: line 51, column 3: malformed JSON (a comma before the closing "}": remove the comma)'],
  "unsupported-markdown": [
    'content/legal/terms-of-service.md: line 21 ("> You must keep your login credentials c…"): expected a paragraph, heading or list, found a quote (quotes, code, tables, rules and HTML are not shown)',
  ],
  "dangling-anchor": [
    'content/pages/home.md: Section 1 (Opening), button 2: Link: expected an anchor that exists on / (the closest: #cta, #benefits, #hero), found "#pricing"',
  ],
  "empty-list": ["content/pages/home.md: Section 2 (Cards): Cards: expected at least one card, found an empty list"],
  "duplicate-path": [
    'content/legal/privacy-policy.md: Page address: expected an address no other page uses, found "/terms-of-service" (used by content/legal/terms-of-service.md)',
    'content/legal/terms-of-service.md: Page address: expected an address no other page uses, found "/terms-of-service" (used by content/legal/privacy-policy.md)',
    'content/site.json: Footer, column 2, item 3: Link: expected a link to an existing page (the closest: /about, /search, /terms-of-service), found "/privacy-policy"',
  ],
  "bad-email": ['content/site.json: Contact email: expected an email address, found "hello at veridraft"'],
  "unknown-page": [
    'content/site.json: Footer, column 2, item 1: Link: expected a link to an existing page (the closest: /about, /search, /), found "/careers"',
  ],
  "unknown-field": ['content/pages/about.md: Section 3 (Team card): unknown field "headline" (expected only the documented fields)'],
  "impossible-date": ['content/legal/privacy-policy.md: Last updated: expected a real calendar date, found "2026-13-45"'],
  "null-value": [
    'content/pages/home.md: Section 1 (Opening): Eyebrow: expected text (leave out a field you do not need instead of writing null), found "null"',
  ],
  "empty-value": ['content/pages/home.md: Section 1 (Opening): Eyebrow: expected non-empty text, found ""'],
  "json-number": ['content/site.json: Brand name: expected text, found 42 (write it in quotes: "42")'],
  "typed-as-text": [],
  "too-long": ['content/pages/home.md: Section 3 (Figures), figure 1: Figure: expected at most 12 characters, found "ten times faster than before"'],
}

test.each(Object.entries(CASES))("%s is reported with the file, the field and what was expected", (fixture, expected) => {
  expect(problemsWith(fixture)).toEqual(expected)
})

test("the site's address is its host alone, in lowercase: every canonical URL, feed entry and PDF link starts with it", () => {
  const site = JSON.parse(fixtureText("content/site.json"))
  const problems = (siteUrl: string) =>
    schemaProblems("content/site.json", siteSchema, { ...site, siteUrl }).map((problem) => formatProblem(inEditorWords(problem)))
  for (const siteUrl of [
    "https://www.veridraft.example.com/",
    "https://www.veridraft.example.com/en",
    "https://WWW.Veridraft.example.com",
    "https://www.veridraft.example.com:8443",
    "https://www.veridraft.example.com?ref=1",
    "https://www.veridraft.example.com#top",
    "https://www.veridraft.example.com.",
    "http://www.veridraft.example.com",
    "https://localhost",
    " https://www.veridraft.example.com",
    "https://-veridraft.example.com",
    "https://veridraft-.example.com",
    "https://www.veridraft.example.-com",
  ])
    expect(problems(siteUrl)).toEqual([
      `content/site.json: Public address: expected the site's address alone, like https://www.example.com (lowercase, no path and no closing "/"), found "${siteUrl}"`,
    ])
  for (const siteUrl of ["https://veridraft.example.com", "https://www.veridraft-health.example.co.uk", "https://xn--vridraft-b1a.example"])
    expect(problems(siteUrl)).toEqual([])
})

test("a field given twice in site.json is refused at its second place, as a key given twice in front matter is", () => {
  const { contentDir } = siteCopyWith()
  const file = path.join(contentDir, "site.json")
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^( {2}"productName": .*\n)/m, '$1  "productName": "Other",\n'))
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([
    'content/site.json: line 3, column 3: malformed JSON (the field "productName" is given twice in one object: keep one)',
  ])
})

test("every problem is reported at once, not only the first", () => {
  const { contentDir } = siteCopyWith("unknown-icon")
  fs.cpSync(path.join(fixtures, "http-url"), contentDir, { recursive: true })
  fs.cpSync(path.join(fixtures, "unsupported-markdown"), contentDir, { recursive: true })
  renewSettings(contentDir)
  const files = validateContentDir(contentDir).map((problem) => problem.file)
  expect(files.sort()).toEqual(["content/legal/terms-of-service.md", "content/pages/home.md", "content/site.json"])
})

test("a missing required file is named", () => {
  const { contentDir } = siteCopyWith()
  fs.rmSync(path.join(contentDir, "site.json"))
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual(["content/site.json: is missing (expected this file to exist)"])
})

test("front matter keeps every value as the writer typed it: no numbers, booleans, nulls or dates", () => {
  const source = "---\nvalue: 60\nbig: 1e3\nhex: 0x1F\nyes: yes\nno: No\ntrue: true\nempty:\ndate: 2026-02-30\nlist: [1, 2]\n---\n"
  expect(parseFile("content/home.md", source)).toMatchObject({
    data: { value: "60", big: "1e3", hex: "0x1F", yes: "yes", no: "No", true: "true", empty: "", date: "2026-02-30", list: ["1", "2"] },
  })
})

test("a new legal document needs no PDF of its own, and the footer may link it once it exists", () => {
  const { contentDir: dir } = siteCopyWith()
  fs.writeFileSync(
    path.join(dir, "legal", "cookie-policy.md"),
    "---\ntitle: Cookie Policy\ndescription: How Veridraft uses cookies.\npath: /cookie-policy\nlastUpdated: 2026-11-20\n---\n\nThis site sets no cookies.\n",
  )
  const site = JSON.parse(fs.readFileSync(path.join(dir, "site.json"), "utf8"))
  site.footer.columns[1].items.push({ label: "Cookie Policy", to: "/cookie-policy" })
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(site, null, 2))
  expect(validateContentDir(dir).map(formatProblem)).toEqual([])
  expect(legalPdfOf({ path: "/cookie-policy" })).toBe("/legal/cookie-policy.pdf")
  expect(legalPdfOf({ path: "/cookie-policy", pdf: "/legal/cookies-signed.pdf" })).toBe("/legal/cookies-signed.pdf")
  fs.rmSync(path.join(dir, "legal", "cookie-policy.md"))
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    expect.stringContaining("content/site.json: Footer, column 2, item 5: Link: expected a link to an existing page"),
  ])
})

test("the header holds six links at most: a seventh is refused, naming the file and the field", () => {
  const { contentDir: dir } = siteCopyWith()
  const site = JSON.parse(fs.readFileSync(path.join(dir, "site.json"), "utf8"))
  const links = ["Features", "Benefits", "About", "Security", "Privacy", "Terms", "Search"].map((label, i) => ({ label, to: site.header.links[i % 2].to }))
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify({ ...site, header: { ...site.header, links: links.slice(0, 6) } }))
  expect(validateContentDir(dir)).toEqual([])
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify({ ...site, header: { ...site.header, links } }))
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    "content/site.json: Header: Links: expected at most 6 links (put the others in the footer), found a list of 7",
  ])
})

const page = (fields: string) => `---\ntitle: Pricing\ndescription: What Veridraft costs.\n${fields}---\n`

test("a writer's new pages pass, the pages under one listed there, and the footer may link them once they exist", () => {
  const { contentDir: dir } = siteCopyWith()
  fs.writeFileSync(
    path.join(dir, "pages", "pricing.md"),
    page("path: /pricing\nsections:\n  - type: opening\n    heading: Simple pricing\n    lead: One price per report.\n"),
  )
  fs.writeFileSync(
    path.join(dir, "pages", "case-studies.md"),
    page("path: /case-studies\nsections:\n  - type: pageList\n    heading: Case studies\n    order: as listed\n    pages:\n      - /case-studies/ortho\n"),
  )
  fs.writeFileSync(
    path.join(dir, "pages", "ortho.md"),
    page(
      "path: /case-studies/ortho\ndate: 2026-10-01\nsections:\n  - type: text\n    body: |-\n      ## The practice\n\n      See [pricing](/pricing#top) and ![A chart](../images/founder.png).\n",
    ),
  )
  const site = JSON.parse(fs.readFileSync(path.join(dir, "site.json"), "utf8"))
  site.footer.columns[0].items[1] = { label: "Pricing", to: "/pricing" }
  fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(site, null, 2))
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    'content/pages/ortho.md: Section 1 (Text): Text: line 3 of the text ("See [pricing](/pricing#top) and ![A char…"): expected an anchor that exists on /pricing (none), found "#top"',
  ])
  fs.rmSync(path.join(dir, "pages", "pricing.md"))
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    expect.stringMatching(
      /^content\/pages\/ortho\.md: Section 1 \(Text\): Text: line 3 of the text \(.*\): expected a link to an existing page \(.*\), found "\/pricing#top"$/,
    ),
    expect.stringMatching(/^content\/site\.json: Footer, column 1, item 2: Link: expected a link to an existing page \(.*\), found "\/pricing"$/),
  ])
})

// A link a text makes is one the site declares, and raw HTML is refused, each named with its field and line;
// a section of the page it names is one the page has.
test("a text's links go to https://, mailto:, a page of the site or a section of its page, and its HTML is refused", () => {
  const { contentDir: dir } = siteCopyWith()
  const lines = [
    "## Links",
    "",
    "[Features](/#features), [the team](#team), [us](mailto:hello@veridraft.example.com) and [AMA](https://www.ama-assn.org/guides).",
    "[rel](nonexistent-page) [up](../about) [q](?x)",
    "[h](http://example.com) and [js](javascript:alert(1))",
    "[data](data:text/html,hi) [x](//evil.example.com/x)",
    "",
    "<script>alert(1)</script>",
    "",
    "Some <b>bold</b> and [an anchor](#nope).",
  ]
  const body = lines.map((line) => (line ? `      ${line}` : "")).join("\n")
  fs.writeFileSync(
    path.join(dir, "pages", "about.md"),
    fs.readFileSync(path.join(dir, "pages", "about.md"), "utf8").replace(/^sections:\n/m, `sections:\n  - type: text\n    body: |-\n${body}\n`),
  )
  const expected = "expected a link to https://…, mailto:…, a page of the site (/about, /pricing#plans) or a section of this page (#plans), found"
  const html = "expected Markdown (write **bold**, *italic* and [links](https://…) as Markdown; HTML is not shown), found HTML"
  const at = (line: number) =>
    `content/pages/about.md: Section 1 (Text): Text: line ${line} of the text ("${lines[line - 1]!.slice(0, 40).trimEnd()}${lines[line - 1]!.length > 40 ? "…" : ""}")`
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    `${at(4)}: ${expected} "nonexistent-page"`,
    `${at(4)}: ${expected} "../about"`,
    `${at(4)}: ${expected} "?x"`,
    `${at(5)}: ${expected} "http://example.com"`,
    `${at(5)}: ${expected} "javascript:alert(1)"`,
    `${at(6)}: ${expected} "data:text/html,hi"`,
    `${at(6)}: ${expected} "//evil.example.com/x"`,
    `${at(8)}: ${html} "<script>alert(1)</script>"`,
    `${at(10)}: ${html} "<b>"`,
    'content/pages/about.md: Section 1 (Text): Text: line 10 of the text ("Some <b>bold</b> and [an anchor](#nope)."): expected an anchor that exists on /about (the closest: #about, #cta, #team), found "#nope"',
  ])
})

test.each([
  [
    "an address the editor has",
    "path: /admin\nsections:\n  - type: opening\n    heading: H\n    lead: L.\n",
    'content/pages/new.md: Page address: expected an address no other page uses, found "/admin" (used by the content editor)',
  ],
  [
    "an address under a legal document",
    "path: /privacy-policy/2025\nsections:\n  - type: opening\n    heading: H\n    lead: L.\n",
    'content/pages/new.md: Page address: expected an address no other page uses, found "/privacy-policy/2025" (used by content/legal/privacy-policy.md\'s earlier versions)',
  ],
  [
    "the about page's address",
    "path: /about\nsections:\n  - type: opening\n    heading: H\n    lead: L.\n",
    'content/pages/about.md: Page address: expected an address no other page uses, found "/about" (used by content/pages/new.md)',
  ],
  [
    "a figure without its basis",
    "path: /x\nsections:\n  - type: figures\n    heading: H\n    notesHeading: N\n    items:\n      - value: 5x\n        label: L\n        body: B.\n",
    "content/pages/new.md: Section 1 (Figures), figure 1: How it was measured: expected text, found nothing",
  ],
  [
    "a top heading and a table in a text",
    "path: /x\nsections:\n  - type: text\n    body: |-\n      # Title\n\n      | a |\n      |---|\n",
    'content/pages/new.md: Section 1 (Text): Text: line 1 of the text ("# Title"): expected a heading written ## or ### (the page\'s title is its only top heading), found a level 1 heading',
  ],
  [
    "an image that is not there",
    'path: /x\nsections:\n  - type: text\n    body: "![Chart](../images/chart.png)"\n',
    "content/pages/new.md: Section 1 (Text): Text: expected an image at content/images/chart.png, found no such file",
  ],
  [
    "a listed page not under the list's page",
    "path: /x\nsections:\n  - type: pageList\n    heading: H\n    order: as listed\n    pages:\n      - /about\n",
    'content/pages/new.md: Section 1 (List of pages), page 1: expected a page under /x, found "/about"',
  ],
  [
    "a quote without the quoted person's permission",
    "path: /x\nsections:\n  - type: quote\n    quote: Q.\n    name: N\n    role: R\n",
    "content/pages/new.md: Section 1 (Quote): Permission given on: expected a date written YYYY-MM-DD, found nothing",
  ],
  [
    "a quote whose permission is dated after today",
    "path: /x\nsections:\n  - type: quote\n    quote: Q.\n    name: N\n    role: R\n    permission: 2999-01-01\n",
    'content/pages/new.md: Section 1 (Quote): Permission given on: expected a date no later than today (the day the person agreed to be quoted), found "2999-01-01"',
  ],
  [
    "a logo without permission",
    "path: /x\nsections:\n  - type: logos\n    heading: H\n    items:\n      - name: A\n        image: ../images/founder.png\n        permission: 2026-01-01\n      - name: B\n        image: ../images/founder.png\n",
    "content/pages/new.md: Section 1 (Logos), logo 2: Permission given on: expected a date written YYYY-MM-DD, found nothing",
  ],
  [
    "one logo alone",
    "path: /x\nsections:\n  - type: logos\n    heading: H\n    items:\n      - name: A\n        image: ../images/founder.png\n        permission: 2026-01-01\n",
    "content/pages/new.md: Section 1 (Logos): Logos: expected at least 2 logos, found a list of 1",
  ],
  [
    "a claim without evidence",
    "path: /x\nsections:\n  - type: assurances\n    heading: H\n    items:\n      - title: HIPAA\n        status: in place\n        since: 2026-01-15\n        body: B.\n    inPlace: In place since\n    inProgress: Expected\n    evidenceLabel: Evidence\n",
    "content/pages/new.md: Section 1 (Assurances), claim 1: Evidence: expected a link target, found nothing",
  ],
  [
    "a claim in place from a date to come",
    "path: /x\nsections:\n  - type: assurances\n    heading: H\n    items:\n      - title: SOC 2\n        status: in place\n        since: 2999-01-01\n        evidence: /privacy-policy\n        body: B.\n    inPlace: In place since\n    inProgress: Expected\n    evidenceLabel: Evidence\n",
    'content/pages/new.md: Section 1 (Assurances), claim 1: Date: expected a date no later than today for a claim "in place" (a later one is "in progress"), found "2999-01-01"',
  ],
  [
    "a claim in progress whose date has passed",
    "path: /x\nsections:\n  - type: assurances\n    heading: H\n    items:\n      - title: SOC 2\n        status: in progress\n        since: 2020-01-01\n        evidence: /privacy-policy\n        body: B.\n    inPlace: In place since\n    inProgress: Expected\n    evidenceLabel: Evidence\n",
    'content/pages/new.md: Section 1 (Assurances), claim 1: Date: expected a date after today for a claim "in progress": when it will be in place (if it is, say "in place"), found "2020-01-01"',
  ],
  [
    "a claim whose evidence is a page that does not exist",
    "path: /x\nsections:\n  - type: assurances\n    heading: H\n    items:\n      - title: HIPAA\n        status: in place\n        since: 2026-01-15\n        evidence: /security\n        body: B.\n    inPlace: In place since\n    inProgress: Expected\n    evidenceLabel: Evidence\n",
    'content/pages/new.md: Section 1 (Assurances), claim 1: Evidence: expected a link to an existing page (the closest: /search, /about, /), found "/security"',
  ],
  [
    "two highlighted plans",
    "path: /x\nsections:\n  - type: plans\n    heading: H\n    items:\n      - name: Basic\n        price: $1\n        summary: S.\n        features:\n          - F\n        highlight: true\n      - name: Pro\n        price: $2\n        summary: S.\n        features:\n          - F\n        highlight: true\n    recommended: Most popular\n",
    'content/pages/new.md: Section 1 (Plans): Plans: expected at most one highlighted plan, found 2: "Basic" and "Pro"',
  ],
  [
    "a highlighted plan without the words that mark it",
    "path: /x\nsections:\n  - type: plans\n    heading: H\n    items:\n      - name: A\n        price: $1\n        summary: S.\n        features:\n          - F\n        highlight: yes\n",
    'content/pages/new.md: Section 1 (Plans), plan 1: Highlight: expected true or false, found "yes"',
  ],
  [
    "a step alone",
    "path: /x\nsections:\n  - type: steps\n    heading: H\n    items:\n      - title: T\n        body: B.\n",
    "content/pages/new.md: Section 1 (Steps): Steps: expected at least 2 steps, found a list of 1",
  ],
  [
    "a table whose header row is empty, in an answer",
    "path: /x\nsections:\n  - type: questions\n    heading: H\n    items:\n      - question: Q?\n        answer: |-\n          |   |   |\n          | --- | --- |\n          | a | b |\n",
    'content/pages/new.md: Section 1 (Questions), question 1: Answer: line 1 of the text ("|   |   |"): expected a table whose first row names its columns (a header row), found a first row of empty cells',
  ],
  [
    "a table row with a cell missing, in a text",
    "path: /x\nsections:\n  - type: text\n    body: |-\n      Our plans:\n\n      | Plan | Price |\n      | --- | --- |\n      | Solo |\n",
    'content/pages/new.md: Section 1 (Text): Text: line 5 of the text ("| Solo |"): expected 2 cells in each row, as the table\'s header row has, found 1 (a missing cell would publish empty, an extra one not at all)',
  ],
  [
    "a form without a field",
    "path: /x\nsections:\n  - type: form\n    name: demo-request\n    heading: H\n    fields: []\n    submit: Send\n    success: /about\n",
    "content/pages/new.md: Section 1 (Form): Fields: expected at least one field, found an empty list",
  ],
  [
    "a form whose thank-you page does not exist",
    "path: /x\nsections:\n  - type: form\n    name: demo-request\n    heading: H\n    fields:\n      - kind: email\n        label: Work email\n    submit: Send\n    success: /thanks\n",
    'content/pages/new.md: Section 1 (Form): Thank-you page: expected a link to an existing page (the closest: /terms-of-service, /search, /), found "/thanks"',
  ],
  [
    "a form without a thank-you page",
    "path: /x\nsections:\n  - type: form\n    name: demo-request\n    heading: H\n    fields:\n      - kind: email\n        label: Work email\n    submit: Send\n",
    "content/pages/new.md: Section 1 (Form): Thank-you page: expected a page address, found nothing",
  ],
  [
    "a form with two fields of one name",
    "path: /x\nsections:\n  - type: form\n    name: demo-request\n    heading: H\n    fields:\n      - kind: email\n        label: Work email\n      - kind: text\n        label: Work email\n    submit: Send\n    success: /about\n",
    'content/pages/new.md: Section 1 (Form), field 2: Label: expected a field name no other field of the form has ("work-email" twice: give one a key), found "Work email"',
  ],
  [
    "a select without options",
    "path: /x\nsections:\n  - type: form\n    name: demo-request\n    heading: H\n    fields:\n      - kind: select\n        label: Reports per month\n    submit: Send\n    success: /about\n",
    "content/pages/new.md: Section 1 (Form), field 1: Options: expected 2 to 12 options for a select, found nothing",
  ],
  [
    "a field that asks for a patient's date of birth",
    "path: /x\nsections:\n  - type: form\n    name: demo-request\n    heading: H\n    fields:\n      - kind: text\n        label: Patient's date of birth\n    submit: Send\n    success: /about\n",
    'content/pages/new.md: Section 1 (Form), field 1: Label: expected a label that asks for nothing medical ("Patient" does; a form is not for patient information), found "Patient\'s date of birth"',
  ],
  [
    "a field that asks for a claim number",
    "path: /x\nsections:\n  - type: form\n    name: demo-request\n    heading: H\n    fields:\n      - kind: text\n        label: Your claim number\n    submit: Send\n    success: /about\n",
    'content/pages/new.md: Section 1 (Form), field 1: Label: expected a label that asks for nothing medical ("claim number" does; a form is not for patient information), found "Your claim number"',
  ],
  [
    "a section of no known kind",
    "path: /x\nsections:\n  - type: gallery\n",
    `content/pages/new.md: Section 1: Type: expected a section whose type is one of ${SECTION_KINDS.map((kind) => kind.type).join(", ")}, found "gallery"`,
  ],
])("a page with %s is refused with the file, the field and what was expected", (_, fields, expected) => {
  const { contentDir: dir } = siteCopyWith()
  fs.writeFileSync(path.join(dir, "pages", "new.md"), page(fields))
  expect(validateContentDir(dir).map(formatProblem)).toContain(expected)
})

test("the pages a writer adds in the editor's own format pass the check, and the editor saves them unchanged", () => {
  const { contentDir } = siteCopyWith()
  addWriterPages(path.dirname(contentDir))
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([])
  for (const text of Object.values(WRITER_PAGES)) expect(frontMatterFormat.toFile(frontMatterFormat.fromFile(text))).toBe(text)
})

test("a photo must say what it shows, and a text's image must be a JPEG, PNG or WebP file under its own name", () => {
  const { contentDir } = siteCopyWith()
  const about = path.join(contentDir, "pages", "about.md")
  fs.writeFileSync(
    about,
    fs
      .readFileSync(about, "utf8")
      .replace(/\n\s*photoAlt: .*/, "")
      .replace("## What Veridraft does\n\n      ", "## What Veridraft does\n\n      ![The front desk](../images/desk.jpg)\n\n      "),
  )
  // An iPhone's HEIC photo given a .jpg name.
  fs.writeFileSync(path.join(contentDir, "images", "desk.jpg"), Buffer.concat([Buffer.from("00000018", "hex"), Buffer.from("ftypheic"), Buffer.alloc(8)]))
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([
    'content/pages/about.md: Section 3 (Team card): Photo description: expected what the photo shows, for readers who cannot see it (or "decorative" for a photo that only decorates), found nothing',
    "content/pages/about.md: Section 2 (Text): Text: expected a JPG image at content/images/desk.jpg, found an iPhone photo in HEIC: export it as JPEG",
  ])
})

test("lists and quotes nested past the limit are refused naming the file, the field and the line, whatever the depth, in a page's text and a legal document", () => {
  const { contentDir } = siteCopyWith()
  const nested = (depth: number, indent: string) => Array.from({ length: depth }, (_, i) => `${indent}${"  ".repeat(i)}- item ${i + 1}`).join("\n")
  const about = path.join(contentDir, "pages", "about.md")
  // Past markdown-it's own limit: without the check, every item from the 50th on would be dropped without a word.
  fs.writeFileSync(
    about,
    fs.readFileSync(about, "utf8").replace("## Who it is for\n", `${nested(60, "").replaceAll("\n", "\n      ")}\n\n      ## Who it is for\n`),
  )
  const terms = path.join(contentDir, "legal", "terms-of-service.md")
  const text = fs.readFileSync(terms, "utf8")
  fs.writeFileSync(terms, `${text.trimEnd()}\n\n${nested(60, "")}\n`)
  const line = `${text.trimEnd()}\n\n`.split("\n").length + 1
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([
    `content/legal/terms-of-service.md: line ${line} ("- item 2"): expected a list item of text, found a list inside it (legal text lists are one level deep)`,
    'content/pages/about.md: Section 2 (Text): Text: line 13 of the text ("- item 7"): expected lists and quotes at most 6 deep, one inside another, found a list 7 deep (bring it up a level: a phone has no room for more indents)',
  ])
})

test("an image whose bytes go on as markup, or past the image's end, is a content problem naming its page and field, never sharp's error", () => {
  const { contentDir } = siteCopyWith()
  const about = path.join(contentDir, "pages", "about.md")
  fs.writeFileSync(
    about,
    fs
      .readFileSync(about, "utf8")
      .replace("## What Veridraft does\n\n      ", "## What Veridraft does\n\n      ![The front desk](../images/desk.jpg)\n\n      "),
  )
  const founder = path.join(contentDir, "images", "founder.png")
  // The team card's photo with a page after its end, and a text's image a JPEG's first bytes, then an SVG.
  fs.appendFileSync(founder, "<html><script>alert(document.domain)</script></html>")
  fs.writeFileSync(
    path.join(contentDir, "images", "desk.jpg"),
    Buffer.concat([Buffer.from("ffd8ff", "hex"), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]),
  )
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([
    expect.stringMatching(
      /^content\/pages\/about\.md: Section 3 \(Team card\): Photo: expected a PNG image at content\/images\/founder\.png whose bytes are all the image, found 52 bytes after the image's end/,
    ),
    expect.stringMatching(
      /^content\/pages\/about\.md: Section 2 \(Text\): Text: expected a JPG image at content\/images\/desk\.jpg whose bytes are all the image, found a file that is not a JPEG past its first 2 bytes: export it again as JPEG$/,
    ),
  ])
})

test("a legal document's links are checked like every other: a page and its anchor must exist, or a redirect lead there", () => {
  const { contentDir } = siteCopyWith()
  const terms = path.join(contentDir, "legal", "terms-of-service.md")
  const text = fs.readFileSync(terms, "utf8")
  fs.writeFileSync(
    terms,
    `${text.trimEnd()}\n\nSee [our pricing page](/no-such-pricing), [the cookie section](/privacy-policy#no-such-anchor) and [plans](/pricing#plans).\n`,
  )
  const line = `${text.trimEnd()}\n\n`.split("\n").length
  // Named by its line and its first words, as the editor's text field shows no line numbers.
  const where = `content/legal/terms-of-service.md: line ${line} \\("See \\[our pricing page\\]\\(/no-such-pricing\\)…"\\)`
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([
    expect.stringMatching(new RegExp(`^${where}: expected a link to an existing page \\(the closest: [^)]*\\), found "/no-such-pricing"$`)),
    expect.stringMatching(new RegExp(`^${where}: expected an anchor that exists on /privacy-policy \\(the closest: #[^)]*\\), found "#no-such-anchor"$`)),
    expect.stringMatching(new RegExp(`^${where}: expected a link to an existing page \\(the closest: [^)]*\\), found "/pricing#plans"$`)),
  ])
  // /pricing moved to the about page's address in the repository's history: the link leads there, but its anchor must exist.
  expect(validateContentDir(contentDir, [{ from: "/pricing", to: "/about" }]).map(formatProblem)[2]).toMatch(
    /expected an anchor that exists on \/about \(the closest: [^)]*\), found "#plans"$/,
  )
})

test("a writer's redirect from an address the site has, or to one it does not, is refused with its field; one to a moved page passes", () => {
  const { contentDir } = siteCopyWith()
  const siteFile = path.join(contentDir, "site.json")
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8"))
  site.redirects = [
    { from: "/demo", to: "https://schedule.example.com/demo" },
    { from: "/baa", to: "/terms-of-service" },
    { from: "/about", to: "/" },
    { from: "/search", to: "/" },
    { from: "/old-prices", to: "/pricing" },
  ]
  fs.writeFileSync(siteFile, JSON.stringify(site, null, 2))
  fs.cpSync(path.join(FIXTURE_SITE, "static"), path.join(contentDir, "..", "static"), { recursive: true })
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual([
    'content/site.json: Redirect 3: From: expected an address the site does not have, found "/about" (content/pages/about.md has it)',
    `content/site.json: Redirect 4: From: expected an address the site does not have, found "/search" (the site's search has it)`,
    expect.stringMatching(/^content\/site.json: Redirect 5: To: expected a link to an existing page \(.*\), found "\/pricing"$/),
  ])
  expect(validateContentDir(contentDir, [{ from: "/pricing", to: "/about" }]).map(formatProblem)).toHaveLength(2)
})

test("a writer's redirect is from an address written as a page's is: no file the build writes, no step a browser resolves, no other spelling of a page's", () => {
  const { contentDir } = siteCopyWith()
  const siteFile = path.join(contentDir, "site.json")
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8"))
  const unreachable = [
    listFeedPath("/insights"),
    LEGAL_FEED_PATH,
    cardPath("/about"),
    cardPath("/"),
    "/sitemap-index.xml",
    "/.well-known/security.txt",
    "/_redirects",
    "/favicon.ico",
    "/about/index.html",
    "/search-index/index.json",
    "/r3/../about",
    "/r3/./about",
    "/r3//about",
    "/About",
    "/old-prices/",
    "/old_prices",
  ]
  site.redirects = [{ from: "/old/prices-2024", to: "/" }, ...unreachable.map((from) => ({ from, to: "/" }))]
  fs.writeFileSync(siteFile, JSON.stringify(site, null, 2))
  expect(validateContentDir(contentDir).map(formatProblem)).toEqual(
    unreachable.map(
      (from, i) =>
        `content/site.json: Redirect ${i + 2}: From: expected an address written as a page's is, like "/demo" or "/old/pricing" (lowercase words joined by hyphens, between single slashes), found "${from}"`,
    ),
  )
})

test("every refusal a new, empty page, document or settings file can meet is in the site's words, never the schema library's", () => {
  const emptySections = SECTION_KINDS.map(({ type }) => ({ type }))
  const messages = [
    ...schemaProblems("content/pages/new.md", pageSchema, {}),
    ...schemaProblems("content/pages/new.md", pageSchema, { sections: [{}, ...emptySections] }),
    ...schemaProblems("content/pages/new.md", pageSchema, {
      sections: emptySections.map((section) => ({ ...section, items: [{}], buttons: [{}], preview: {} })),
    }),
    ...schemaProblems("content/legal/new.md", legalSchema, {}),
    ...schemaProblems("content/site.json", siteSchema, {}),
  ].map(formatProblem)
  expect(messages.length).toBeGreaterThan(40)
  expect(messages.filter((message) => /Invalid input|received|Too (small|big)|Expected|Required/.test(message))).toEqual([])
  expect(messages).toContain("content/pages/new.md: sections: expected a list, found nothing")
})

test("the build warns of a page no link of the site reaches, naming its file, and of none once the footer links it", () => {
  const { contentDir: dir } = siteCopyWith()
  fs.writeFileSync(path.join(dir, "pages", "security.md"), page("path: /security\nsections:\n  - type: opening\n    heading: H\n    lead: L.\n"))
  expect(validateContentDir(dir)).toEqual([])
  expect(unreachablePageWarnings(dir)).toEqual([
    'content/pages/security.md: no link of the site reaches /security: visitors can find it only from a search. Add a link to it in Site settings → Header → Links or Footer → Columns, or from a section of another page, or give it an address under a page with a "List of pages" section.',
  ])
  const settings = path.join(dir, "site.json")
  fs.writeFileSync(settings, fs.readFileSync(settings, "utf8").replace('"label": "Documentation"', '"label": "Security", "to": "/security"'))
  expect(unreachablePageWarnings(dir)).toEqual([])
})

test("an announcement past its last day warns the writer by name and is left out; its link is checked like every link", () => {
  const { contentDir: dir } = siteCopyWith(undefined, "2027-01-31")
  const settings = path.join(dir, "site.json")
  const site = JSON.parse(fs.readFileSync(settings, "utf8"))
  const write = (announcement: object) => fs.writeFileSync(settings, JSON.stringify({ ...site, timeZone: "America/New_York", announcement }))
  write({ text: "Join our webinar.", link: { label: "Register", to: "/webinar" }, from: "2026-12-01", until: "2027-01-31" })
  expect(contentReport(dir, [], new Date("2027-01-15T17:00:00Z")).problems.map(formatProblem)).toEqual([
    'content/site.json: Announcement, Read-more link: Goes to: expected a link to an existing page (the closest: /about, /search, /), found "/webinar"',
  ])
  write({ text: "Join our webinar.", link: { label: "About us", to: "/about" }, from: "2026-12-01", until: "2027-01-31" })
  const lastDay = contentReport(dir, [], new Date("2027-02-01T04:59:59Z"))
  expect([lastDay.problems, lastDay.warnings]).toEqual([[], []])
  expect(lastDay.news).toEqual([expect.stringContaining("is shown on every page: shown since 2026-12-01, its last day is 2027-01-31")])
  const dayAfter = contentReport(dir, [], new Date("2027-02-01T05:00:00Z"))
  expect(dayAfter.warnings).toEqual([
    "content/site.json: announcement: its last day, 2027-01-31, has passed (in America/New_York), so no page shows it: remove it, or give it new dates",
  ])
  expect(dayAfter.news).toEqual([expect.stringContaining("is left out: it ended yesterday")])
})

test("a video is refused, naming its page and field, for a codec not every browser plays, captions that are not there, no description, or a transcript with no name", () => {
  const { contentDir: dir } = siteCopyWith()
  const videos = path.join(__dirname, "..", "test", "videos")
  fs.mkdirSync(path.join(dir, "videos"))
  for (const name of ["walkthrough.mp4", "walkthrough.en.vtt", "hevc.mp4"]) fs.copyFileSync(path.join(videos, name), path.join(dir, "videos", name))
  fs.copyFileSync(path.join(__dirname, "..", "test", "images", "walkthrough.jpg"), path.join(dir, "images", "walkthrough.jpg"))
  const video = (fields: string) =>
    fs.writeFileSync(path.join(dir, "pages", "tour.md"), page(`path: /tour\nsections:\n  - type: video\n    poster: ../images/walkthrough.jpg\n${fields}`))
  const settings = path.join(dir, "site.json")
  const site = JSON.parse(fs.readFileSync(settings, "utf8"))
  const { transcript, ...pagesWords } = site.pages
  const header = { ...site.header, links: [...site.header.links, { label: "Tour", to: "/tour" }] }
  fs.writeFileSync(settings, JSON.stringify({ ...site, header, pages: pagesWords }))
  const described = "    description: A physician uploads records and reviews the draft.\n"
  video(`    file: ../videos/walkthrough.mp4\n    captions: ../videos/walkthrough.en.vtt\n${described}    transcript: Every word said.\n`)
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    'content/pages/tour.md: Section 1 (Video): Transcript: expected site.json\'s pages.transcript, the name of the disclosure a transcript is in (like "Transcript")',
  ])
  fs.writeFileSync(settings, JSON.stringify({ ...site, header, pages: { ...pagesWords, transcript } }))
  expect(validateContentDir(dir)).toEqual([])
  video(`    file: ../videos/hevc.mp4\n    captions: ../videos/walkthrough.fr.vtt\n`)
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    "content/pages/tour.md: Section 1 (Video): Description: expected text, found nothing",
    "content/pages/tour.md: Section 1 (Video): Video: expected H.264 video with AAC sound at content/videos/hevc.mp4, found H.265 (HEVC) video: not every browser plays H.265 (HEVC), so export it as MP4 with H.264 and AAC",
    "content/pages/tour.md: Section 1 (Video): Captions: expected WebVTT captions at content/videos/walkthrough.fr.vtt, found no such file",
  ])
  video(`    file: ../videos/walkthrough.mov\n${described}`)
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    'content/pages/tour.md: Section 1 (Video): Video: expected an MP4 or WebM video in content/videos/, written like "../videos/walkthrough.mp4", found "../videos/walkthrough.mov"',
    "content/pages/tour.md: Section 1 (Video): Captions: expected a captions path, found nothing",
  ])
})

test("the site's own pages and the writers' are each reached by a link or a list", () => {
  const { contentDir: dir } = siteCopyWith()
  addWriterPages(path.dirname(dir))
  // The only other warnings are of the composed pages' plan left without a button on purpose (src/test/composed-pages.ts),
  // and of the hub's reviews due (src/test/hub-content.ts): the one of 2025 now, the others as later days come.
  const warnings = unreachablePageWarnings(dir)
  expect(warnings).toContainEqual(expect.stringMatching(/^content\/pages\/insights-note-05\.md: Review date: review due: reviewed on 2025-09-15, \d+ days ago/))
  expect(
    warnings.filter((warning) => !/^content\/pages\/layouts-[3-6]-cards\.md: Section 3 \(Plans\), plan 3: Button: |: Review date: review due: /.test(warning)),
  ).toEqual([])
})

test("two forms with one name, on two pages, are refused naming the second; a form needs the site's notice that it is not for patient information", () => {
  const { contentDir: dir } = siteCopyWith()
  const form = (path: string) =>
    page(
      `path: ${path}\nsections:\n  - type: form\n    name: demo-request\n    heading: H\n    fields:\n      - kind: email\n        label: Work email\n    submit: Send\n    success: /about\n`,
    )
  fs.writeFileSync(path.join(dir, "pages", "a.md"), form("/a"))
  fs.writeFileSync(path.join(dir, "pages", "b.md"), form("/b"))
  expect(validateContentDir(dir).map(formatProblem)).toEqual([
    'content/pages/b.md: Section 1 (Form): Form name: expected a form name no other form has, found "demo-request" (the form in content/pages/a.md has it)',
  ])
  const settings = path.join(dir, "site.json")
  const { forms: _, ...withoutForms } = JSON.parse(fs.readFileSync(settings, "utf8"))
  fs.writeFileSync(settings, JSON.stringify(withoutForms, null, 2))
  expect(validateContentDir(dir).map(formatProblem)).toContain(
    "content/pages/a.md: Section 1 (Form): expected site.json's forms.notice (the notice under every form that it is not for patient information), found none",
  )
})

test("a feed's entries are a whole number from 1 to 100, or left out for 50; any other stops the build naming the field", () => {
  const { contentDir: dir } = siteCopyWith()
  const settings = path.join(dir, "site.json")
  const site = JSON.parse(fs.readFileSync(settings, "utf8"))
  const problemsWith = (feedEntries: unknown) => {
    fs.writeFileSync(settings, JSON.stringify({ ...site, feedEntries }))
    return validateContentDir(dir).map(formatProblem)
  }
  for (const fine of [1, 50, 100]) expect(problemsWith(fine)).toEqual([])
  expect([0, 101, 12.5, "50"].map(problemsWith)).toEqual([
    ["content/site.json: Entries in a feed: expected at least 1 entry, found 0"],
    ["content/site.json: Entries in a feed: expected at most 100 entries (the list's page holds the rest), found 101"],
    ["content/site.json: Entries in a feed: expected a whole number of entries, like 50, found 12.5"],
    ['content/site.json: Entries in a feed: expected a number of entries, like 50, found "50"'],
  ])
})
