// A page's schema: its title, address and date, and its sections, each of one of the kinds
// (src/sections/kinds.ts). The site's assembly: it stands above the kinds it is made of.
import { z } from "zod"
import { PAGE_MAX_SECTIONS } from "../vocabulary/limits"
import { drawnText, isoDate, pagePath } from "../vocabulary/fields"
import type { DeepReadonly } from "../vocabulary/schema"
import { sectionSchema } from "../sections/kinds"
import { hubPageFields } from "../vocabulary/hub-schema"

export const pageSchema = z.strictObject({
  title: drawnText(70),
  description: drawnText(160),
  path: pagePath,
  // Optional: when the page was published, for lists of pages newest first.
  date: isoDate.optional(),
  ...hubPageFields,
  sections: z
    .array(sectionSchema)
    .min(1, "expected at least one section")
    .max(PAGE_MAX_SECTIONS, `expected at most ${PAGE_MAX_SECTIONS} sections (split the page)`),
})

export type PageContent = DeepReadonly<z.infer<typeof pageSchema>>
export type Section = PageContent["sections"][number]
