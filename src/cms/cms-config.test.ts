/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { backendPortIn, cmsConfig, cmsField, type CmsField } from "./cms-config"
import { FIELD_WORDS } from "../site/field-words"
import { legalSchema, siteSchema } from "../vocabulary/schema"
import { pageSchema } from "../site/page-schema"
import { SECTION_KINDS } from "../sections/kinds"
import { z } from "zod"
import { HUB_REFERENCES } from "../vocabulary/content-type"

const config = cmsConfig({ repo: "owner/site", branch: "main" })
const collection = (name: string) => config.collections.find((c) => c.name === name)!
const fileFields = (collectionName: string, fileName: string) =>
  (collection(collectionName).files as Array<{ name: string; fields: CmsField[] }>).find((f) => f.name === fileName)!.fields
const find = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!
const pageFields = collection("pages").fields as CmsField[]
// The fields of one kind of page section, as the typed list offers it.
const sectionFields = (type: string) => find(pageFields, "sections").types!.find((t) => t.name === type)!.fields!

// Every key of the schema, nested, as dotted paths; and the same for the CMS fields.
function schemaPaths(schema: z.ZodType, prefix = ""): string[] {
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> } }).def
  if (def.type === "optional") return schemaPaths(def.innerType!, prefix)
  if (def.type === "array") return schemaPaths(def.element!, prefix)
  // A typed list: each kind's fields under its name, as the words and the form name them.
  if (def.type === "union") {
    return (def as unknown as { options: z.ZodObject[] }).options.flatMap((option) => {
      const { type, ...shape } = option.shape
      const name = String((type as z.ZodLiteral).value)
      return [
        `${prefix.slice(0, -1)}.${name}`,
        ...Object.entries(shape).flatMap(([key, child]) => [`${prefix}${name}.${key}`, ...schemaPaths(child as z.ZodType, `${prefix}${name}.${key}.`)]),
      ]
    })
  }
  if (def.type !== "object") return []
  return Object.entries(def.shape!).flatMap(([key, child]) => [`${prefix}${key}`, ...schemaPaths(child, `${prefix}${key}.`)])
}
const cmsPaths = (fields: CmsField[], prefix = ""): string[] =>
  fields.flatMap((f) => [`${prefix}${f.name}`, ...cmsPaths(f.fields ?? f.field?.fields ?? f.types ?? [], `${prefix}${f.name}.`)])

test.each([
  ["site.json", siteSchema, fileFields("settings", "site")],
  ["pages/*.md", pageSchema, pageFields],
  ["legal/*.md", legalSchema, (collection("legal").fields as CmsField[]).filter((f) => f.name !== "body")],
])("the form for %s has exactly the schema's fields, nested as in the file", (_, schema, fields) => {
  expect(cmsPaths(fields).sort()).toEqual(schemaPaths(schema).sort())
})

test("text fields carry the schema's length limit and message; long ones are text areas", () => {
  const heading = find(sectionFields("opening"), "heading")
  expect(heading).toMatchObject({ widget: "string", pattern: ["^[\\s\\S]{0,80}$", "expected at most 80 characters"] })
  expect(find(sectionFields("opening"), "lead")).toMatchObject({ widget: "text" })
})

test("a feed's entries are a whole number within the schema's bounds, saved as a number", () => {
  expect(find(fileFields("settings", "site"), "feedEntries")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 100, required: false })
})

test("patterns are the schema's own, with the build's messages: https URLs, dates, section ids", () => {
  const site = fileFields("settings", "site")
  expect(site.find((f) => f.name === "appLoginUrl")!.pattern![1]).toBe("expected an https:// URL")
  expect(new RegExp(site.find((f) => f.name === "appLoginUrl")!.pattern![0]).test("http://x.example")).toBe(false)
  const siteUrl = site.find((f) => f.name === "siteUrl")!.pattern!
  expect(siteUrl[1]).toBe('expected the site\'s address alone, like https://www.example.com (lowercase, no path and no closing "/")')
  expect(["https://www.example.com", "https://www.example.com/"].map((value) => new RegExp(siteUrl[0]).test(value))).toEqual([true, false])
  const legal = collection("legal").fields as CmsField[]
  expect(legal.find((f) => f.name === "lastUpdated")).toMatchObject({
    widget: "site-date",
    pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "expected a date written YYYY-MM-DD"],
  })
  expect(legal.find((f) => f.name === "pdf")).toMatchObject({ widget: "file", media_folder: "/static/legal", public_folder: "/legal" })
  expect(find(sectionFields("cards"), "id").pattern![1]).toBe("expected a lowercase id like features")
  expect(find(pageFields, "path").pattern![1]).toBe('expected a page address like "/pricing" or "/case-studies/orthopaedic-practice"')
})

test("lists keep the schema's minimum and maximum; icons are a select of the known names; optional fields are not required", () => {
  const items = find(sectionFields("cards"), "items")
  expect(items).toMatchObject({ widget: "list", min: 1, max: 9 })
  expect(items.fields!.find((f) => f.name === "icon")).toMatchObject({
    widget: "select",
    options: ["draft", "summary", "rating", "template", "shield", "clock", "speed", "chart"],
  })
  const team = sectionFields("team")
  expect(team.find((f) => f.name === "photo")).toMatchObject({ widget: "image", required: false })
  expect(team.find((f) => f.name === "photoAlt")).toMatchObject({ widget: "string", required: false })
  const meta = find(sectionFields("opening"), "preview").fields!.find((f) => f.name === "meta")!
  expect(meta).toMatchObject({ widget: "list", min: 1, max: 4, field: { widget: "string" } })
  expect(find(sectionFields("opening"), "buttons")).toMatchObject({ widget: "list", max: 2, required: false })
})

test("a video and its captions are picked from content/videos/ beside the images, its poster from the images, and the file keeps the path the page names", () => {
  const video = sectionFields("video")
  const picker = { widget: "file", media_folder: "../videos", public_folder: "../videos", choose_url: false }
  expect(find(video, "file")).toMatchObject(picker)
  expect(find(video, "captions")).toMatchObject(picker)
  expect(find(video, "poster")).toMatchObject({ widget: "image" })
  expect(find(video, "description")).not.toHaveProperty("required")
  expect(find(video, "transcript")).toMatchObject({ widget: "markdown", required: false })
})

test("a single field maps on its own, named after its key when it has no words", () => {
  expect(cmsField("notesHeading", pageSchema.shape.title)).toMatchObject({ name: "notesHeading", label: "Notes heading", widget: "string" })
})

test("a page is a list of typed sections, one kind for each the site draws, and a page list picks pages by title", () => {
  const sections = find(pageFields, "sections")
  expect(sections).toMatchObject({ widget: "list", min: 1 })
  // The "Add section" menu names each kind over its one-line description.
  expect(sections.types!.map((t) => [t.name, t.label])).toEqual(SECTION_KINDS.map(({ type, words }) => [type, (words[""] as [string, string]).join("\n")]))
  expect(sections.types!.find((t) => t.name === "team")!.label).toBe("Team card\nThe founder's card; name, role and profiles are in the site settings.")
  // Every kind reads as what a writer knows it by when collapsed: its heading, a quote's name, or a text's first words.
  for (const type of sections.types!) expect(type.summary).toMatch(/^\{\{fields\.(heading\}\}|name\}\}|body \| truncate\(60, '…'\)\}\})$/)
  expect(find(sectionFields("text"), "body")).toMatchObject({ widget: "markdown", editor_components: ["image"] })
  // Any page, an article too, from the hidden collection of every page.
  expect(find(sectionFields("pageList"), "pages")).toMatchObject({
    widget: "list",
    field: { widget: "relation", collection: "everyPage", value_field: "path" },
  })
  expect(collection("everyPage")).toMatchObject({ folder: "content/pages", hide: true, create: false })
  expect(collection("everyPage")).not.toHaveProperty("filter")
  expect(find(sectionFields("figures"), "items").fields!.find((f) => f.name === "basis")).not.toHaveProperty("required")
  expect(collection("pages")).toMatchObject({ folder: "content/pages", create: true, label_singular: "page", media_folder: "../images" })
})

test("an article has a collection of its own, over the pages' folder: its form asks for a date and an author, and its hints speak of articles", () => {
  const articles = collection("articles")
  expect(articles).toMatchObject({
    folder: "content/pages",
    create: true,
    label: "Articles",
    label_singular: "article",
    filter: { field: "listedAs", value: "article" },
  })
  expect(collection("pages")).toMatchObject({ filter: { field: "listedAs", value: "page" } })
  const fields = articles.fields as CmsField[]
  // The same fields, in the same order, as a page's.
  expect(fields.map(({ name }) => name)).toEqual(pageFields.map(({ name }) => name))
  expect(find(fields, "date")).not.toHaveProperty("required")
  expect(find(fields, "author")).not.toHaveProperty("required")
  expect(find(pageFields, "date")).toMatchObject({ required: false })
  expect(find(fields, "path").hint).toMatch(/\/insights\//)
  expect(find(fields, "path").hint).not.toMatch(/case-studies/)
  expect(find(pageFields, "path").hint).toMatch(/case-studies/)
  // A new article starts with a text section.
  expect(find(fields, "sections")).toMatchObject({ default: [{ type: "text" }] })
})

test.each([
  ["page", pageSchema],
  ["article", pageSchema],
  ["site", siteSchema],
  ["legal", legalSchema],
] as const)("every field of %s has the writers' words, and no words are left for a field that is gone", (file, schema) => {
  expect(Object.keys(FIELD_WORDS[file]).sort()).toEqual(schemaPaths(schema).sort())
})

test("labels and hints reach the form, nested fields included", () => {
  expect(find(sectionFields("opening"), "heading")).toMatchObject({ label: "Main heading", hint: "The page's main heading." })
  const icon = find(sectionFields("cards"), "items").fields!.find((f) => f.name === "icon")
  expect(icon).toMatchObject({ label: "Icon" })
  expect((collection("legal").fields as CmsField[]).find((f) => f.name === "lastUpdated")).toMatchObject({
    label: "Last updated",
    hint: "The document's revision date.",
  })
  expect(
    find(fileFields("settings", "site"), "footer")
      .fields!.find((f) => f.name === "columns")!
      .fields!.find((f) => f.name === "items")!
      .fields!.find((f) => f.name === "to"),
  ).toMatchObject({ label: "Link" })
})

test("collapsed list items read as what a writer knows them by, for every list of items in the form", () => {
  const site = fileFields("settings", "site")
  const list = (fields: CmsField[], ...names: string[]) =>
    names.reduce<CmsField>((field, name) => field.fields!.find((f) => f.name === name)!, { fields } as CmsField)
  expect(list(sectionFields("cards"), "items").summary).toBe("{{fields.title}}")
  expect(list(sectionFields("figures"), "items").summary).toBe("{{fields.value}} {{fields.label}}")
  expect(list(sectionFields("opening"), "preview", "sections").summary).toBe("{{fields.heading}}")
  expect(list(sectionFields("opening"), "buttons").summary).toBe("{{fields.label}}")
  expect(list(sectionFields("questions"), "items").summary).toBe("{{fields.question}}")
  expect(list(sectionFields("plans"), "items").summary).toBe("{{fields.name}}")
  expect(find(sectionFields("plans"), "items").fields!.find((f) => f.name === "highlight")).toMatchObject({ widget: "boolean", required: false })
  expect(list(site, "footer", "columns").summary).toBe("{{fields.title}}")
  expect(list(site, "footer", "columns", "items").summary).toBe("{{fields.label}}")
  expect(list(site, "header", "links").summary).toBe("{{fields.label}}")
  expect(list(site, "founder", "profiles").summary).toBe("{{fields.label}}")
  // No list of items is left on Decap's default.
  const itemLists = (fields: CmsField[]): CmsField[] => fields.flatMap((f) => [...(f.widget === "list" && f.fields ? [f] : []), ...itemLists(f.fields ?? [])])
  const home = find(pageFields, "sections").types!.flatMap((type) => type.fields!)
  for (const field of [...itemLists(home), ...itemLists(site)]) expect(field.summary).toMatch(/^\{\{fields\.\w+\}\}/)
})

test("the editor's address names its local backend's port: Decap is told it, and anything but a port leaves Decap's default", () => {
  expect(backendPortIn("?backend=8123")).toBe(8123)
  expect(cmsConfig({ repo: "owner/site", branch: "main", backendPort: 8123 }).local_backend).toEqual({ url: "http://localhost:8123/api/v1" })
  for (const search of ["", "?backend=", "?backend=0", "?backend=65536", "?backend=8123.5", "?backend=1e4", "?backend=evil.example:80", "?backend=-1"])
    expect(backendPortIn(search)).toBeUndefined()
  expect(config.local_backend).toBe(true)
})

// Empty is no answer to a required choice; an optional one starts empty, which leaves it out.
test("every required select starts on its first option, a form field's Kind among them; an optional one starts empty", () => {
  const selects = (fields: readonly CmsField[]): CmsField[] =>
    fields.flatMap((field) => [
      ...(field.widget === "select" ? [field] : []),
      ...selects([...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])]),
    ])
  const all = config.collections.flatMap((c) => selects([...((c.fields as CmsField[]) ?? []), ...(c.files ?? []).flatMap((f) => f.fields as CmsField[])]))
  expect(find(sectionFields("form"), "fields").fields!.find((f) => f.name === "kind")).toMatchObject({ widget: "select", default: "name" })
  for (const select of all) expect(select.default).toBe(select.required === false ? undefined : select.options![0])
  // The same in every collection of pages (the Pages, the Articles, every page).
  expect([...new Set(all.map(({ name }) => name))]).toEqual(["icon", "order", "status", "kind"])
})

test("every widget the generated form names is one the editor registers (src/cms/decap.ts)", () => {
  const widgets = (fields: readonly CmsField[]): string[] =>
    fields.flatMap((field) => [field.widget, ...widgets(field.fields ?? []), ...(field.types ?? []).flatMap((type) => widgets(type.fields ?? []))])
  const named = new Set(
    config.collections.flatMap((c) => [...widgets((c.fields ?? []) as CmsField[]), ...(c.files ?? []).flatMap((f) => widgets(f.fields as CmsField[]))]),
  )
  const source = fs.readFileSync(path.join(__dirname, "decap.ts"), "utf8")
  // Decap's widgets, and the site's own date field.
  const registered = [...source.matchAll(/from "decap-cms-widget-([a-z]+)"/g)].map(([, name]) => name)
  if (source.includes(".map((widget) => widget.Widget()), dateWidget]")) registered.push("site-date")
  expect([...named].filter((widget) => widget !== "hidden" && !registered.includes(widget))).toEqual([])
})

test("every date is one field, YYYY-MM-DD, whose Today is a day in the site's time zone: the page's date, a permission, the announcement's days, the security contact's expiry", () => {
  const everyField = (fields: CmsField[]): CmsField[] =>
    fields.flatMap((field) => [field, ...everyField([...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])])])
  const zoned = cmsConfig({ repo: "owner/site", branch: "main", zone: "America/New_York" })
  const fields = zoned.collections.flatMap((entry) =>
    everyField([...(entry.fields ?? []), ...(entry.files?.flatMap((file) => file.fields) ?? [])] as CmsField[]),
  )
  const dates = fields.filter((field) => field.pattern?.[0] === "^\\d{4}-\\d{2}-\\d{2}$")
  expect(dates.map((field) => field.label)).toEqual(
    expect.arrayContaining(["Date", "Permission given on", "First day", "Last day", "Valid until", "Last updated"]),
  )
  for (const field of dates) expect(field).toMatchObject({ widget: "site-date", zone: "America/New_York" })
  expect(fields.filter((field) => field.widget === "site-date")).toEqual(dates)
  expect(fields.some((field) => field.widget === "datetime")).toBe(false)
})

test("authors and topics are collections of their own, and an article picks its author and topics from them by name, keeping their ids", () => {
  expect(collection("authors")).toMatchObject({ folder: "content/authors", create: true, identifier_field: "name", slug: "{{slug}}" })
  expect((collection("authors").fields as CmsField[]).map((field) => field.label)).toEqual([
    "Name",
    "Role",
    "Credentials",
    "Photo",
    "Photo description",
    "Profiles",
    "Biography",
  ])
  expect(collection("topics")).toMatchObject({ folder: "content/topics", create: true })
  expect((collection("topics").fields as CmsField[]).map((field) => field.name)).toEqual(["name", "description"])
  expect(find(pageFields, "author")).toMatchObject({
    widget: "relation",
    collection: "authors",
    value_field: "{{slug}}",
    display_fields: ["name"],
    required: false,
  })
  expect(find(pageFields, "topics")).toMatchObject({ widget: "relation", collection: "topics", value_field: "{{slug}}", multiple: true, min: 1, max: 5 })
})

test("an article's reviewer is picked from the authors as its author is, and its review date on the dates' widget", () => {
  const picker = { widget: "relation", collection: "authors", value_field: "{{slug}}", search_fields: ["name"], display_fields: ["name"], required: false }
  expect(find(pageFields, "author")).toMatchObject(picker)
  expect(find(pageFields, "reviewer")).toMatchObject({ ...picker, label: "Reviewer" })
  expect(find(pageFields, "reviewed")).toMatchObject({ widget: "site-date", label: "Review date", required: false })
})

test("a field is a picker by the folder its schema names, whatever object it is: a new author's id field too", () => {
  const named = z.string().register(HUB_REFERENCES, { folder: "authors" })
  expect(cmsField("editor", named.optional())).toMatchObject({ widget: "relation", collection: "authors", value_field: "{{slug}}" })
  expect(cmsField("list", z.string().register(HUB_REFERENCES, { folder: "topics" }))).toMatchObject({ widget: "relation", collection: "topics" })
  // A list of such ids, another than the article's topics, is one picker of several, within the list's bounds.
  const topics = z
    .array(z.string().register(HUB_REFERENCES, { folder: "topics" }))
    .min(1)
    .max(3)
    .optional()
  expect(cmsField("alsoAbout", topics)).toMatchObject({ widget: "relation", collection: "topics", multiple: true, min: 1, max: 3, required: false })
  expect(find(pageFields, "topics")).toMatchObject({ widget: "relation", collection: "topics", multiple: true, min: 1, max: 5, label_singular: "topic" })
  // A string named by no folder stays a text box.
  expect(cmsField("plain", z.string().optional())).toMatchObject({ widget: "string" })
})
