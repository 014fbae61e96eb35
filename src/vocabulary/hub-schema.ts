// The fields a page may add to its own: an article's (./content-types/article.ts) and the days any
// page is published, with the rules between them.
import { z } from "zod"
import { isoDate, markOf, pagePath } from "./fields"
import { articleType } from "./content-types/article"

/** The fields a page may add to pageSchema's: an article's, and the days it is published. */
export const hubPageFields = {
  ...articleType.schema.shape,
  // The first and last days the page is built, in the site's time zone, and where its address sends visitors after the last.
  publish: isoDate.optional(),
  until: isoDate.optional(),
  // biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
  then: pagePath.optional(),
}

type Written = Record<string, unknown>

// The rules between the days a page is published and where it then sends visitors.
const PUBLISHING_RULES = [
  [
    (page: Written) => !page.until || page.then !== undefined,
    { path: ["then"], error: "expected the address visitors are sent to after the page's last day (until)" },
  ],
  [(page: Written) => !page.then || page.until !== undefined, { path: ["until"], error: "expected the page's last day, after which visitors go to then" }],
  [
    (page: Written) => !page.until || !page.publish || String(page.until) >= String(page.publish),
    { path: ["until"], error: "expected a last day no earlier than the first (publish)" },
  ],
  [(page: Written) => !page.then || page.then !== page.path, { path: ["then"], error: "expected another page's address than the page's own" }],
] as const

// The page's date fields, its own and its article's: those the schema marks as dates.
const DATES = ["date", ...Object.entries(hubPageFields).flatMap(([key, field]) => (markOf(field) === "date" ? [key] : []))]
// A date field that is not a date is the schema's to report: the rules read it as left out.
const validDates = (page: Written): Written =>
  Object.fromEntries(Object.entries(page).filter(([key, value]) => !DATES.includes(key) || isoDate.safeParse(value).success))

/** The rules between a page's hub fields, checked beside pageSchema (whose own fields stay free of refinements, so that it can be picked from). */
export const hubPageRules = [...articleType.rules, ...PUBLISHING_RULES].reduce<z.ZodType>(
  (out, [check, params]) =>
    out.refine((page) => (check as (valid: Written, raw: Written) => boolean)(validDates(page as Written), page as Written), {
      ...params,
      path: [...params.path],
    }),
  z.looseObject({}),
)
