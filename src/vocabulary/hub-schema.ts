// The resources hub's files and fields: an author (content/authors/<id>.md), a topic
// (content/topics/<id>.md), the fields that make a dated page an article, and the days any page is published.
import { z } from "zod"
import { PHOTO_DESCRIBED, httpsUrl, isoDate, pagePath, photoPath, text } from "./fields"

/** An author's or a topic's id: its file's name, lowercase words joined by hyphens. */
export const HUB_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** The folder whose files a field names by id: the editor picks such a field's value from that folder's files, however many fields name one. */
export const HUB_REFERENCES = z.registry<{ folder: "authors" | "topics" }>()
const hubId = (what: string, folder: "authors" | "topics") =>
  z
    .string({ error: `expected ${what}'s id` })
    .regex(HUB_ID, `expected ${what}'s id: the name of its file, like "maya-chen" for maya-chen.md`)
    .register(HUB_REFERENCES, { folder })

/** A topic's id, as an article's topics and a list of one topic name it. */
export const topicId = hubId("a topic", "topics")

export const authorSchema = z
  .strictObject({
    name: text(60),
    role: text(60),
    // Letters after the name, as the review line and a reviewer's Person give them.
    credentials: text(40).optional(),
    photo: photoPath.optional(),
    photoAlt: text(120).optional(),
    profiles: z.array(z.strictObject({ label: text(30), url: httpsUrl })).optional(),
  })
  .refine(...PHOTO_DESCRIBED)

export const topicSchema = z.strictObject({ name: text(40), description: text(200) })

/** site.json's words around the articles: their reading time, contents, review line, sources, related reads and closing call to action, and how often an article is reviewed. */
export const articleWordsSchema = z.strictObject({
  updated: text(30),
  minutes: text(30),
  contents: text(30),
  related: text(40),
  articles: text(40),
  written: text(40),
  reviewedBy: text(40),
  reviewedOn: text(20),
  reviewed: text(40),
  sources: text(40),
  reviewEveryDays: z.number({ error: "expected a whole number of days" }).int("expected a whole number of days").min(30).max(3650),
  callToAction: z.strictObject({ heading: text(80), body: text(240), button: text(24) }),
})

/** The fields a page may add to pageSchema's: an article's author, topics and update, and the days it is published. */
export const hubPageFields = {
  // An article (a page with a date): who wrote it, what it is about, and when it last changed.
  author: hubId("an author", "authors").optional(),
  topics: z.array(topicId).min(1, "expected at least one topic (or leave topics out)").max(5, "expected at most 5 topics").optional(),
  updated: isoDate.optional(),
  // Who checked it, another author, and the day they did: each needs the other.
  reviewer: hubId("an author", "authors").optional(),
  reviewed: isoDate.optional(),
  // What the article cites, listed at its foot: each work's title and its address.
  sources: z
    .array(z.strictObject({ title: text(200), url: httpsUrl }))
    .min(1, "expected at least one source (or leave sources out)")
    .max(30, "expected at most 30 sources")
    .optional(),
  // The first and last days the page is built, in the site's time zone, and where its address sends visitors after the last.
  publish: isoDate.optional(),
  until: isoDate.optional(),
  // biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
  then: pagePath.optional(),
}

type HubFields = {
  date?: string
  author?: string
  topics?: readonly string[]
  updated?: string
  reviewer?: string
  reviewed?: string
  sources?: readonly unknown[]
  publish?: string
  until?: string
  then?: string
  path?: string
}

// A page whose date is written but is no date has that problem alone: it still has a date.
const needsDate = (field: keyof HubFields, what: string) =>
  [
    (page: HubFields, written: HubFields) => page[field] === undefined || written.date !== undefined,
    { path: [field], error: `expected ${what} only on an article, a page with a date (add its date)` },
  ] as const

// The rules between a page's hub fields.
const HUB_PAGE_RULES = [
  needsDate("author", "an author"),
  needsDate("topics", "topics"),
  needsDate("updated", "an update date"),
  needsDate("reviewer", "a reviewer"),
  needsDate("reviewed", "a review date"),
  needsDate("sources", "sources"),
  [
    // A review date that is no date is the schema's to report, not a missing one.
    (page: HubFields, raw: HubFields) => !page.reviewer || raw.reviewed !== undefined,
    { path: ["reviewed"], error: "expected the day the reviewer reviewed the article, as it names a reviewer" },
  ],
  [
    (page: HubFields) => !page.reviewed || page.reviewer !== undefined,
    { path: ["reviewer"], error: "expected the author who reviewed the article on its review date" },
  ],
  [
    (page: HubFields) => !page.reviewer || page.reviewer !== page.author,
    { path: ["reviewer"], error: "expected another author than the article's own: a review is a second reader's" },
  ],
  [
    (page: HubFields) => !page.updated || !page.date || page.updated >= page.date,
    { path: ["updated"], error: "expected a date no earlier than the page's date (the day it was first published)" },
  ],
  [
    (page: HubFields) => !page.until || page.then !== undefined,
    { path: ["then"], error: "expected the address visitors are sent to after the page's last day (until)" },
  ],
  [(page: HubFields) => !page.then || page.until !== undefined, { path: ["until"], error: "expected the page's last day, after which visitors go to then" }],
  [
    (page: HubFields) => !page.until || !page.publish || page.until >= page.publish,
    { path: ["until"], error: "expected a last day no earlier than the first (publish)" },
  ],
  [(page: HubFields) => !page.then || page.then !== page.path, { path: ["then"], error: "expected another page's address than the page's own" }],
] as const

/** The rules between a page's hub fields, checked beside pageSchema (whose own fields stay free of refinements, so that it can be picked from). */
export const hubPageRules = HUB_PAGE_RULES.reduce<z.ZodType>(
  (out, [check, params]) =>
    out.refine((page) => (check as (valid: HubFields, raw: HubFields) => boolean)(validDates(page as HubFields), page as HubFields), {
      ...params,
      path: [...params.path],
    }),
  z.looseObject({}),
)

// A date field that is not a date is the schema's to report: the rules read it as left out.
const validDates = (page: HubFields): HubFields =>
  Object.fromEntries(
    Object.entries(page).filter(([key, value]) => !["date", "updated", "reviewed", "publish", "until"].includes(key) || isoDate.safeParse(value).success),
  )
