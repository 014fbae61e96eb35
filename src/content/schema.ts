// The content schema: one zod definition per content file, shared by gatsby-node.ts
// (validation at build) and the components (prop types).
import { z } from "zod"
import { DECORATIVE } from "./alt-text"
import { ICON_NAMES } from "./icons"
import { MARKDOWN_MAX_CHARS, PAGE_MAX_SECTIONS } from "./limits"
import { undrawableCharacter, undrawableMessage } from "./pdf-glyphs"
import { SECTION_GRAPHQL_TYPES, type SectionType } from "./section-types"

export { SECTION_GRAPHQL_TYPES, type SectionType }

/** The build's message for a field left empty; the editor shows the same. */
export const EMPTY_TEXT_MESSAGE = "expected non-empty text"

const text = (max = 400) =>
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
const HTTPS_URL = /^https:\/\/[^\s/.]+(?:\.[^\s/.]*)+(?:\/\S*)?$/
// Text a legal PDF or a sharing card draws: every character must be one their fonts have.
const drawnText = (max = 400) =>
  text(max).refine((value) => !undrawableCharacter(value), { error: (issue) => undrawableMessage(undrawableCharacter(String(issue.input))!) })

const httpsUrl = z.string({ error: "expected an https:// URL" }).regex(HTTPS_URL, "expected an https:// URL")

const email = z.email({ error: "expected an email address" })

// Internal links ("/about", "/#features"), mailto links and https URLs.
const linkTarget = z
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
export const isoDate = z
  .string({ error: "expected a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date written YYYY-MM-DD")
  .refine(isRealDate, "expected a real calendar date")

const sectionId = z.string({ error: "expected a section id" }).regex(/^[a-z][a-z0-9-]*$/, "expected a lowercase id like features")

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
export const photoPath = z.string({ error: "expected an image path" }).regex(IMAGE_PATH, { error: (issue) => imagePathExpected(String(issue.input)) })
/** An image file's largest size, in bytes; content/README.md names it. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024
export const legalPdfPath = z
  .string({ error: "expected a PDF path" })
  .regex(/^\/legal\/[a-z0-9-]+\.pdf$/, 'expected a PDF path like "/legal/privacy-policy.pdf"')

const link = z.strictObject({ label: text(40), to: linkTarget.optional() })

// A redirect a writer makes: from an address the site never had to a page (and section) or another site.
const redirect = z.strictObject({
  from: z
    .string({ error: "expected an address" })
    .regex(/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/, 'expected an address like "/demo", with no "#", "?" or closing "/"'),
  to: z
    .string({ error: "expected a link target" })
    .regex(/^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|https:\/\/[^\s]+)$/, 'expected "/path", "/path#section" or an https:// URL'),
})

// RFC 9116 asks a security.txt to expire, and within a year, so that a stale contact is never trusted.
const today = () => new Date().toISOString().slice(0, 10)
const aYearFromToday = () => new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10)
const securityPolicy = z.strictObject({
  contact: email,
  expires: isoDate
    .refine((date) => date > today(), "expected a date after today (security.txt is not trusted once it expires: set one within a year)")
    .refine((date) => date <= aYearFromToday(), "expected a date within a year from today (RFC 9116)"),
})

export const siteSchema = z.strictObject({
  productName: drawnText(40),
  tagline: text(90),
  description: text(200),
  siteUrl: httpsUrl,
  contactEmail: email,
  // Where security researchers report a vulnerability, published at /.well-known/security.txt.
  security: securityPolicy,
  appLoginUrl: httpsUrl,
  demoUrl: httpsUrl,
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, "expected a colour like #0f3d5e"),
  founder: z.strictObject({
    name: text(60),
    role: text(60),
    profiles: z.array(z.strictObject({ label: text(30), url: httpsUrl })).min(1, "expected at least one profile link"),
  }),
  header: z.strictObject({
    skipLink: text(40),
    menu: text(20),
    links: z.array(z.strictObject({ label: text(30), to: linkTarget })).min(1, "expected at least one link"),
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
      legalFeed: text(80),
    })
    .optional(),
  notFound: z.strictObject({
    title: text(60),
    code: text(8),
    heading: text(60),
    body: text(200),
    homeLink: text(30),
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
  // Addresses the site never had, each sent on for good (301); a moved page's own are made by the build.
  redirects: z.array(redirect).optional(),
})

// A page's address: "/" or lowercase words joined by hyphens, one or more levels deep.
export const pagePath = z
  .string({ error: "expected a page address" })
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, 'expected a page address like "/pricing" or "/case-studies/orthopaedic-practice"')

// What a page may say, section by section: each kind is one the site already draws. The "type"
// key names the kind, as Decap's typed lists write it. An "id" makes /page#id link to the section.
const sectionBase = { id: sectionId.optional() }
const icon = z.enum(ICON_NAMES, { error: `expected one of ${ICON_NAMES.join(", ")}` })
// A button without a link goes to the Book a Demo address in the site settings.
const button = z.strictObject({ label: text(24), to: linkTarget.optional() })

const reportPreview = z.strictObject({
  label: text(40),
  title: text(80),
  meta: z.array(text(60)).min(1, "expected at least one line").max(4, "expected at most 4 lines"),
  sections: z
    .array(z.strictObject({ heading: text(40), body: text(240) }))
    .min(1, "expected at least one section")
    .max(3, "expected at most 3 sections"),
  rating: z.strictObject({ label: text(40), value: text(24) }),
  status: text(40),
})

export const openingSection = z.strictObject({
  type: z.literal("opening"),
  ...sectionBase,
  eyebrow: text(60).optional(),
  heading: text(80),
  lead: text(300),
  buttons: z.array(button).max(2, "expected at most 2 buttons").optional(),
  preview: reportPreview.optional(),
})

export const cardsSection = z.strictObject({
  type: z.literal("cards"),
  ...sectionBase,
  heading: text(80),
  intro: text(240).optional(),
  items: z
    .array(z.strictObject({ icon, title: text(40), body: text(220), link: link.required().optional() }))
    .min(1, "expected at least one card")
    .max(9, "expected at most 9 cards"),
})

// No figure stands without its basis: how it was measured is shown beside it and printed below.
export const figuresSection = z.strictObject({
  type: z.literal("figures"),
  ...sectionBase,
  heading: text(80),
  intro: text(240).optional(),
  notesHeading: text(60),
  items: z
    .array(z.strictObject({ value: text(12), label: text(60), body: text(200), basis: text(300) }))
    .min(1, "expected at least one figure")
    .max(4, "expected at most 4 figures"),
})

/** A text section's Markdown (src/content/markdown.ts says what it may hold). */
export const markdownText = text(MARKDOWN_MAX_CHARS)
export const textSection = z.strictObject({ type: z.literal("text"), ...sectionBase, body: markdownText })

export const teamSection = z
  .strictObject({
    type: z.literal("team"),
    ...sectionBase,
    heading: text(60),
    bio: text(500),
    photo: photoPath.optional(),
    photoAlt: text(120).optional(),
  })
  .refine((team) => !team.photo || team.photoAlt !== undefined, {
    path: ["photoAlt"],
    error: `expected what the photo shows, for readers who cannot see it (or "${DECORATIVE}" for a photo that only decorates)`,
  })

export const callToActionSection = z.strictObject({
  type: z.literal("callToAction"),
  ...sectionBase,
  heading: text(90),
  body: text(240),
  button: text(24),
  to: linkTarget.optional(),
})

export const PAGE_LIST_ORDERS = ["newest first", "as listed"] as const
// The pages whose address starts with this page's own, linked by title and description.
export const pageListSection = z.strictObject({
  type: z.literal("pageList"),
  ...sectionBase,
  heading: text(80),
  intro: text(240).optional(),
  order: z.enum(PAGE_LIST_ORDERS, { error: `expected one of ${PAGE_LIST_ORDERS.map((order) => `"${order}"`).join(", ")}` }),
  pages: z.array(pagePath).optional(),
  // What the list says while no page is under it yet; without it, site.json's pages.emptyList.
  empty: text(160).optional(),
})

const SECTIONS = [openingSection, cardsSection, figuresSection, textSection, teamSection, callToActionSection, pageListSection] as const
// The kinds the schema has are the kinds that have a GraphQL type: a type error otherwise.
type SchemaKind = (typeof SECTIONS)[number]["shape"]["type"]["value"]
// biome-ignore lint/correctness/noUnusedVariables: a check for the compiler alone, which fails when the kinds differ
const SAME_KINDS: [SchemaKind, SectionType] extends [SectionType, SchemaKind] ? true : never = true

const section = z.discriminatedUnion("type", SECTIONS, {
  error: `expected a section whose type is one of ${Object.keys(SECTION_GRAPHQL_TYPES).join(", ")}`,
})

export const pageSchema = z.strictObject({
  title: drawnText(70),
  description: drawnText(160),
  path: pagePath,
  // Optional: when the page was published, for lists of pages newest first.
  date: isoDate.optional(),
  sections: z.array(section).min(1, "expected at least one section").max(PAGE_MAX_SECTIONS, `expected at most ${PAGE_MAX_SECTIONS} sections (split the page)`),
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
type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? ReadonlyArray<DeepReadonly<Item>>
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T

// The settings the pages draw from: the security contact is published in a file of its own (src/node/security-txt.ts).
export type SiteContent = DeepReadonly<Omit<z.infer<typeof siteSchema>, "security">>
export type PageContent = DeepReadonly<z.infer<typeof pageSchema>>
export type Section = PageContent["sections"][number]
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>
export type LegalContent = DeepReadonly<z.infer<typeof legalSchema>>
export type LinkItem = DeepReadonly<z.infer<typeof link>>
