// The fields content files are made of: text of a length, links, dates, image paths, Markdown.
// The page sections (src/sections/) and the files' schemas (schema.ts) are built from them.
import { z } from "zod"
import { DECORATIVE } from "./alt-text"
import { ICON_NAMES } from "./icons"
import { MARKDOWN_MAX_CHARS } from "./limits"
import { undrawableCharacter, undrawableMessage } from "./pdf-glyphs"

// Fields whose value is not plain text: each is handled by its mark wherever content is read, in
// the build's checks, its GraphQL types, the editor's form and its preview.
export type FieldMark = "markdown" | "image" | "flag" | "video" | "captions" | "date"
export const FIELD_MARKS = z.registry<{ mark: FieldMark }>()
/** The schema an optional field holds when it is given, or `schema` itself. */
export const unwrapped = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema)
/** The mark of `schema` (an optional field's, too), if it has one. */
export const markOf = (schema: z.ZodType): FieldMark | undefined => FIELD_MARKS.get(unwrapped(schema))?.mark

/** The build's message for a field left empty; the editor shows the same. */
export const EMPTY_TEXT_MESSAGE = "expected non-empty text"

export const text = (max = 400) =>
  z
    .string({ error: "expected text" })
    .trim()
    .min(1, EMPTY_TEXT_MESSAGE)
    .max(max, `expected at most ${max} characters`)
    // Front matter keeps every value as typed, so YAML's null would reach the page as a word.
    .refine((value) => !/^(null|~)$/i.test(value), "expected text (leave out a field you do not need instead of writing null)")

// Every pattern here runs in time linear in its input, however long or hostile: each repeated part
// is set off by a character the part before it cannot hold (a dot, "@", "/"), so none backtracks.
// A host with a dot in it, then anything but whitespace.
export const HTTPS_URL = /^https:\/\/[^\s/.]+(?:\.[^\s/.]*)+(?:\/\S*)?$/
// Text a legal PDF or a sharing card draws: every character must be one their fonts have.
export const drawnText = (max = 400) =>
  text(max).refine((value) => !undrawableCharacter(value), { error: (issue) => undrawableMessage(undrawableCharacter(String(issue.input))!) })

export const httpsUrl = z.string({ error: "expected an https:// URL" }).regex(HTTPS_URL, "expected an https:// URL")

// The site's own address, which every canonical URL, feed and sitemap entry starts with: https:// and
// a host of lowercase letters, digits and hyphens (no name of it starting or ending with one), nothing
// after it (a closing "/" would double every path's).
const SITE_ADDRESS = /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/
const SITE_ADDRESS_MESSAGE = 'expected the site\'s address alone, like https://www.example.com (lowercase, no path and no closing "/")'
export const siteAddress = z.string({ error: SITE_ADDRESS_MESSAGE }).regex(SITE_ADDRESS, SITE_ADDRESS_MESSAGE)

export const email = z.email({ error: "expected an email address" })

/** A mail link: "mailto:" and an address with a dot in its domain. */
export const MAIL_LINK = /^mailto:[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

// Internal links ("/about", "/#features"), mailto links and https URLs.
export const linkTarget = z
  .string({ error: "expected a link target" })
  .regex(
    /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|mailto:[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+|https:\/\/\S+)$/,
    'expected "/path", "/path#section", "mailto:name@domain" or an https:// URL',
  )

// A date as the writer typed it (front matter is parsed so that dates stay text): a day that
// exists, so neither 2026-02-30 (which would roll over to March 2) nor 2026-13-45 passes.
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
/** Marks a date field, however refined: the editor gives every date one field, YYYY-MM-DD in the site's zone. */
export const dateField = <T extends z.ZodType>(schema: T): T => {
  FIELD_MARKS.add(schema, { mark: "date" })
  return schema
}
export const isoDate = dateField(
  z
    .string({ error: "expected a date written YYYY-MM-DD" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date written YYYY-MM-DD")
    .refine(isRealDate, "expected a real calendar date"),
)

// The day the site is checked for, while a check runs (onDay): dated fields are right or wrong on a day.
let checkDay: string | undefined
/** Runs `check` with `day` (YYYY-MM-DD) as today for every dated field: the build's day, or the writer's, in the site's zone. */
export function onDay<T>(day: string, check: () => T): T {
  const outer = checkDay
  checkDay = day
  try {
    return check()
  } finally {
    checkDay = outer
  }
}
/** Today, YYYY-MM-DD: the day of the check under way (onDay), else the UTC day (a schema read outside a site's check). */
export const today = () => checkDay ?? new Date().toISOString().slice(0, 10)
/** How many days from the day `from` to the day `to`, both YYYY-MM-DD. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
/** The day `days` after `day`, YYYY-MM-DD. */
export const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
/** A date that has come: the day something was agreed or became true. */
export const pastDate = (what: string) => dateField(isoDate.refine((date) => date <= today(), `expected a date no later than today (${what})`))

// A yes or no: the file holds true or false, which its front matter keeps as text; the editor's checkbox gives a boolean.
export const flag = z
  .union([z.boolean(), z.enum(["true", "false"], { error: "expected true or false" })], { error: "expected true or false" })
  .transform((value) => value === true || value === "true")
  .register(FIELD_MARKS, { mark: "flag" })

export const sectionId = z.string({ error: "expected a section id" }).regex(/^[a-z][a-z0-9-]*$/, "expected a lowercase id like features")

// Images live in content/images/ and are named from the page's file in content/pages/.
export const IMAGE_PATH = /^\.\.\/images\/[\w-]+\.(png|jpe?g|webp)$/
const IMAGE_PATH_EXPECTED = 'expected a JPEG, PNG or WebP image in content/images/, written like "../images/founder.png"'
/** What a writer is told for an image path the site cannot publish well, with what to do instead. */
export function imagePathExpected(src: string): string {
  const extension = /\.(\w+)$/.exec(src)?.[1]?.toLowerCase() ?? ""
  if (/^hei[cf]$/.test(extension)) return `${IMAGE_PATH_EXPECTED} (an iPhone photo is HEIC: export it as JPEG)`
  if (extension === "svg") return `${IMAGE_PATH_EXPECTED} (an SVG can carry a script: export it as PNG)`
  if (extension && !/^(png|jpe?g|webp)$/.test(extension)) return `${IMAGE_PATH_EXPECTED} (export it as JPEG or PNG)`
  return IMAGE_PATH_EXPECTED
}
export const photoPath = z
  .string({ error: "expected an image path" })
  .regex(IMAGE_PATH, { error: (issue) => imagePathExpected(String(issue.input)) })
  .register(FIELD_MARKS, { mark: "image" })
/** The check, with its message, that a section's photo says what it shows: `.refine(...PHOTO_DESCRIBED)`. */
export const PHOTO_DESCRIBED: [(section: { photo?: string; photoAlt?: string }) => boolean, { path: string[]; error: string }] = [
  (section) => !section.photo || section.photoAlt !== undefined,
  { path: ["photoAlt"], error: `expected what the photo shows, for readers who cannot see it (or "${DECORATIVE}" for a photo that only decorates)` },
]
// Videos and their captions live in content/videos/, named from the page's file like images.
export const VIDEO_PATH = /^\.\.\/videos\/[\w-]+\.(mp4|webm)$/
export const videoPath = z
  .string({ error: "expected a video path" })
  .regex(VIDEO_PATH, 'expected an MP4 or WebM video in content/videos/, written like "../videos/walkthrough.mp4"')
  .register(FIELD_MARKS, { mark: "video" })
export const CAPTIONS_PATH = /^\.\.\/videos\/[\w-]+(\.[a-z]{2,3}(-[a-z0-9]+)*)?\.vtt$/i
export const captionsPath = z
  .string({ error: "expected a captions path" })
  .regex(CAPTIONS_PATH, 'expected WebVTT captions in content/videos/, written like "../videos/walkthrough.en.vtt"')
  .register(FIELD_MARKS, { mark: "captions" })

/** An image file's largest size, in bytes; content/README.md names it. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024
export const legalPdfPath = z
  .string({ error: "expected a PDF path" })
  .regex(/^\/legal\/[a-z0-9-]+\.pdf$/, 'expected a PDF path like "/legal/privacy-policy.pdf"')

export const link = z.strictObject({ label: text(40), to: linkTarget.optional() })

// A page's address: "/" or lowercase words joined by hyphens, one or more levels deep. No file's
// name ("feed.xml"), "." or ".." step, capital, "_" or closing "/" is one, so no address of this
// form is a file the build writes, nor a second spelling of a page's.
export const PAGE_ADDRESS = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/
export const pagePath = z
  .string({ error: "expected a page address" })
  .regex(PAGE_ADDRESS, 'expected a page address like "/pricing" or "/case-studies/orthopaedic-practice"')

// A button without a link goes to the Book a Demo address in the site settings.
export const button = z.strictObject({ label: text(24), to: linkTarget.optional() })
export const icon = z.enum(ICON_NAMES, { error: `expected one of ${ICON_NAMES.join(", ")}` })

/** Markdown as a text section holds it (src/vocabulary/markdown.ts says what it may hold), drawn as HTML. */
export const markdown = (max: number) => text(max).register(FIELD_MARKS, { mark: "markdown" })
/** A text section's Markdown. */
export const markdownText = markdown(MARKDOWN_MAX_CHARS)
