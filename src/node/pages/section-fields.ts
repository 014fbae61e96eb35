// The page query's fragment for the section kinds (src/sections/section-fields.ts), written from
// their schemas before Gatsby reads the queries, so a new or changed kind needs no query written.
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { sectionFieldsSource } from "./section-types"

export const SECTION_FIELDS_FILE = path.join("src", "sections", "section-fields.ts")

export function writeSectionFields(reporter: Reporter, root = process.cwd()): void {
  const file = path.join(root, SECTION_FIELDS_FILE)
  const source = sectionFieldsSource()
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === source) return
  fs.writeFileSync(file, source)
  reporter.info(`Wrote ${SECTION_FIELDS_FILE}: the section kinds changed.`)
}
