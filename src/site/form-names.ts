// Forms across the site: each one's name is its own.
import type { Problem } from "../vocabulary/problems"
import { sectionsOf } from "../sections/kinds"
import type { Parsed } from "./content-files"

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
