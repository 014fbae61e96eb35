// The resources hub a writer keeps, in the files the editor saves: three authors, four topics and
// twenty-one articles under /insights (one published the day after the build, one whose last day was
// the day before it), listed twelve a page, so seven on the second, and, in a second list, those of one
// topic; one article with a chart, one reviewed and one whose review is due. The hub is linked from the header and the footer. The shared
// writers' site holds it (src/test/writer-pages.ts).
import fs from "node:fs"
import path from "node:path"
import { dayIn } from "../vocabulary/announcement"

export const HUB_AUTHORS = {
  "maya-lindqvist": `---
name: Dr. Maya Lindqvist
role: Founder & CEO
credentials: MD, QME
photo: ../images/founder.png
photoAlt: Portrait illustration of Dr. Maya Lindqvist
profiles:
  - label: LinkedIn
    url: https://linkedin.example.com/in/maya-lindqvist
---

Maya practised occupational medicine for twelve years and wrote more than two thousand
medical-legal evaluations. She writes on [how Veridraft works](/about) and on [apportionment](/topics/apportionment).
`,
  "sam-ortiz": `---
name: Sam Ortiz
role: Clinical content lead
---

Sam trains evaluators on report writing and reviews every template the service ships.
`,
  "lena-park": `---
name: Dr. Alexandra Konstantinopoulou-Whitfield
role: Physiatrist and QME
credentials: MD
---

Alexandra rates impairment for workers' compensation claims and teaches the AMA Guides to new evaluators.
`,
}

export const HUB_TOPICS = {
  apportionment: "---\nname: Apportionment\ndescription: How evaluators explain what part of a disability each cause accounts for.\n---\n",
  "records-review": "---\nname: Records review\ndescription: Reading thousands of pages of medical records, and summarising them with citations.\n---\n",
  "report-writing": "---\nname: Report writing\ndescription: Writing medical-legal reports that stand up to scrutiny, faster.\n---\n",
  "impairment-ratings": "---\nname: Impairment ratings\ndescription: Rating whole-person impairment by the AMA Guides, and showing the working.\n---\n",
}

type Article = {
  slug: string
  title: string
  date: string
  author: keyof typeof HUB_AUTHORS
  topics: Array<keyof typeof HUB_TOPICS>
  updated?: string
  /** Who reviewed it, another author, and the day. */
  review?: { reviewer: keyof typeof HUB_AUTHORS; reviewed: string }
  sources?: ReadonlyArray<{ title: string; url: string }>
  word?: string
  /** A word longer than a phone's line, which the article and the search's excerpt must break. */
  longWord?: string
  chart?: boolean
}

// An article's sources as its file lists them, a title quoted only where YAML needs it, as the editor writes it.
const yamlText = (text: string) => (/: |#/.test(text) ? JSON.stringify(text) : text)
const sourcesOf = ({ sources }: Article) =>
  sources ? `sources:\n${sources.map(({ title, url }) => `  - title: ${yamlText(title)}\n    url: ${url}\n`).join("")}` : ""

const TOPIC_CYCLE: Array<Article["topics"]> = [
  ["apportionment"],
  ["records-review"],
  ["report-writing"],
  ["apportionment", "report-writing"],
  ["impairment-ratings"],
]
const AUTHOR_CYCLE: Array<Article["author"]> = ["sam-ortiz", "maya-lindqvist", "maya-lindqvist", "lena-park"]
// Nineteen live articles, one a month from January 2026, by turns of author and topic.
const LIVE: Article[] = Array.from({ length: 19 }, (_, i) => ({
  slug: `note-${String(i + 1).padStart(2, "0")}`,
  title: `Evaluator's note ${i + 1}: ${["citing the records", "apportionment by cause", "a template that holds", "the treating physician's view"][i % 4]}`,
  date: `2026-${String((i % 10) + 1).padStart(2, "0")}-${String(2 + i).padStart(2, "0")}`,
  author: AUTHOR_CYCLE[i % 4]!,
  topics: TOPIC_CYCLE[i % 5]!,
}))
LIVE[0]!.updated = "2026-11-02"
// Its byline's line, "October 11, 2026 · Updated November 2, 2026", ends inside a date at 360 px unless a date is kept whole.
LIVE[9]!.updated = "2026-11-02"
// Reviewed by Dr. Maya Lindqvist (MD, QME), one of the hub's authors, on the article Sam Ortiz wrote.
LIVE[0]!.review = { reviewer: "maya-lindqvist", reviewed: "2026-11-12" }
// Reviewed more than a year before the build, before it was published: the build warns that its review is due, and still builds it.
LIVE[4]!.review = { reviewer: "lena-park", reviewed: "2025-09-15" }
// The reviewed article cites the works it rests on.
LIVE[0]!.sources = [
  { title: "AMA Guides to the Evaluation of Permanent Impairment, Sixth Edition", url: "https://www.ama-assn.org/delivering-care/ama-guides" },
  { title: "California Labor Code section 4663: apportionment of permanent disability", url: "https://leginfo.legislature.ca.gov/faces/codes.xhtml" },
]
// The one article that holds the word a search test looks for.
LIVE[5]!.word = "Almaraz"
// A word of 45 letters, in an article the widths' tests open at 360 px.
LIVE[4]!.longWord = "pneumonoultramicroscopicsilicovolcanoconiosis"
// An article whose longer text ends in a chart: the figures of one practice, under their heading.
LIVE[1]!.chart = true

/** The live articles, as their files hold them. */
export const HUB_ARTICLES: readonly Article[] = LIVE

/** The word only one article holds, and that article's address. */
export const SEARCH_WORD = { word: "Almaraz", path: "/insights/note-06" }
/** The word longer than a phone's line, and the article that holds it. */
export const LONG_WORD = { word: LIVE[4]!.longWord!, path: "/insights/note-05" }

const body = (article: Article, extra = "") => `---
title: ${JSON.stringify(article.title)}
description: What an evaluator should know, in a few minutes, about ${article.title.split(": ")[1]}.
path: /insights/${article.slug}
date: ${article.date}
${article.updated ? `updated: ${article.updated}\n` : ""}author: ${article.author}
${article.review ? `reviewer: ${article.review.reviewer}\nreviewed: ${article.review.reviewed}\n` : ""}${sourcesOf(article)}topics:
${article.topics.map((topic) => `  - ${topic}`).join("\n")}
${extra}sections:
  - type: text
    body: |-
      ## Why it matters

      A medical-legal report is read by people who look for its weakest sentence. ${article.word ? `The ${article.word} decision changed how a rating may depart from the tables.` : "Every statement should point to the page of the records it rests on."}

      ## What to do

      Write each finding with its source, its reasoning and its limits. Keep the physician's own words where they matter, and cut what the reader does not need.${article.longWord ? ` A record may name ${article.longWord}, spelt out in full.` : ""}

      ## In practice

      Start from the records' chronology, then draft the discussion, then check each citation before you sign.
${article.chart ? CHART : ""}---
`

// Paragraphs and a chart after them, as a writer adds to an article that reports a practice's figures.
const CHART = `
      ## One practice, a year on

${Array.from({ length: 4 }, () => "      A four-evaluator practice moved its drafting to first drafts with citations. Each evaluator still reads the records, dictates the discussion and signs; the draft only gathers what the records say, page by page, so that the reading is checking rather than searching.").join("\n\n")}
  - type: figures
    heading: What changed for the practice in a year
    notesHeading: How the practice measured these figures
    items:
      - value: 2 h
        label: Drafting time per report
        body: Down from five hours for a report of a thousand pages of records.
        basis: Median over 40 reports before and 40 after, timed by the evaluators themselves.
      - value: 0
        label: Reports sent back for a missing citation
        body: Down from six in the year before.
        basis: The practice's own log of reports returned by the parties, 2025 and 2026.
`

/** The hub's files, for a build on the day `today` (YYYY-MM-DD, in the site's zone): one article goes up the day after, one came down the day before. */
export function hubFiles(today: string): Record<string, string> {
  const shift = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  const files: Record<string, string> = {
    "content/pages/insights.md": `---
title: Insights
description: Notes for evaluators on records, apportionment and report writing.
path: /insights
sections:
  - type: pageList
    heading: Latest insights
    order: newest first
  - type: pageList
    heading: On apportionment
    order: newest first
    topic: apportionment
---
`,
  }
  for (const [id, text] of Object.entries(HUB_AUTHORS)) files[`content/authors/${id}.md`] = text
  for (const [id, text] of Object.entries(HUB_TOPICS)) files[`content/topics/${id}.md`] = text
  for (const article of LIVE) files[`content/pages/insights-${article.slug}.md`] = body(article)
  const scheduled = {
    slug: "coming-soon",
    title: "Evaluator's note: what the new fee schedule changes",
    date: shift(1),
    author: "sam-ortiz" as const,
    topics: ["report-writing" as const],
  }
  files["content/pages/insights-coming-soon.md"] = body(scheduled, `publish: ${shift(1)}\n`)
  const ended = {
    slug: "webinar-recap",
    title: "Evaluator's note: the webinar's questions answered",
    date: "2026-03-20",
    author: "maya-lindqvist" as const,
    topics: ["records-review" as const],
  }
  files["content/pages/insights-webinar-recap.md"] = body(ended, `until: ${shift(-1)}\nthen: /insights\n`)
  return files
}

/** site.json's words around the articles. */
export const ARTICLE_WORDS = {
  updated: "Updated",
  minutes: "min read",
  contents: "Contents",
  related: "Related reads",
  articles: "Articles",
  written: "Articles written",
  reviewedBy: "Medically reviewed by",
  reviewedOn: "on",
  reviewed: "Articles reviewed",
  sources: "Sources",
  reviewEveryDays: 365,
  callToAction: { heading: "Draft your next report in minutes", body: "See Veridraft on your own records and templates.", button: "Book a Demo" },
}

/** The scheduled article's and the ended article's addresses. */
export const HUB_SCHEDULED = { coming: "/insights/coming-soon", ended: "/insights/webinar-recap" }

/** Writes the hub into the site at `dir` for a build today in `zone`, links /insights from its footer and its header, and /search from its header. */
export function addHub(dir: string, zone: string, now = new Date()): void {
  for (const [file, text] of Object.entries(hubFiles(dayIn(zone, now)))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const settings = path.join(dir, "content", "site.json")
  const site = JSON.parse(fs.readFileSync(settings, "utf8")) as {
    header: { links: Array<{ label: string; to: string }> }
    footer: { columns: Array<{ items: Array<{ label: string; to?: string }> }> }
    articles?: unknown
  }
  site.footer.columns[0]!.items.push({ label: "Insights", to: "/insights" })
  site.header.links.push({ label: "Insights", to: "/insights" }, { label: "Search", to: "/search" })
  site.articles = ARTICLE_WORDS
  fs.writeFileSync(settings, `${JSON.stringify(site, null, 2)}\n`)
}
