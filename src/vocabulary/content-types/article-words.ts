// The settings an article needs in site.json's `articles`, apart from the article's type (./article.ts) so
// that the site's schema (../schema.ts) can hold them.
import { z } from "zod"
import { text } from "../fields"

/** The settings in site.json's `articles`: the words around every article, and how often one is reviewed. */
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
