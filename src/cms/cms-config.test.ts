/** @jest-environment node */
import { cmsConfig, cmsField, type CmsField } from "./cms-config"
import { FIELD_WORDS } from "./field-words"
import { aboutSchema, homeSchema, legalSchema, siteSchema } from "../content/schema"
import type { z } from "zod"

const config = cmsConfig({ repo: "owner/site", branch: "main" })
const collection = (name: string) => config.collections.find((c) => c.name === name)!
const fileFields = (collectionName: string, fileName: string) => (collection(collectionName).files as Array<{ name: string; fields: CmsField[] }>).find((f) => f.name === fileName)!.fields
const find = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!

// Every key of the schema, nested, as dotted paths; and the same for the CMS fields.
function schemaPaths(schema: z.ZodType, prefix = ""): string[] {
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> } }).def
  if (def.type === "optional") return schemaPaths(def.innerType!, prefix)
  if (def.type === "array") return schemaPaths(def.element!, prefix)
  if (def.type !== "object") return []
  return Object.entries(def.shape!).flatMap(([key, child]) => [`${prefix}${key}`, ...schemaPaths(child, `${prefix}${key}.`)])
}
const cmsPaths = (fields: CmsField[], prefix = ""): string[] =>
  fields.flatMap((f) => [`${prefix}${f.name}`, ...cmsPaths(f.fields ?? f.field?.fields ?? [], `${prefix}${f.name}.`)])

test.each([
  ["site.json", siteSchema, fileFields("settings", "site")],
  ["home.md", homeSchema, fileFields("pages", "home")],
  ["about.md", aboutSchema, fileFields("pages", "about").filter((f) => f.name !== "body")],
  ["legal/*.md", legalSchema, (collection("legal").fields as CmsField[]).filter((f) => f.name !== "body")],
])("the form for %s has exactly the schema's fields, nested as in the file", (_, schema, fields) => {
  expect(cmsPaths(fields).sort()).toEqual(schemaPaths(schema).sort())
})

test("text fields carry the schema's length limit and message; long ones are text areas", () => {
  const home = fileFields("pages", "home")
  const heading = find(home, "hero").fields!.find((f) => f.name === "heading")!
  expect(heading).toMatchObject({ widget: "string", pattern: ["^[\\s\\S]{0,80}$", "expected at most 80 characters"] })
  expect(find(home, "hero").fields!.find((f) => f.name === "lead")).toMatchObject({ widget: "text" })
})

test("patterns are the schema's own, with the build's messages: https URLs, dates, section ids", () => {
  const site = fileFields("settings", "site")
  expect(site.find((f) => f.name === "appLoginUrl")!.pattern![1]).toBe("expected an https:// URL")
  expect(new RegExp(site.find((f) => f.name === "appLoginUrl")!.pattern![0]).test("http://x.example")).toBe(false)
  const legal = collection("legal").fields as CmsField[]
  expect(legal.find((f) => f.name === "lastUpdated")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false, pattern: ["^\\d{4}-\\d{2}-\\d{2}$", "expected a date written YYYY-MM-DD"] })
  expect(legal.find((f) => f.name === "pdf")).toMatchObject({ widget: "file", media_folder: "/static/legal", public_folder: "/legal" })
  expect(find(fileFields("pages", "home"), "features").fields!.find((f) => f.name === "id")!.pattern![1]).toBe("expected a lowercase id like features")
})

test("lists keep the schema's minimum and maximum; icons are a select of the known names; optional fields are not required", () => {
  const items = find(fileFields("pages", "home"), "features").fields!.find((f) => f.name === "items")!
  expect(items).toMatchObject({ widget: "list", min: 1, max: 9 })
  expect(items.fields!.find((f) => f.name === "icon")).toMatchObject({ widget: "select", options: ["draft", "summary", "rating", "template", "shield", "clock", "speed", "chart"] })
  const team = find(fileFields("pages", "about"), "team").fields!
  expect(team.find((f) => f.name === "photo")).toMatchObject({ widget: "image", required: false })
  expect(team.find((f) => f.name === "photoAlt")).toMatchObject({ widget: "string", required: false })
  const meta = find(fileFields("pages", "home"), "hero").fields!.find((f) => f.name === "preview")!.fields!.find((f) => f.name === "meta")!
  expect(meta).toMatchObject({ widget: "list", min: 1, max: 4, field: { widget: "string" } })
})

test("a single field maps on its own, named after its key when it has no words", () => {
  expect(cmsField("primaryCta", homeSchema.shape.hero.shape.primaryCta)).toMatchObject({ name: "primaryCta", label: "Primary cta", widget: "string" })
})

test.each([
  ["home", homeSchema],
  ["about", aboutSchema],
  ["site", siteSchema],
  ["legal", legalSchema],
] as const)("every field of %s has the writers' words, and no words are left for a field that is gone", (file, schema) => {
  expect(Object.keys(FIELD_WORDS[file]).sort()).toEqual(schemaPaths(schema).sort())
})

test("labels and hints reach the form, nested fields included", () => {
  const hero = find(fileFields("pages", "home"), "hero")
  expect(hero.fields!.find((f) => f.name === "heading")).toMatchObject({ label: "Main heading", hint: "The page's main heading." })
  const icon = find(fileFields("pages", "home"), "features").fields!.find((f) => f.name === "items")!.fields!.find((f) => f.name === "icon")
  expect(icon).toMatchObject({ label: "Icon" })
  expect((collection("legal").fields as CmsField[]).find((f) => f.name === "lastUpdated")).toMatchObject({ label: "Last updated", hint: "The document's revision date." })
  expect(find(fileFields("settings", "site"), "footer").fields!.find((f) => f.name === "columns")!.fields!.find((f) => f.name === "items")!.fields!.find((f) => f.name === "to")).toMatchObject({ label: "Link" })
})

test("collapsed list items read as what a writer knows them by, for every list of items in the form", () => {
  const home = fileFields("pages", "home")
  const site = fileFields("settings", "site")
  const list = (fields: CmsField[], ...names: string[]) => names.reduce<CmsField>((field, name) => field.fields!.find((f) => f.name === name)!, { fields } as CmsField)
  expect(list(home, "features", "items").summary).toBe("{{fields.title}}")
  expect(list(home, "benefits", "items").summary).toBe("{{fields.value}} {{fields.label}}")
  expect(list(home, "hero", "preview", "sections").summary).toBe("{{fields.heading}}")
  expect(list(site, "footer", "columns").summary).toBe("{{fields.title}}")
  expect(list(site, "footer", "columns", "items").summary).toBe("{{fields.label}}")
  expect(list(site, "header", "links").summary).toBe("{{fields.label}}")
  expect(list(site, "founder", "profiles").summary).toBe("{{fields.label}}")
  // No list of items is left on Decap's default.
  const itemLists = (fields: CmsField[]): CmsField[] => fields.flatMap((f) => [...(f.widget === "list" && f.fields ? [f] : []), ...itemLists(f.fields ?? [])])
  for (const field of [...itemLists(home), ...itemLists(site)]) expect(field.summary).toMatch(/^\{\{fields\.\w+\}\}/)
})
