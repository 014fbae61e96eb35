/** @jest-environment node */
// The section kinds are one list: the page query's fragment, the views, the editor's words and the
// writers' documentation are all made from it or checked against it.
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { photoPath, text } from "../vocabulary/fields"
import { sectionFieldsSource } from "../node/pages/section-types"
import { SECTION_KINDS } from "./kinds"
import { kindSchema } from "../vocabulary/section-kind"
import { SECTION_VIEWS } from "./views"
import { SECTION_FIELDS_FILE } from "../node/pages/section-fields"

const root = path.join(__dirname, "..", "..")

test("the committed page query fragment is the one the kinds' schemas make (a build writes it again)", () => {
  expect(fs.readFileSync(path.join(root, SECTION_FIELDS_FILE), "utf8")).toBe(sectionFieldsSource())
})

test("every kind has a view, and there is no view without a kind", () => {
  expect(Object.keys(SECTION_VIEWS)).toEqual(SECTION_KINDS.map((kind) => kind.type))
})

test("a kind's query asks for every field of its schema, its derived fields and its images' sizes", () => {
  const source = sectionFieldsSource()
  expect(source).toContain("... on TeamSection { id heading bio photo { childImageSharp { gatsbyImageData(width: 128, height: 128,")
  expect(source).toContain(
    '... on PageListSection { id heading intro order pages topic empty entries (page: $listPage) { path title description date(formatString: "YYYY-MM-DD") } pageCount }',
  )
  expect(source).toContain("... on TextSection { id body }")
})

test("an image field with no size on the page stops the build, naming its kind and field", () => {
  const gallery = { type: "gallery", schema: kindSchema("gallery", { items: z.array(z.strictObject({ image: photoPath, alt: text() })) }), words: {} }
  expect(() => sectionFieldsSource([gallery])).toThrow("src/sections/gallery: the image field items.image has no size in imageSizes")
  expect(sectionFieldsSource([{ ...gallery, imageSizes: { "items.image": "width: 64" } }])).toContain(
    "... on GallerySection { id items { image { childImageSharp { gatsbyImageData(width: 64) } } alt } }",
  )
})

test("content/README.md's table of sections has a row for each kind, in the editor's order, naming each of its fields", () => {
  const readme = fs.readFileSync(path.join(root, "content", "README.md"), "utf8")
  const table = readme.slice(readme.indexOf("| `type` | What it draws | Fields |")).split("\n\n")[0]!
  const rows = table.split("\n").slice(2)
  expect(rows.map((row) => /^\| `(\w+)` \|/.exec(row)?.[1])).toEqual(SECTION_KINDS.map((kind) => kind.type))
  for (const [i, kind] of SECTION_KINDS.entries()) {
    const fields = Object.keys(kind.schema.shape).filter((field) => field !== "type" && field !== "id")
    expect([kind.type, fields.filter((field) => !rows[i]!.includes(`\`${field}\``))]).toEqual([kind.type, []])
  }
})
