// The page query's fragment for the section kinds (src/sections/section-fields.ts) and the fragments
// of the content types' fields (src/templates/content-type-fields.ts: an article's, an author's, a
// topic's), written from their schemas before Gatsby reads the queries, so a new or changed kind or
// field needs no query written.
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { sectionFieldsSource } from "./section-types"
import { contentTypeFieldsSource } from "./content-type-graphql"

export const SECTION_FIELDS_FILE = path.join("src", "sections", "section-fields.ts")

export const CONTENT_TYPE_FIELDS_FILE = path.join("src", "templates", "content-type-fields.ts")

export function writeSectionFields(reporter: Reporter, root = process.cwd()): void {
  write(reporter, path.join(root, SECTION_FIELDS_FILE), sectionFieldsSource(), "the section kinds changed")
  write(reporter, path.join(root, CONTENT_TYPE_FIELDS_FILE), contentTypeFieldsSource(), "a content type's fields changed")
}

function write(reporter: Reporter, file: string, source: string, why: string) {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === source) return
  fs.writeFileSync(file, source)
  reporter.info(`Wrote ${path.relative(process.cwd(), file)}: ${why}.`)
}
