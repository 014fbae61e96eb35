// Decap CMS's configuration, generated from the content schema (src/vocabulary/schema.ts), so the
// form's fields, nesting, required fields, lengths, patterns, list sizes and icon names are
// the build's own, with the build's messages. Only the collections' labels are written here.
import { z } from "zod"
import { legalPdfPath, legalSchema, pagePath, siteSchema } from "../vocabulary/schema"
import { pageSchema } from "../site/page-schema"
import { HUB_REFERENCES } from "../vocabulary/content-type"
import { authorType } from "../vocabulary/content-types/author"
import { topicType } from "../vocabulary/content-types/topic"
import { DEFAULT_TIME_ZONE } from "../vocabulary/announcement"
import { type FieldMark, markOf, unwrapped } from "../vocabulary/fields"
import { BODY_LABELS, FIELD_WORDS, type Words, type WordsFor } from "../site/field-words"
import { DATE_WIDGET } from "./date-widget"
import { LISTED_AS } from "./content-format"

export type CmsField = {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  fields?: CmsField[]
  field?: CmsField
  min?: number
  max?: number
  options?: readonly string[]
  summary?: string
  types?: CmsField[]
  [option: string]: unknown
}

type JsonSchema = { pattern?: string; maxLength?: number; minItems?: number; maxItems?: number; minimum?: number; maximum?: number }
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema

// "primaryCta" → "Primary cta", "photoAlt" → "Photo alt".
const labelOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/(?<=.) ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`)

// The schema's own message for a value it refuses: what the build would print.
const messageFor = (schema: z.ZodType, probe: string) => {
  const result = schema.safeParse(probe)
  return result.success ? undefined : result.error.issues[0]!.message
}

type Widget = { widget: string } & Record<string, unknown>
// An article's author and topics, picked by name from the authors' and topics' files; the file's id is kept.
const hubPicker = (collection: string) => ({ widget: "relation", collection, value_field: "{{slug}}", search_fields: ["name"], display_fields: ["name"] })
// Fields whose widget the schema's type alone does not say. A field naming an author or a topic
// (an article's author and reviewer, a list's topic), or a list of them (an article's topics), is
// a picker by the folder its schema names (HUB_REFERENCES).
const SPECIAL_WIDGETS = new Map<z.ZodType, Widget>([
  [legalPdfPath, { widget: "file", media_folder: "/static/legal", public_folder: "/legal", choose_url: false }],
])
const MARKED_WIDGETS: Record<FieldMark, Widget> = {
  image: { widget: "image", choose_url: false },
  // A page's video and its captions are kept beside its images, in content/videos/.
  video: { widget: "file", media_folder: "../videos", public_folder: "../videos", choose_url: false },
  captions: { widget: "file", media_folder: "../videos", public_folder: "../videos", choose_url: false },
  flag: { widget: "boolean", default: false },
  // Every date, YYYY-MM-DD in the site's time zone (./date-widget.tsx).
  date: { widget: DATE_WIDGET },
  // The Markdown a text section may hold: no code, quotes or tables (src/vocabulary/markdown.ts).
  markdown: {
    widget: "markdown",
    buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list"],
    editor_components: ["image"],
  },
}
function widgetOf(schema: z.ZodType): Widget | undefined {
  const mark = markOf(schema)
  const reference = HUB_REFERENCES.get(schema)
  return SPECIAL_WIDGETS.get(schema) ?? (reference && hubPicker(reference.folder)) ?? (mark && MARKED_WIDGETS[mark])
}

// Where a field sits: its file's words, and its path in the file.
type FieldPlace = { words: WordsFor; path: string }

// The writers' label and hint for a field; a field without words is named after its key.
function wordsOf(name: string, place?: FieldPlace): { label: string; hint?: string; label_singular?: string } {
  const words = place && (FIELD_WORDS[place.words] as Words)[place.path]
  if (typeof words === "string") return { label: words }
  // Decap names a list of one by its singular: "1 plan", "Add plan".
  if (words) return { label: words[0], hint: words[1], ...(words[2] && { label_singular: words[2] }) }
  return { label: labelOf(name) }
}

/** The Decap field for one schema entry. */
export function cmsField(name: string, schema: z.ZodType, place?: FieldPlace): CmsField {
  const optional = schema instanceof z.ZodOptional
  const inner = unwrapped(schema)
  const withHint = { name, ...wordsOf(name, place), ...(optional && { required: false }) }
  const special = widgetOf(inner)
  // The file pickers only offer paths in their folder, so only the date carries a pattern.
  if (special) return { ...withHint, ...special, ...(special.widget === DATE_WIDGET && patternOf(inner)) }
  // Decap checks the required fields of an optional group even when it is left out, so there
  // they are optional in the form; the preview and the build still ask for them when it is filled.
  // Such a group starts folded, so a section shows the fields most pages fill in.
  if (inner instanceof z.ZodObject)
    return {
      ...withHint,
      widget: "object",
      ...(optional ? { collapsed: true, fields: cmsFields(inner, place).map(notRequired) } : { fields: cmsFields(inner, place) }),
    }
  if (inner instanceof z.ZodArray) {
    const { minItems, maxItems } = jsonSchemaOf(inner)
    const picked = HUB_REFERENCES.get(inner.element as z.ZodType)
    if (picked) return { ...withHint, ...hubPicker(picked.folder), multiple: true, min: minItems, max: maxItems }
    const element = inner.element as z.ZodType
    const items =
      element instanceof z.ZodDiscriminatedUnion
        ? { types: typedItems(element, place) }
        : element instanceof z.ZodObject
          ? { fields: cmsFields(element, place), ...summaryOf(element) }
          : pagePath === element
            ? { field: { ...cmsField(name, element, place), ...PAGE_PICKER } }
            : { field: cmsField(name, element, place) }
    return { ...withHint, widget: "list", ...items, ...(minItems !== undefined && { min: minItems }), ...(maxItems !== undefined && { max: maxItems }) }
  }
  // A required choice starts on its first option: left empty, it is only a mistake to correct.
  if (inner instanceof z.ZodEnum) {
    const options = inner.options as string[]
    return { ...withHint, widget: "select", options, ...(!optional && { default: options[0] }) }
  }
  // A whole number (a feed's entries) is saved as a number, within the schema's bounds.
  if (inner instanceof z.ZodNumber) {
    const { minimum, maximum } = jsonSchemaOf(inner)
    return { ...withHint, widget: "number", value_type: "int", min: minimum, max: maximum }
  }
  const { maxLength } = jsonSchemaOf(inner)
  return { ...withHint, widget: maxLength !== undefined && maxLength > 120 ? "text" : "string", ...patternOf(inner) }
}

const notRequired = (field: CmsField): CmsField => ({ ...field, required: false, ...(field.fields && { fields: field.fields.map(notRequired) }) })

// A list of several kinds of item (a page's sections): Decap's typed list, keyed by "type" as the
// files are; each kind's words sit under its name (sections.opening.heading).
function typedItems(union: z.ZodDiscriminatedUnion, place?: FieldPlace): CmsField[] {
  return (union.options as z.ZodObject[]).map((option) => {
    const { type, ...shape } = option.shape
    const name = String((type as z.ZodLiteral).value)
    const at = place && { words: place.words, path: `${place.path}.${name}` }
    const { label, hint, ...words } = wordsOf(name, at)
    // The "Add section" menu shows each kind's name over its one-line description (src/cms/editor-style.ts);
    // an added section is known by its summary, or by its kind's name.
    const item = z.strictObject(shape)
    return {
      name,
      label: hint ? `${label}\n${hint}` : label,
      ...words,
      widget: "object",
      fields: cmsFields(item, at),
      summary: summaryOf(item).summary ?? label,
    }
  })
}

// A page's address among those listed: picked by title from every page, articles too (a hidden collection of them all).
const PAGE_PICKER = { widget: "relation", collection: "everyPage", search_fields: ["title", "path"], value_field: "path", display_fields: ["title"] }

// What a collapsed list item shows: the fields a writer knows it by (a feature's title, a
// figure's value and label, a link's label, a question, a quote's or plan's name, a redirect's
// two ends), not Decap's default, its first field.
const SUMMARY_FIELDS = [["value", "label"], ["title"], ["label"], ["heading"], ["question"], ["name"], ["body"], ["from", "to"]]
function summaryOf(item: z.ZodObject): Pick<CmsField, "summary"> {
  const names = SUMMARY_FIELDS.find((fields) => fields.every((field) => field in item.shape))
  // A text is known by its first words.
  if (names?.[0] === "body") return { summary: "{{fields.body | truncate(60, '…')}}" }
  if (names?.[0] === "from") return { summary: "{{fields.from}} → {{fields.to}}" }
  return names ? { summary: names.map((field) => `{{fields.${field}}}`).join(" ") } : {}
}

// A pattern the form checks before saving, with the schema's message: the schema's own regex,
// or for plain text its maximum length.
function patternOf(schema: z.ZodType): Pick<CmsField, "pattern"> {
  const { pattern, maxLength } = jsonSchemaOf(schema)
  if (pattern) return { pattern: [pattern, messageFor(schema, "\u0000")!] }
  if (maxLength !== undefined) return { pattern: [`^[\\s\\S]{0,${maxLength}}$`, messageFor(schema, "x".repeat(maxLength + 1))!] }
  return {}
}

export const cmsFields = (schema: z.ZodObject, place?: FieldPlace) =>
  Object.entries(schema.shape).map(([name, field]) =>
    cmsField(name, field as z.ZodType, place && { words: place.words, path: place.path ? `${place.path}.${name}` : name }),
  )

// Each date field learns the site's time zone, for its Today.
const inZone = (fields: CmsField[], zone: string): CmsField[] =>
  fields.map((field) => ({
    ...field,
    ...(field.widget === DATE_WIDGET && { zone }),
    ...(field.fields && { fields: inZone(field.fields, zone) }),
    ...(field.types && { types: inZone(field.types, zone) }),
    ...(field.field && { field: inZone([field.field], zone)[0] }),
  }))

const formFields = (schema: z.ZodObject, words: WordsFor, zone: string) => inZone(cmsFields(schema, { words, path: "" }), zone)

// The pages' folder, where the Pages and the Articles each list theirs; images are kept in
// content/images/ and named from the page's file.
const PAGE_FILES = {
  folder: "content/pages",
  extension: "md",
  identifier_field: "title",
  slug: "{{slug}}",
  media_folder: "../images",
  public_folder: "../images",
}

// An article's form asks for its date and its author, which make a page an article; its first section is a text.
const ARTICLE_REQUIRES = new Set(["date", "author"])
const articleFields = (fields: CmsField[]): CmsField[] =>
  fields.map((field) => {
    if (ARTICLE_REQUIRES.has(field.name)) {
      const { required: _optional, ...required } = field
      return required
    }
    return field.name === "sections" ? { ...field, default: [{ type: "text" }] } : field
  })

// The text of each legal document, below the front matter.
const body = (hint: string, options: Record<string, unknown> = {}): CmsField => ({
  name: "body",
  label: BODY_LABELS.legal,
  widget: "markdown",
  hint,
  ...options,
})

// The names the editor knows src/cms/content-format.ts by: the files' own format, one for each
// collection, as each writes its entries in its own form's order.
export const CONTENT_FORMATS = {
  pages: "content-pages",
  articles: "content-articles",
  everyPage: "content-every-page",
  settings: "content-settings",
  legal: "content-legal",
  authors: "content-authors",
  topics: "content-topics",
} as const

/** The GitHub repository and branch; the port of `npm run cms`'s backend when the editor's address names one. */
export type CmsOptions = { repo: string; branch: string; backendPort?: number }

/** The backend port the editor's address names (`/admin/?backend=8123`, as `npm run cms` prints it), or undefined. */
export function backendPortIn(search: string): number | undefined {
  const named = new URLSearchParams(search).get("backend") ?? ""
  const port = Number(named)
  return /^\d{1,5}$/.test(named) && port > 0 && port <= 65535 ? port : undefined
}

/** The editor's configuration; `zone` is the site's time zone (site.json's timeZone). */
export function cmsConfig({ repo, branch, backendPort, zone = DEFAULT_TIME_ZONE }: CmsOptions & { zone?: string }) {
  return {
    load_config_file: false,
    // On Netlify: GitHub, signed in through Netlify's GitHub OAuth provider. Locally, `npm run cms`.
    backend: { name: "github", repo, branch },
    // Locally, the backend on the port the editor's address names; otherwise Decap's default, 8081.
    local_backend: backendPort ? { url: `http://localhost:${backendPort}/api/v1` } : true,
    // Each change becomes a branch and a pull request, with its Netlify deploy preview.
    publish_mode: "editorial_workflow",
    media_folder: "content/images",
    public_folder: "../images",
    collections: [
      {
        ...PAGE_FILES,
        name: "pages",
        label: "Pages",
        label_singular: "page",
        description:
          "The landing page, the about page and every page you add, articles aside (they are in Articles). A page's address is its Page address field; pages under /case-studies/ can be listed on /case-studies.",
        // Decap reads the format of a collection, not of each file.
        format: CONTENT_FORMATS.pages,
        filter: { field: LISTED_AS, value: "page" },
        create: true,
        summary: "{{title}} ({{path}})",
        sortable_fields: ["title", "path"],
        fields: formFields(pageSchema, "page", zone),
      },
      // An article is a page with a date and an author, kept in content/pages/ too: a collection of its
      // own, whose form asks for both and speaks of articles.
      {
        ...PAGE_FILES,
        name: "articles",
        label: "Articles",
        label_singular: "article",
        description:
          "The hub's articles: each a page with a date and an author (from Authors), and topics (from Topics), kept in content/pages/ with the other pages. Its address is under the page that lists the articles, like /insights/apportionment-explained.",
        format: CONTENT_FORMATS.articles,
        filter: { field: LISTED_AS, value: "article" },
        create: true,
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title"],
        fields: articleFields(formFields(pageSchema, "article", zone)),
      },
      // Every page, articles among them, for a list's pages picked by title; never shown itself.
      {
        ...PAGE_FILES,
        name: "everyPage",
        label: "Every page",
        format: CONTENT_FORMATS.everyPage,
        hide: true,
        create: false,
        delete: false,
        fields: formFields(pageSchema, "page", zone),
      },
      {
        name: "settings",
        label: "Site settings",
        format: CONTENT_FORMATS.settings,
        files: [{ name: "site", label: "Site settings", file: "content/site.json", fields: formFields(siteSchema, "site", zone) }],
      },
      {
        name: "authors",
        label: "Authors",
        label_singular: "author",
        description: "Who writes the articles: one file each, named from the author's name (its id, like maya-lindqvist), which an article's Author picks.",
        folder: "content/authors",
        extension: "md",
        format: CONTENT_FORMATS.authors,
        create: true,
        identifier_field: "name",
        slug: "{{slug}}",
        media_folder: "../images",
        public_folder: "../images",
        fields: [
          ...formFields(authorType.schema, "author", zone),
          body("A short biography: paragraphs, lists and links.", {
            label: BODY_LABELS.author,
            buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
            editor_components: [],
          }),
        ],
      },
      {
        name: "topics",
        label: "Topics",
        label_singular: "topic",
        description: "What the articles are about: one file each, named from the topic's name (its id), which an article's Topics pick.",
        folder: "content/topics",
        extension: "md",
        format: CONTENT_FORMATS.topics,
        create: true,
        identifier_field: "name",
        slug: "{{slug}}",
        fields: formFields(topicType.schema, "topic", zone),
      },
      {
        name: "legal",
        label: "Legal documents",
        label_singular: "legal document",
        folder: "content/legal",
        extension: "md",
        format: CONTENT_FORMATS.legal,
        create: true,
        identifier_field: "title",
        summary: "{{title}} ({{path}})",
        slug: "{{slug}}",
        fields: [
          ...formFields(legalSchema, "legal", zone),
          body("The document. Headings, paragraphs, lists, links, bold and italic: the page and the PDF show the same text.", {
            buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list"],
            editor_components: [],
          }),
        ],
      },
    ],
  }
}
