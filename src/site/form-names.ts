// Forms across the site: each one's name is its own, and the pages they land their visitors on.
import fs from "node:fs"
import path from "node:path"
import type { Problem } from "../content/problems"
import { sectionsOf } from "../sections/kinds"
import { parseFile, type Parsed } from "./content-files"
import { listFiles } from "./content-dir"

/** The pages forms land their visitors on (thank-you pages), which search engines are kept from. */
export function formSuccessPaths(contentDir: string): string[] {
  return listFiles(contentDir)
    .filter((name) => /^pages\/[a-z0-9-]+\.md$/.test(name))
    .flatMap((name) => {
      const result = parseFile(name, fs.readFileSync(path.join(contentDir, name), "utf8"))
      return sectionsOf("data" in result ? result.data : undefined).flatMap((section) =>
        section?.type === "form" && typeof section.success === "string" ? [section.success] : [],
      )
    })
}

// Each form is one entry in Netlify's Forms tab, by its name: no two forms of the site share one.
export function formNameProblems(parsed: Parsed[]): Problem[] {
  const seen = new Map<string, string>()
  return parsed.flatMap(({ file, data }) =>
    sectionsOf(data).flatMap((section, i): Problem[] => {
      if (section?.type !== "form" || typeof section.name !== "string") return []
      const first = seen.get(section.name)
      if (first === undefined) {
        seen.set(section.name, file)
        return []
      }
      return [{ file, field: `sections[${i}].name`, message: `expected a form name no other form has, found "${section.name}" (the form in ${first} has it)` }]
    }),
  )
}
