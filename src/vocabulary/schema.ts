// The site settings' and the legal documents' schemas, part of the vocabulary below the section
// kinds; a page's schema, made of the kinds, is the site's assembly (src/site/page-schema.ts).
import { z } from "zod"
import {
  dateField,
  daysAfter,
  daysBetween,
  drawnText,
  email,
  httpsUrl,
  isoDate,
  legalPdfPath,
  link,
  linkTarget,
  PAGE_ADDRESS,
  siteAddress,
  text,
  today,
} from "./fields"
import { announcementSchema, timeZone } from "./announcement"
import { articleWordsSchema } from "./content-types/article-words"
import { FEED_ENTRIES } from "./feed-paths"

export {
  EMPTY_TEXT_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_PATH,
  imagePathExpected,
  isoDate,
  legalPdfPath,
  markdownText,
  pagePath,
  photoPath,
} from "./fields"

// A redirect a writer makes: from an address the site never had, written as a page's is (so no file
// the build writes, and no other spelling of a page's address), to a page (and section) or another site.
export const redirectSchema = z.strictObject({
  from: z
    .string({ error: "expected an address" })
    .regex(
      PAGE_ADDRESS,
      'expected an address written as a page\'s is, like "/demo" or "/old/pricing" (lowercase words joined by hyphens, between single slashes)',
    ),
  to: z
    .string({ error: "expected a link target" })
    .regex(/^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|https:\/\/[^\s]+)$/, 'expected "/path", "/path#section" or an https:// URL'),
})

// RFC 9116 asks a security.txt to expire, and within a year, so that a stale contact is never trusted.
const aYearFromToday = () => daysAfter(today(), 366)
const securityPolicy = z.strictObject({
  contact: email,
  expires: dateField(
    isoDate
      .refine((date) => date > today(), "expected a date after today (security.txt is not trusted once it expires: set one within a year)")
      .refine((date) => date <= aYearFromToday(), "expected a date within a year from today (RFC 9116)"),
  ),
})

/** How many days before security.txt expires the build starts warning that it will stop. */
export const SECURITY_NOTICE_DAYS = 30

/** The warning of a security.txt expiring within SECURITY_NOTICE_DAYS of `today` (the build still runs until that day); none before. */
export function securityExpiryWarning(expires: string, today: string): string | undefined {
  const days = daysBetween(today, expires)
  if (!(days > 0 && days <= SECURITY_NOTICE_DAYS)) return undefined
  const when = days === 1 ? "tomorrow" : `in ${days} days`
  return `security.txt expires on ${expires}, ${when}, and from that day the build stops: set a later date, within a year of today (it still builds)`
}

/** The header's most links: beside Sign In and Book a Demo, a desktop's line holds six of a dozen letters each. */
export const HEADER_MAX_LINKS = 6

export const siteSchema = z.strictObject({
  productName: drawnText(40),
  tagline: text(90),
  description: text(200),
  siteUrl: siteAddress,
  contactEmail: email,
  // Where security researchers report a vulnerability, published at /.well-known/security.txt.
  security: securityPolicy,
  appLoginUrl: httpsUrl,
  demoUrl: httpsUrl,
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "expected a colour like #0f3d5e"),
  // The zone the site's days are in (an announcement's first and last); UTC when left out.
  timeZone: timeZone.optional(),
  // A band across every page from one day to another (src/vocabulary/announcement.ts).
  announcement: announcementSchema.optional(),
  founder: z.strictObject({
    name: text(60),
    role: text(60),
    profiles: z.array(z.strictObject({ label: text(30), url: httpsUrl })).min(1, "expected at least one profile link"),
  }),
  header: z.strictObject({
    skipLink: text(40),
    menu: text(20),
    links: z
      .array(z.strictObject({ label: text(30), to: linkTarget }))
      .min(1, "expected at least one link")
      .max(HEADER_MAX_LINKS, `expected at most ${HEADER_MAX_LINKS} links (put the others in the footer)`),
    signIn: text(20),
    bookDemo: text(24),
  }),
  footer: z.strictObject({
    blurb: text(240),
    columns: z.array(z.strictObject({ title: text(30), items: z.array(link).min(1, "expected at least one item") })).min(1, "expected at least one column"),
    rights: text(80),
  }),
  // The words of the pages writers add: where a page stands, and a list with nothing in it yet.
  pages: z
    .strictObject({
      breadcrumb: text(30),
      home: text(30),
      emptyList: text(160),
      // The links between a long list's pages, and where the visitor is among them.
      previousPage: text(30),
      nextPage: text(30),
      pageOf: text(40).regex(/^(?=.*\{page\})(?=.*\{pages\})/s, 'expected words holding {page} and {pages}, like "Page {page} of {pages}"'),
      legalFeed: text(80),
      // The name of the disclosure a video's transcript is in.
      transcript: text(40).optional(),
    })
    .optional(),
  // The words every form shares: the notice under its button that it is not for patient
  // information (a page with a form needs it), the mark of a required field, the label of the
  // field only spam robots fill in, which people never see, and the words a list opens on.
  forms: z
    .strictObject({
      notice: text(240),
      required: text(20),
      robotField: text(60),
      choose: text(30),
    })
    .optional(),
  notFound: z.strictObject({
    title: text(60),
    code: text(8),
    heading: text(60),
    body: text(200),
    homeLink: text(30),
  }),
  // The words of /search (src/pages/search.tsx): its form, what it says of the results, and what it shows without script.
  search: z.strictObject({
    title: text(40),
    description: text(160),
    label: text(40),
    button: text(20),
    noScript: text(200),
    found: text(60).regex(/\{count\}/, 'expected words holding {count}, like "Pages found: {count}"'),
    none: text(160),
    // Above the pages found for a misspelt word's correction, which stands for {words}.
    corrected: text(80).regex(/\{words\}/, 'expected words holding {words}, like "Showing results for {words}"'),
    results: text(40),
    more: text(30),
    topics: text(40),
    latest: text(40),
  }),
  legal: z.strictObject({
    lastUpdated: drawnText(30),
    download: drawnText(30),
    openInNewTab: drawnText(30),
    fallbackTitle: drawnText(60),
    fallbackBody: drawnText(200),
    questions: drawnText(120),
    // The wording around a document's earlier versions and what changed between them.
    archive: z.strictObject({
      earlierVersions: drawnText(30),
      notCurrent: drawnText(60),
      replacedOn: drawnText(40),
      readCurrent: drawnText(40),
      seeChanges: drawnText(40),
      changesHeading: drawnText(40),
      earlierVersion: drawnText(30),
      replacedBy: drawnText(30),
      added: drawnText(20),
      removed: drawnText(20),
      changed: drawnText(20),
      onlyDateChanged: drawnText(120),
      reworded: drawnText(20),
      renumbered: drawnText(20),
      formerly: drawnText(20),
      moved: drawnText(20),
      movedFrom: drawnText(30),
      summary: drawnText(30),
      sectionsAdded: drawnText(40),
      sectionsRemoved: drawnText(40),
      headingsReworded: drawnText(40),
      sectionsRenumbered: drawnText(40),
      paragraphsChanged: drawnText(40),
      itemsChanged: drawnText(40),
      comparisonPdf: drawnText(60),
    }),
  }),
  // How many of its newest entries each Atom feed holds; FEED_ENTRIES.default when left out.
  feedEntries: z
    .number({ error: "expected a number of entries, like 50" })
    .int("expected a whole number of entries, like 50")
    .min(1, "expected at least 1 entry")
    .max(FEED_ENTRIES.max, `expected at most ${FEED_ENTRIES.max} entries (the list's page holds the rest)`)
    .optional(),
  // The words around the articles (src/vocabulary/content-types/article.ts): a site with an article needs them.
  articles: articleWordsSchema.optional(),
  // Addresses the site never had, each sent on for good (301); a moved page's own are made by the build.
  redirects: z.array(redirectSchema).optional(),
})

export const legalSchema = z.strictObject({
  title: drawnText(90),
  description: drawnText(160),
  path: z.string().regex(/^\/[a-z0-9-]+$/, 'expected a page path like "/privacy-policy"'),
  // Optional: a document's PDF is at /legal/<page address>.pdf unless counsel's file is named.
  pdf: legalPdfPath.optional(),
  lastUpdated: isoDate,
})

/** The address of a legal document's PDF: the one named, or the one its page address gives. */
export const legalPdfOf = (doc: { path: string; pdf?: string | null }): string => doc.pdf ?? `/legal${doc.path}.pdf`

// Read-only, as the views only read them, so both a zod parse and a typed GraphQL query
// result (whose lists are read-only) can be passed to the views without a cast.
export type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? ReadonlyArray<DeepReadonly<Item>>
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T

/** The settings as the file holds them. */
export type SiteSettings = DeepReadonly<z.infer<typeof siteSchema>>
// The settings the pages draw from: the security contact is published in a file of its own
// (src/node/headers/security-txt.ts), of the announcement only what the band shows, on the days it runs, and
// the search page's words only on that page.
export type SiteContent = Omit<SiteSettings, "security" | "timeZone" | "announcement" | "search"> & {
  readonly announcement?: Pick<NonNullable<SiteSettings["announcement"]>, "text" | "link">
}
export type LegalContent = DeepReadonly<z.infer<typeof legalSchema>>
export type LinkItem = DeepReadonly<z.infer<typeof link>>
