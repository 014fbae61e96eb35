// An article: the fields a page with a date adds, in one place. Its schema is checked with the
// page's; the GraphQL type and the article query's fields (src/templates/content-type-fields.ts) are made
// from it; the editor's form is made from it with these words; an article's parts carry its fields
// as the file holds them (src/site/article-facts.ts) to the view (src/sections/ArticleParts.tsx), and
// its JSON-LD adds what they say. A new field: docs/architecture.md#a-new-field-on-articles.
import { z } from "zod"
import { httpsUrl, isoDate, text } from "../fields"
import { hubId, type ContentType, type FieldsOf } from "../content-type"
import type { KindWords } from "../section-kind"
import { topicId } from "./topic"
import { articleWordsSchema } from "./article-words"
import { reviewDueMessage, reviewIsDue } from "./article-review"
import { articleStructuredData } from "./article-structured-data"
import { ARTICLE_IDS } from "../page-ids"

const schema = z.strictObject({
  // Who wrote it, what it is about, and when it last changed.
  author: hubId("an author", "authors").optional(),
  topics: z
    .array(topicId)
    .min(1, "expected at least one topic (or leave topics out)")
    .max(5, "expected at most 5 topics")
    // A topic listed twice would show twice under the article's title.
    .superRefine((ids, context) =>
      ids.forEach((id, i) => {
        const first = ids.indexOf(id)
        if (first < i) context.addIssue({ code: "custom", path: [i], message: `expected a topic not listed before, found "${id}" (Topic ${first + 1} too)` })
      }),
    )
    .optional(),
  updated: isoDate.optional(),
  // Who checked it, another author, and the day they did: each needs the other.
  reviewer: hubId("an author", "authors").optional(),
  reviewed: isoDate.optional(),
  // What it cites, listed at its foot: each work's title and its address.
  sources: z
    .array(z.strictObject({ title: text(200), url: httpsUrl }))
    .min(1, "expected at least one source (or leave sources out)")
    .max(30, "expected at most 30 sources")
    .optional(),
})

/** An article's own fields as its file holds them. */
export type ArticleFields = FieldsOf<{ schema: typeof schema }>
type Written = Partial<Record<keyof ArticleFields | "date", unknown>>

// A field that only an article may hold: a page whose date is written but is no date still has one.
const needsDate = (field: keyof ArticleFields, what: string) =>
  [
    (page: Written, written: Written) => page[field] === undefined || written.date !== undefined,
    { path: [field], error: `expected ${what} only on an article, a page with a date (add its date)` },
  ] as const

// The editor's words for site.json's `articles`, by the path in it ("" for the group).
const SETTINGS_WORDS: KindWords = {
  "": ["Articles' wording", "Needed once a page is an article: the words around every article."],
  updated: ["Updated label", "Before the day an article last changed."],
  minutes: ["Reading time", 'After the minutes an article takes to read, like "min read".'],
  contents: ["Contents heading", "Above an article's table of contents."],
  related: ["Related reads heading", "Above the articles that share a topic."],
  articles: ["Articles heading", "Above the list of articles on a topic's page."],
  written: ["Articles written heading", "Above the list of articles an author wrote, on their page."],
  reviewedBy: ["Review line", "Before the reviewer's name under an article's byline, like \"Medically reviewed by\"."],
  reviewedOn: ["Review line's date", 'Before the day of the review, like "on".'],
  reviewed: ["Articles reviewed heading", "Above the list of articles an author reviewed, on their page."],
  sources: ["Sources heading", "Above the works an article cites, at its foot."],
  reviewEveryDays: ["Days between reviews", "How many days a review holds, like 365: the build warns of an article reviewed longer ago."],
  callToAction: ["Call to action", "The band that closes every article."],
  "callToAction.heading": "Closing band's heading",
  "callToAction.body": "Closing band's text",
  "callToAction.button": ["Closing band's button", "It books a demo."],
}

export const articleType = {
  name: "article",
  schema,
  words: {
    author: ["Author", "Who wrote it, picked from the Authors (the file keeps their id, like maya-lindqvist)."],
    topics: [
      "Topics",
      "1 to 5 of the Topics (the file keeps their ids): the article is listed on each topic's page, and its related reads share one.",
      "topic",
    ],
    updated: ["Updated", "Optional: the day the article last changed, no earlier than its date. Empty it to show no update."],
    reviewer: ["Reviewer", "Optional, with the review date: the author, not its writer, who checked the article, picked from the Authors."],
    reviewed: ["Review date", "With a reviewer: the day they checked the article, no later than today; the build warns once it is due again."],
    sources: ["Sources", "Optional: the works the article cites, listed at its foot, each a title and an https:// address.", "source"],
    "sources.title": ["Title", "The work's title, like AMA Guides to the Evaluation of Permanent Impairment, Sixth Edition."],
    "sources.url": ["Address", "An https:// address."],
  },
  /** The rules between its fields and the page's date, each reading the valid fields and the fields as written. */
  rules: [
    needsDate("author", "an author"),
    needsDate("topics", "topics"),
    needsDate("updated", "an update date"),
    needsDate("reviewer", "a reviewer"),
    needsDate("reviewed", "a review date"),
    needsDate("sources", "sources"),
    [
      // A review date that is no date is the schema's to report, not a missing one.
      (page: Written, raw: Written) => !page.reviewer || raw.reviewed !== undefined,
      { path: ["reviewed"], error: "expected the day the reviewer reviewed the article, as it names a reviewer" },
    ],
    [
      (page: Written) => !page.reviewed || page.reviewer !== undefined,
      { path: ["reviewer"], error: "expected the author who reviewed the article on its review date" },
    ],
    [
      (page: Written) => !page.reviewer || page.reviewer !== page.author,
      { path: ["reviewer"], error: "expected another author than the article's own: a review is a second reader's" },
    ],
    [
      (page: Written) => !page.updated || !page.date || String(page.updated) >= String(page.date),
      { path: ["updated"], error: "expected a date no earlier than the page's date (the day it was first published)" },
    ],
  ],
  /** The settings site.json's `articles` holds, with the editor's words for each. */
  settings: { schema: articleWordsSchema, words: SETTINGS_WORDS },
  /** The ids its parts give their headings, which no section of the page may take. */
  ids: ARTICLE_IDS,
  /**
   * The author, reviewer and topics its fields name, as its parts take them (the byline's photo at its size), and on whose pages it
   * is listed under which heading: an author's lists what they wrote, a page at a time, then all they reviewed; a topic's its articles.
   */
  found: {
    byline: {
      field: "author",
      listHeading: "written",
      select:
        "name role path credentials photoAlt profiles { url } photo { childImageSharp { gatsbyImageData(width: 48, height: 48, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } }",
    },
    reviewedBy: { field: "reviewer", select: "name role path credentials profiles { url }", listHeading: "reviewed" },
    topicPages: { field: "topics", select: "name path", listHeading: "articles" },
  },
  /** A review is of a text that exists: a day not yet come is a mistake of its writer. */
  problems: (fields: ArticleFields, { today }: { today: string }) =>
    fields.reviewed && fields.reviewed > today
      ? [{ field: "reviewed", message: `expected the day the article was reviewed, no later than today (${today}), found "${fields.reviewed}"` }]
      : [],
  /** A review older than site.json's articles.reviewEveryDays is due again: the article still builds. */
  warnings: (fields: ArticleFields, { today, settings }: { today: string; settings?: { reviewEveryDays?: number } }) => {
    const [reviewed, everyDays] = [fields.reviewed, settings?.reviewEveryDays]
    return reviewed && everyDays !== undefined && reviewIsDue(reviewed, today, everyDays)
      ? [{ field: "reviewed", message: reviewDueMessage(reviewed, today, everyDays) }]
      : []
  },
  /** What its JSON-LD says of it (./article-structured-data.ts, which the page imports without the schema). */
  structuredData: articleStructuredData,
} as const satisfies ContentType<typeof schema>
