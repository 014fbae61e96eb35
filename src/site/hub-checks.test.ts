/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { contentReport, formatProblem } from "./content-check"
import { pageSchema } from "./page-schema"
import { addHub, HUB_AUTHORS, hubFiles } from "../test/hub-content"
import { temporaryFolders } from "../test/temporary-folders"
import { copyFixtureSite } from "../test/fixture-site"

const folder = temporaryFolders(afterAll)
// The day the hub's fixture is built for, and an hour of it in the site's zone (New York) the checks run at.
const TODAY = "2026-12-10"
const NOON = new Date(`${TODAY}T12:00:00Z`)

// A copy of the fixture site with the hub in it, each `edits` file then written over it.
function hubWith(edits: Record<string, string | ((text: string) => string)> = {}, now = NOON) {
  const dir = folder("hub-")
  copyFixtureSite(dir, now.toISOString().slice(0, 10))
  addHub(dir, "America/New_York", NOON)
  for (const [file, edit] of Object.entries(edits)) {
    const at = path.join(dir, "content", file)
    fs.writeFileSync(at, typeof edit === "string" ? edit : edit(fs.readFileSync(at, "utf8")))
  }
  return contentReport(path.join(dir, "content"), [], now)
}
const problemsWith = (edits: Parameters<typeof hubWith>[0]) => hubWith(edits).problems.map(formatProblem)

test("the hub's authors, topics and articles pass, and the page schema stays one its address can be picked from", () => {
  expect(pageSchema.pick({ path: true }).parse({ path: "/insights" })).toEqual({ path: "/insights" })
  expect(hubWith().problems).toEqual([])
  expect(Object.keys(hubFiles(TODAY)).filter((file) => file.startsWith("content/pages/insights-"))).toHaveLength(21)
})

test("an article's author and topics are ids of files that exist, named with the file and the field", () => {
  expect(
    problemsWith({
      "pages/insights-note-02.md": (text) => text.replace("author: maya-lindqvist", "author: maya").replace("  - records-review", "  - records"),
    }),
  ).toEqual([
    'content/pages/insights-note-02.md: Author: expected the id of a file in content/authors/ (lena-park, maya-lindqvist, sam-ortiz), found "maya"',
    'content/pages/insights-note-02.md: Topic 1: expected the id of a file in content/topics/ (apportionment, impairment-ratings, records-review, report-writing), found "records"',
  ])
})

test("an article lists each topic once: the second time is refused, naming it", () => {
  expect(problemsWith({ "pages/insights-note-02.md": (text) => text.replace("  - records-review", "  - records-review\n  - records-review") })).toEqual([
    'content/pages/insights-note-02.md: Topic 2: expected a topic not listed before, found "records-review" (Topic 1 too)',
  ])
})

test("a biography links what a page's text may, but no section of a page, and holds no HTML", () => {
  const bio = "Read [her notes](/insights) and [the AMA](https://www.ama-assn.org/guides).\n\n[Old site](http://maya.example.com), <i>MD</i> and [top](#top)."
  expect(problemsWith({ "authors/sam-ortiz.md": `${HUB_AUTHORS["sam-ortiz"]}\n${bio}\n` })).toEqual([
    'content/authors/sam-ortiz.md: line 10 ("[Old site](http://maya.example.com), <i>…"): expected a link to https://…, mailto:…, a page of the site (/about, /pricing#plans) or a section of this page (#plans), found "http://maya.example.com"',
    'content/authors/sam-ortiz.md: line 10 ("[Old site](http://maya.example.com), <i>…"): expected Markdown (write **bold**, *italic* and [links](https://…) as Markdown; HTML is not shown), found HTML "<i>"',
    'content/authors/sam-ortiz.md: line 10 ("[Old site](http://maya.example.com), <i>…"): expected a biography\'s links to https://…, mailto:… or a page of the site (/about#team), found "#top"',
  ])
})

test("a list of one topic names a topic that exists, and no page takes an address a list's later page has", () => {
  expect(
    problemsWith({
      "pages/insights.md": (text) => text.replace("topic: apportionment", "topic: apportionments"),
      "pages/insights-note-03.md": (text) => text.replace("path: /insights/note-03", "path: /insights/page/3"),
    }),
  ).toEqual([
    `content/pages/insights-note-03.md: Page address: expected an address no other page uses, found "/insights/page/3" (used by the later pages of a list, whose addresses end in /page/<number>)`,
    'content/pages/insights.md: Section 2 (List of pages): Topic: expected the id of a file in content/topics/ (apportionment, impairment-ratings, records-review, report-writing), found "apportionments"',
  ])
})

test("an update before the article's date, and an author on a page with no date, are refused", () => {
  expect(problemsWith({ "pages/insights-note-02.md": (text) => text.replace("date: 2026-02-03", "date: 2026-02-03\nupdated: 2026-01-30") })).toEqual([
    'content/pages/insights-note-02.md: Updated: expected a date no earlier than the page\'s date (the day it was first published), found "2026-01-30"',
  ])
  expect(problemsWith({ "pages/insights-note-02.md": (text) => text.replace("date: 2026-02-03\n", "") })).toEqual([
    'content/pages/insights-note-02.md: Author: expected an author only on an article, a page with a date (add its date), found "maya-lindqvist"',
    "content/pages/insights-note-02.md: Topics: expected topics only on an article, a page with a date (add its date), found a list of 1",
  ])
})

test("an article's date and update are days it is live: a day to come is refused, unless the article waits for it with Publish on", () => {
  const dated =
    (date: string, extra = "") =>
    (text: string) =>
      text.replace("date: 2026-02-03\n", `date: ${date}\n${extra}`)
  expect(problemsWith({ "pages/insights-note-02.md": dated("2026-12-15") })).toEqual([
    `content/pages/insights-note-02.md: Date: expected the day the page is first published, no later than today (${TODAY}), found "2026-12-15" (to publish it on 2026-12-15, set Publish on to that day too)`,
  ])
  expect(problemsWith({ "pages/insights-note-02.md": dated("2026-02-03", "updated: 2026-12-11\n") })).toEqual([
    `content/pages/insights-note-02.md: Updated: expected a day the page changed, no later than today (${TODAY}), found "2026-12-11"`,
  ])
  expect(problemsWith({ "pages/insights-note-02.md": dated("2026-12-15", "publish: 2026-12-15\n") })).toEqual([])
  expect(problemsWith({ "pages/insights-note-02.md": dated("2026-12-15", "publish: 2026-12-12\nupdated: 2026-12-16\n") })).toEqual([
    'content/pages/insights-note-02.md: Date: expected the day the page is first published, no later than its first day (Publish on: 2026-12-12), found "2026-12-15"',
    'content/pages/insights-note-02.md: Updated: expected a day the page changed, no later than its first day (Publish on: 2026-12-12), found "2026-12-16"',
  ])
  // Published since the 1st and dated the 8th: a date no later than today holds on every later day.
  expect(problemsWith({ "pages/insights-note-02.md": dated("2026-12-08", "publish: 2026-12-01\n") })).toEqual([])
})

test("a reviewer and a review date come together, the reviewer another existing author, the day no later than today", () => {
  const note = "pages/insights-note-02.md"
  const reviewedBy = (lines: string) => ({ [note]: (text: string) => text.replace("author: maya-lindqvist\n", `author: maya-lindqvist\n${lines}`) })
  expect(problemsWith(reviewedBy("reviewer: lena-park\nreviewed: 2026-12-10\n"))).toEqual([])
  expect(problemsWith(reviewedBy("reviewer: lena-park\n"))).toEqual([
    `content/${note}: Review date: expected the day the reviewer reviewed the article, as it names a reviewer, found nothing`,
  ])
  expect(problemsWith(reviewedBy("reviewed: 2026-11-30\n"))).toEqual([
    `content/${note}: Reviewer: expected the author who reviewed the article on its review date, found nothing`,
  ])
  expect(problemsWith(reviewedBy("reviewer: maya-lindqvist\nreviewed: 2026-11-30\n"))).toEqual([
    `content/${note}: Reviewer: expected another author than the article's own: a review is a second reader's, found "maya-lindqvist"`,
  ])
  expect(problemsWith(reviewedBy("reviewer: lena\nreviewed: 2026-12-11\n"))).toEqual([
    `content/${note}: Reviewer: expected the id of a file in content/authors/ (lena-park, maya-lindqvist, sam-ortiz), found "lena"`,
    `content/${note}: Review date: expected the day the article was reviewed, no later than today (2026-12-10), found "2026-12-11"`,
  ])
  expect(problemsWith(reviewedBy("reviewer: lena-park\nreviewed: 2026-11-31\n"))).toEqual([
    `content/${note}: Review date: expected a real calendar date, found "2026-11-31"`,
  ])
  expect(
    problemsWith({ [note]: (text) => text.replace("date: 2026-02-03\n", "").replace("author: maya-lindqvist", "reviewer: lena-park\nreviewed: 2026-11-30") }),
  ).toEqual([
    `content/${note}: Topics: expected topics only on an article, a page with a date (add its date), found a list of 1`,
    `content/${note}: Reviewer: expected a reviewer only on an article, a page with a date (add its date), found "lena-park"`,
    `content/${note}: Review date: expected a review date only on an article, a page with a date (add its date), found "2026-11-30"`,
  ])
})

test("an article's sources are works with a title and an https address, on an article alone", () => {
  const note = "pages/insights-note-02.md"
  const citing = (lines: string) => ({ [note]: (text: string) => text.replace("author: maya-lindqvist\n", `author: maya-lindqvist\nsources:\n${lines}`) })
  expect(problemsWith(citing("  - title: AMA Guides\n    url: https://www.ama-assn.org/guides\n"))).toEqual([])
  expect(problemsWith(citing("  - title: AMA Guides\n    url: http://www.ama-assn.org/guides\n  - url: https://example.org/x\n"))).toEqual([
    `content/${note}: Source 1: Address: expected an https:// URL, found "http://www.ama-assn.org/guides"`,
    `content/${note}: Source 2: Title: expected text, found nothing`,
  ])
  expect(
    problemsWith({
      [note]: (text) =>
        text
          .replace("date: 2026-02-03\n", "")
          .replace("author: maya-lindqvist\n", "sources:\n  - title: AMA Guides\n    url: https://www.ama-assn.org/guides\n"),
    }),
  ).toEqual(expect.arrayContaining([`content/${note}: Sources: expected sources only on an article, a page with a date (add its date), found a list of 1`]))
})

test("an article reviewed longer ago than site.json's articles.reviewEveryDays is warned of by file and field, and still builds", () => {
  const due = /^content\/pages\/insights-note-05\.md: Review date: review due: reviewed on 2025-09-15, 451 days ago, longer than the 365 days a review holds/
  expect(hubWith()).toMatchObject({ problems: [], warnings: [expect.stringMatching(due)] })
  // A year to the day holds; a day more is due.
  const reviewedOn = (day: string) => hubWith({ "pages/insights-note-05.md": (text) => text.replace("reviewed: 2025-09-15", `reviewed: ${day}`) }).warnings
  expect(reviewedOn("2025-12-10")).toEqual([])
  expect(reviewedOn("2025-12-09")).toEqual([expect.stringMatching(/insights-note-05\.md: Review date: review due: reviewed on 2025-12-09, 366 days ago/)])
  const everyMonth = hubWith({
    "site.json": (text) => text.replace('"reviewEveryDays": 365', '"reviewEveryDays": 30'),
    "pages/insights-note-05.md": (text) => text.replace("2025-09-15", "2026-11-01"),
  })
  expect(everyMonth.warnings).toEqual([
    expect.stringMatching(/insights-note-05\.md: Review date: review due: reviewed on 2026-11-01, 39 days ago, longer than the 30 days/),
  ])
})

test("a site with an article has the words around the articles", () => {
  expect(problemsWith({ "site.json": (text) => JSON.stringify({ ...JSON.parse(text), articles: undefined }) })).toEqual([
    "content/site.json: Articles' wording: expected the words around the articles, as content/pages/insights-coming-soon.md is one (content/README.md names them), found nothing",
  ])
})

test("an author's file: name and role, a described photo that exists, profiles on https, a biography of text", () => {
  const author =
    "---\nname: Ana Ruiz\nrole: Editor\nphoto: ../images/ana.png\nprofiles:\n  - label: Site\n    url: http://ana.example.com\n---\n## Ana\n\n![Ana](../images/founder.png)\n"
  expect(problemsWith({ "authors/ana-ruiz.md": author })).toEqual([
    'content/authors/ana-ruiz.md: Profile 1: Address: expected an https:// URL, found "http://ana.example.com"',
    expect.stringMatching(/^content\/authors\/ana-ruiz\.md: Photo description: expected what the photo shows/),
    "content/authors/ana-ruiz.md: expected a biography of text and links, found an image (the photo is the photo field)",
    "content/authors/ana-ruiz.md: Photo: expected an image at content/images/ana.png, found no such file",
  ])
  expect(
    problemsWith({ "authors/ana-ruiz.md": HUB_AUTHORS["sam-ortiz"].replace("\n---\n", "\nphoto: ../images/founder.png\nphotoAlt: decorative\n---\n") }),
  ).toEqual([])
  expect(problemsWith({ "topics/fees.md": "---\nname: Fees\n---\n" })).toEqual(["content/topics/fees.md: Description: expected text, found nothing"])
})

test("a biography's lists nested past the limit are refused with the file and its line, however deep they go", () => {
  const deep = Array.from({ length: 60 }, (_, i) => `${"  ".repeat(i)}- item ${i + 1}`).join("\n")
  expect(problemsWith({ "authors/sam-ortiz.md": `${HUB_AUTHORS["sam-ortiz"]}\n${deep}\n` })).toEqual([
    'content/authors/sam-ortiz.md: line 14 ("- item 7"): expected lists and quotes at most 6 deep, one inside another, found a list 7 deep (bring it up a level: a phone has no room for more indents)',
  ])
})

test("a page's last day needs where its address then sends visitors, a live page other than itself", () => {
  const until = (extra: string) => (text: string) => text.replace("date: 2026-02-03\n", `date: 2026-02-03\n${extra}`)
  expect(problemsWith({ "pages/insights-note-02.md": until("until: 2027-01-01\n") })).toEqual([
    "content/pages/insights-note-02.md: Then send visitors to: expected the address visitors are sent to after the page's last day (until), found nothing",
  ])
  expect(problemsWith({ "pages/insights-note-02.md": until("publish: 2026-02-03\nuntil: 2026-01-01\nthen: /insights\n") })).toEqual([
    'content/pages/insights-note-02.md: Last day: expected a last day no earlier than the first (publish), found "2026-01-01"',
  ])
  expect(problemsWith({ "pages/insights-note-02.md": until("until: 2027-01-01\nthen: /pricing\n") })).toEqual([
    expect.stringMatching(/^content\/pages\/insights-note-02\.md: Then send visitors to: expected a link to an existing page \(.*\), found "\/pricing"$/),
  ])
  // A then that leads to a page only once it is up: fine from the day its page comes down, if that is later.
  expect(problemsWith({ "pages/insights-note-02.md": until("until: 2027-01-01\nthen: /insights/coming-soon\n") })).toEqual([])
  expect(problemsWith({ "pages/insights-note-02.md": until("until: 2026-12-09\nthen: /insights/coming-soon\n") })).toEqual([
    `content/pages/insights-note-02.md: Then send visitors to: expected a page live on ${TODAY}, found "/insights/coming-soon" (content/pages/insights-coming-soon.md is published from 2026-12-11)`,
  ])
})

// A came down yesterday and sends visitors to B; B comes down on the 16th and sends them to D; a live page C links B.
const SCHEDULE = {
  "pages/insights-note-02.md": (text: string) => text.replace("date: 2026-02-03\n", "date: 2026-02-03\nuntil: 2026-12-09\nthen: /insights/note-03\n"),
  "pages/insights-note-03.md": (text: string) => text.replace("date: 2026-03-04\n", "date: 2026-03-04\nuntil: 2026-12-15\nthen: /insights/note-05\n"),
  "pages/insights-note-04.md": (text: string) =>
    text.replace("Start from the records' chronology", "Read [the earlier note](/insights/note-03). Start from the records' chronology"),
}

test("a schedule whose pages come down one after another passes today, and on the day the second comes down", () => {
  expect(problemsWith(SCHEDULE)).toEqual([])
  const onThe16th = new Date("2026-12-16T12:00:00Z")
  expect(hubWith(SCHEDULE, onThe16th).problems.map(formatProblem)).toEqual([])
})

test("a schedule that would break on a later day is refused today, naming that day", () => {
  // Note 5 goes up only on the 20th: from the 16th, note 3's visitors would be sent to a page not yet up.
  const late = { ...SCHEDULE, "pages/insights-note-05.md": (text: string) => text.replace("date: 2026-05-06\n", "date: 2026-05-06\npublish: 2026-12-20\n") }
  expect(problemsWith(late)).toEqual([
    'content/pages/insights-note-02.md: Then send visitors to: expected a page live on 2026-12-16, found "/insights/note-03" (/insights/note-03 → /insights/note-05, and content/pages/insights-note-05.md is published from 2026-12-20)',
    'content/pages/insights-note-03.md: Then send visitors to: expected a page live on 2026-12-16, found "/insights/note-05" (content/pages/insights-note-05.md is published from 2026-12-20)',
    'content/pages/insights-note-04.md: Section 1 (Text): Text: line 11 of the text ("Read [the earlier note](/insights/note-0…"): expected a link to a page live on 2026-12-16, found "/insights/note-03" (/insights/note-03 → /insights/note-05, and content/pages/insights-note-05.md is published from 2026-12-20)',
  ])
  // Note 5 comes down after the 18th and sends its visitors back to note 2: a circle from the 19th.
  const circle = {
    ...SCHEDULE,
    "pages/insights-note-05.md": (text: string) => text.replace("date: 2026-05-06\n", "date: 2026-05-06\nuntil: 2026-12-18\nthen: /insights/note-02\n"),
  }
  expect(problemsWith(circle)).toEqual([
    'content/pages/insights-note-02.md: Then send visitors to: expected a page live on 2026-12-19, found "/insights/note-03" (its thens go round in a circle: /insights/note-03 → /insights/note-05 → /insights/note-02 → /insights/note-03)',
    'content/pages/insights-note-03.md: Then send visitors to: expected a page live on 2026-12-19, found "/insights/note-05" (its thens go round in a circle: /insights/note-05 → /insights/note-02 → /insights/note-03 → /insights/note-05)',
    'content/pages/insights-note-05.md: Then send visitors to: expected a page live on 2026-12-19, found "/insights/note-02" (its thens go round in a circle: /insights/note-02 → /insights/note-03 → /insights/note-05 → /insights/note-02)',
    'content/pages/insights-note-04.md: Section 1 (Text): Text: line 11 of the text ("Read [the earlier note](/insights/note-0…"): expected a link to a page live on 2026-12-19, found "/insights/note-03" (its thens go round in a circle: /insights/note-03 → /insights/note-05 → /insights/note-02 → /insights/note-03)',
  ])
})

test("a link to a page come down follows its then; a link to a page not yet up is refused, on any page live that day", () => {
  const linking = (to: string) => (text: string) =>
    text.replace("Start from the records' chronology", `Read [the note](${to}). Start from the records' chronology`)
  expect(
    problemsWith({
      "pages/insights-note-02.md": linking("/insights/coming-soon"),
      "authors/sam-ortiz.md": (text) => `${text}\n[Earlier](/insights/webinar-recap)\n`,
    }),
  ).toEqual([
    `content/pages/insights-note-02.md: Section 1 (Text): Text: line 11 of the text ("Read [the note](/insights/coming-soon).…"): expected a link to a page live on ${TODAY}, found "/insights/coming-soon" (content/pages/insights-coming-soon.md is published from 2026-12-11)`,
  ])
  expect(problemsWith({ "pages/insights-coming-soon.md": linking("/insights/webinar-recap") })).toEqual([])
})

test("a link may name an author's or a topic's page on each day an article live that day names them, and a legal document's links are held to the schedule too", () => {
  const linking = (to: string) => (text: string) => text.replace("Start from the records' chronology", `Read [more](${to}). Start from the records' chronology`)
  const webinars = "---\nname: Webinars\ndescription: What evaluators asked us live.\n---\n"
  const comingNames = (text: string) => text.replace("  - report-writing", "  - report-writing\n  - webinars")
  expect(
    problemsWith({
      "pages/insights-note-02.md": linking("/topics/apportionment"),
      "pages/insights-note-03.md": linking("/authors/lena-park"),
      "authors/sam-ortiz.md": (text) => `${text}\nSee [her page](/authors/maya-lindqvist/).\n`,
    }),
  ).toEqual([])
  expect(
    problemsWith({
      "topics/webinars.md": webinars,
      "pages/insights-coming-soon.md": (text) => linking("/topics/webinars")(comingNames(text)),
      "pages/insights-note-02.md": linking("/topics/webinars"),
      "pages/insights-note-03.md": linking("/topics/records-reviews"),
      "pages/insights-note-04.md": linking("/topics/apportionment#latest"),
      "pages/insights-note-05.md": linking("/topics/apportionment/page/2"),
    }),
  ).toEqual([
    'content/pages/insights-note-03.md: Section 1 (Text): Text: line 11 of the text ("Read [more](/topics/records-reviews). St…"): expected a link to an existing page (the closest: /topics/records-review, /topics/report-writing, /topics/apportionment), found "/topics/records-reviews"',
    'content/pages/insights-note-04.md: Section 1 (Text): Text: line 11 of the text ("Read [more](/topics/apportionment#latest…"): expected an anchor that exists on /topics/apportionment (none), found "#latest"',
    expect.stringMatching(
      /^content\/pages\/insights-note-05.md: Section 1 \(Text\): Text: line 11 of the text \(.*\): expected a link to an existing page \(the closest: \/topics\/apportionment, /,
    ),
    `content/pages/insights-note-02.md: Section 1 (Text): Text: line 11 of the text ("Read [more](/topics/webinars). Start fro…"): expected a link to a page live on ${TODAY}, found "/topics/webinars" (/topics/webinars lists the articles that name content/topics/webinars.md, and none is live that day)`,
  ])
  // The last article of a topic comes down after the 15th: the footer's link to the topic breaks on the 16th, as would a redirect to it.
  const footerLink = (text: string) => {
    const site = JSON.parse(text)
    site.footer.columns[0].items.push({ label: "Webinars", to: "/topics/webinars" })
    return JSON.stringify({ ...site, redirects: [{ from: "/webinars", to: "/topics/webinars" }] }, null, 2)
  }
  const lastDay = (text: string) =>
    text
      .replace("  - records-review", "  - records-review\n  - webinars")
      .replace("date: 2026-02-03\n", "date: 2026-02-03\nuntil: 2026-12-15\nthen: /insights\n")
  const broken =
    'expected a link to a page live on 2026-12-16, found "/topics/webinars" (/topics/webinars lists the articles that name content/topics/webinars.md, and none is live that day)'
  expect(problemsWith({ "topics/webinars.md": webinars, "site.json": footerLink, "pages/insights-note-02.md": lastDay })).toEqual([
    `content/site.json: Redirect 1: To: ${broken}`,
    `content/site.json: Footer, column 1, item 6: Link: ${broken}`,
  ])
  // A legal document is live every day: its text may link a topic's page, but not a page before its first day.
  const legalLink = (to: string) => (text: string) => text.replace("## 2.", `See [this](${to}).\n\n## 2.`)
  expect(problemsWith({ "legal/privacy-policy.md": legalLink("/topics/apportionment") })).toEqual([])
  expect(problemsWith({ "legal/privacy-policy.md": legalLink("/insights/coming-soon") })).toEqual([
    expect.stringMatching(
      /^content\/legal\/privacy-policy.md: line \d+ \("See \[this\]\(\/insights\/coming-soon\)\."\): expected a link to a page live on 2026-12-10, found "\/insights\/coming-soon" \(content\/pages\/insights-coming-soon.md is published from 2026-12-11\)$/,
    ),
  ])
})

test("the daily build's log names the authors' and topics' pages the next days put up and take down with their articles", () => {
  const webinars = "---\nname: Webinars\ndescription: What evaluators asked us live.\n---\n"
  // A topic only the coming article names (it goes up tomorrow), and one only an article whose last day is the 15th names.
  const naming = (topic: string) => (text: string) => text.replace("\ntopics:\n", `\ntopics:\n  - ${topic}\n`)
  const { news } = hubWith({
    "topics/webinars.md": webinars,
    "topics/case-law.md": "---\nname: Case law\ndescription: Decisions that changed how reports are read.\n---\n",
    "pages/insights-coming-soon.md": naming("webinars"),
    "pages/insights-note-01.md": (text) => naming("case-law")(text).replace(/^date: (.*)$/m, "date: $1\nuntil: 2026-12-15\nthen: /insights"),
  })
  expect(news.filter((line) => line.startsWith("On "))).toEqual([
    "On 2026-12-11 (in America/New_York), the daily build puts up /insights/coming-soon, /topics/webinars.",
    "On 2026-12-16 (in America/New_York), the daily build takes down /insights/note-01 (its visitors then go to /insights), /topics/case-law.",
  ])
})

test("a biography's link to a page that is not there, or not on a day the author's page is, is refused at its line, as the biography's other mistakes are", () => {
  const webinars = "---\nname: Webinars\ndescription: What evaluators asked us live.\n---\n"
  const bio = (text: string) => `${text}\nSee [our webinars](/topics/webinars) and\nthe [notes](/insightz).\n`
  expect(problemsWith({ "topics/webinars.md": webinars, "authors/sam-ortiz.md": bio })).toEqual([
    `content/authors/sam-ortiz.md: line 8 ("See [our webinars](/topics/webinars) and"): expected a link to a page live on ${TODAY}, found "/topics/webinars" (/topics/webinars lists the articles that name content/topics/webinars.md, and none is live that day)`,
    'content/authors/sam-ortiz.md: line 9 ("the [notes](/insightz)."): expected a link to an existing page (the closest: /insights, /insights/note-01, /insights/note-02), found "/insightz"',
  ])
})

test("the announcement's link is held to the days the announcement is shown: it may announce a page or a topic on the day it goes up", () => {
  const webinars = "---\nname: Webinars\ndescription: What evaluators asked us live.\n---\n"
  const comingNames = (text: string) => text.replace("  - report-writing", "  - report-writing\n  - webinars")
  const announcing = (to: string, from: string, until: string) => (text: string) =>
    JSON.stringify({ ...JSON.parse(text), announcement: { text: "New: our webinars.", link: { label: "Read more", to }, from, until } }, null, 2)
  const coming = { "topics/webinars.md": webinars, "pages/insights-coming-soon.md": comingNames }
  expect(problemsWith({ ...coming, "site.json": announcing("/topics/webinars", "2026-12-11", "2026-12-20") })).toEqual([])
  expect(problemsWith({ ...coming, "site.json": announcing("/insights/coming-soon", "2026-12-11", "2026-12-20") })).toEqual([])
  expect(problemsWith({ ...coming, "site.json": announcing("/topics/webinars", TODAY, "2026-12-20") })).toEqual([
    `content/site.json: Announcement, Read-more link: Goes to: expected a link to a page live on ${TODAY}, found "/topics/webinars" (/topics/webinars lists the articles that name content/topics/webinars.md, and none is live that day)`,
  ])
  // The only article on webinars comes down after the 15th: an announcement of it may run to the 15th, not the 16th.
  const lastDay = (text: string) => comingNames(text).replace("publish: 2026-12-11\n", "publish: 2026-12-11\nuntil: 2026-12-15\nthen: /insights\n")
  const ending = { "topics/webinars.md": webinars, "pages/insights-coming-soon.md": lastDay }
  expect(problemsWith({ ...ending, "site.json": announcing("/topics/webinars", "2026-12-12", "2026-12-15") })).toEqual([])
  expect(problemsWith({ ...ending, "site.json": announcing("/topics/webinars", "2026-12-12", "2026-12-16") })).toEqual([
    'content/site.json: Announcement, Read-more link: Goes to: expected a link to a page live on 2026-12-16, found "/topics/webinars" (/topics/webinars lists the articles that name content/topics/webinars.md, and none is live that day)',
  ])
})

test("a writer's redirect to a page not yet up is refused as a link to it is, on the day it would break; one to a page come down follows its then", () => {
  const redirecting = (...redirects: Array<{ from: string; to: string }>) => ({
    "site.json": (text: string) => JSON.stringify({ ...JSON.parse(text), redirects }, null, 2),
  })
  expect(
    problemsWith(
      redirecting(
        { from: "/r1", to: "/insights/coming-soon" },
        { from: "/r2", to: "/r1" },
        { from: "/r3", to: "/insights/webinar-recap" },
        { from: "/r4", to: "https://schedule.example.com/demo" },
      ),
    ),
  ).toEqual([
    `content/site.json: Redirect 1: To: expected a link to a page live on ${TODAY}, found "/insights/coming-soon" (content/pages/insights-coming-soon.md is published from 2026-12-11)`,
    `content/site.json: Redirect 2: To: expected a link to a page live on ${TODAY}, found "/r1" (content/pages/insights-coming-soon.md is published from 2026-12-11)`,
  ])
  // Note 3 comes down after the 15th and sends its visitors to note 5, which goes up only on the 20th.
  const late = {
    ...redirecting({ from: "/r1", to: "/insights/note-03" }),
    "pages/insights-note-03.md": SCHEDULE["pages/insights-note-03.md"],
    "pages/insights-note-05.md": (text: string) => text.replace("date: 2026-05-06\n", "date: 2026-05-06\npublish: 2026-12-20\n"),
  }
  expect(problemsWith(late)).toContain(
    'content/site.json: Redirect 1: To: expected a link to a page live on 2026-12-16, found "/insights/note-03" (/insights/note-03 → /insights/note-05, and content/pages/insights-note-05.md is published from 2026-12-20)',
  )
})

test("the build's log says which pages the day puts up and takes down", () => {
  expect(hubWith().news).toEqual([
    "The page /insights/coming-soon (content/pages/insights-coming-soon.md) is left out: it goes up on 2026-12-11 (today is 2026-12-10 in America/New_York).",
    "The page /insights/webinar-recap (content/pages/insights-webinar-recap.md) comes down today: its last day was 2026-12-09, and /insights/webinar-recap sends visitors to /insights (today is 2026-12-10 in America/New_York).",
    "On 2026-12-11 (in America/New_York), the daily build puts up /insights/coming-soon.",
  ])
})
