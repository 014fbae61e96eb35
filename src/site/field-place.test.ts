/** @jest-environment node */
import { cmsConfig, type CmsField } from "../cms/cms-config"
import { fieldPlace, pageWarningLines } from "./field-place"

const page = { sections: [{ type: "opening" }, { type: "cards" }, { type: "figures" }, { type: "plans", items: [{}, {}] }, { type: "form" }] }

test.each([
  ["sections[3].items[1].price", "Section 4 (Plans), plan 2: Price"],
  ["sections[4].fields[0].kind", "Section 5 (Form), field 1: Kind"],
  ["sections[0].buttons[1].to", "Section 1 (Opening), button 2: Link"],
  ["sections[0].preview.sections[2].heading", "Section 1 (Opening), Sample report, report section 3: Heading"],
  ["sections[3].items[0].features[2]", "Section 4 (Plans), plan 1, line 3"],
  ["sections[3].items[0].button.to", "Section 4 (Plans), plan 1, Button: Link"],
  ["sections[1]", "Section 2 (Cards)"],
  ["sections[1].items", "Section 2 (Cards): Cards"],
  ["sections", "Sections"],
  ["path", "Page address"],
])("a page's %s is, in the editor's words, %s", (field, place) => {
  expect(fieldPlace("content/pages/pricing.md", field, page)).toBe(place)
})

test("a section of no known kind is counted, and a field without words is named after its key", () => {
  expect(fieldPlace("content/pages/x.md", "sections[0].type", { sections: [{ type: "gallery" }] })).toBe("Section 1: Type")
})

test("the settings' and a legal document's fields are named in their own words", () => {
  expect(fieldPlace("content/site.json", "footer.columns[1].items[2].to")).toBe("Footer, column 2, item 3: Link")
  expect(fieldPlace("content/site.json", "redirects[0].from")).toBe("Redirect 1: From")
  expect(fieldPlace("content/legal/privacy-policy.md", "lastUpdated")).toBe("Last updated")
  expect(fieldPlace("a new entry in legal", "path")).toBe("Page address")
})

// Every list names one of its items, so the editor says "1 field", "Add plan", and a message counts "plan 2".
test("every list of the form has its singular", () => {
  const lists = (fields: readonly CmsField[]): CmsField[] =>
    fields.flatMap((field) => [...(field.widget === "list" ? [field] : []), ...lists(field.fields ?? field.types ?? field.field?.fields ?? [])])
  const config = cmsConfig({ repo: "a/b", branch: "main" })
  const all = config.collections.flatMap((collection) => lists((collection.fields ?? collection.files?.[0]?.fields ?? []) as CmsField[]))
  expect(all.length).toBeGreaterThan(15)
  expect(all.filter((field) => !field.label_singular).map((field) => field.label)).toEqual([])
})

test("a warning names its field as a problem does, in the editor's words", () => {
  const plans = { sections: [{ type: "opening" }, { type: "plans", items: [{ name: "Solo", button: { label: "Start", to: "/" } }, { name: "Clinic" }] }] }
  expect(pageWarningLines("content/pages/pricing.md", plans)).toEqual([
    'content/pages/pricing.md: Section 2 (Plans), plan 2: Button: expected a button on each plan, so its reader can act on it; "Clinic" has none (it builds, without a call to action)',
  ])
})
