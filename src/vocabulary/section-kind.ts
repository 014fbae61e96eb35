// What a kind of page section is, in one place: its schema (which the build checks, the editor's
// form is made from and the GraphQL type is derived from), its editor words and what the build
// adds to it. Each kind is a folder of src/sections/ registered in src/sections/kinds.ts; its view in
// src/sections/views.tsx.
import { z } from "zod"
import { sectionId } from "./fields"
import type { Address, ListablePage } from "./addresses"
import type { DeepReadonly } from "./schema"
import type { Problem } from "./problems"
import type { PageNodes } from "./publishing"

/** A field's label, or its label and hint; a list's also names one of its items ("plan"), as the editor counts them. */
export type FieldWords = string | [label: string, hint: string] | [label: string, hint: string, one: string]
/** The editor's label and hint for the kind (key "") and each of its fields, by the field's path in the section (list items share their list's). */
export type KindWords = Record<string, FieldWords>

/** Where a section stands: the page's file and address, and every page and document's address. */
export type SectionPlace = { file: string; field: string; pagePath: unknown; addresses: readonly Address[]; site?: Record<string, unknown> }

type NodeModel = PageNodes

/** A field the page draws that its file does not hold, found when the page is queried. */
export type DerivedField = {
  /** Its GraphQL type, written in SDL. */
  type: string
  /** Its arguments' GraphQL types ({ page: "Int" }), if it takes any. */
  args?: Record<string, string>
  /** What the page query asks of it, its arguments and a selection set ("(page: $listPage) { path title }"), or "" for a scalar. */
  select: string
  resolve(section: Record<string, unknown>, context: { nodeModel: NodeModel }, args: Record<string, unknown>): Promise<unknown>
  /** The same, for the editor's preview, from the pages the editor knows. */
  preview(section: Record<string, unknown>, page: { path: string }, pages: readonly ListablePage[]): unknown
}

export type SectionKind<T extends string = string, S extends z.ZodObject = z.ZodObject> = {
  type: T
  schema: S
  words: KindWords
  /** Each image field's size on the page, as gatsbyImageData's arguments, by its path in the section. */
  imageSizes?: Record<string, string>
  /** What a node keeps beside the section's own fields, from the page it is on. */
  onNode?(page: { path: string }): Record<string, unknown>
  derived?: Record<string, DerivedField>
  /** The anchors it gives its page besides its id, which /page#anchor links may name. */
  anchors?(section: Record<string, unknown>): string[]
  /** The other ids its view gives its elements (a footnote's, a form field's), from the section's name on the page (src/vocabulary/page-ids.ts). */
  ids?(section: Record<string, unknown>, name: string): string[]
  /** Checks against other files (a page it names exists), beyond its own schema. */
  problems?(section: Record<string, unknown>, place: SectionPlace): Problem[]
  /** What the build and the editor warn of in a section that still builds, each message with its field in the section ("items[1].button"). */
  warnings?(section: Record<string, unknown>): Array<{ field: string; message: string }>
}

/** A section of the kind `Kind` as its file holds it, read-only as the views read it: `SectionOf<typeof cards>`. */
export type SectionOf<Kind extends { schema: z.ZodType }> = DeepReadonly<z.infer<Kind["schema"]>>

/** A section's schema: its `type`, the `id` every section may have (/page#id links to it), and its own fields. */
export const kindSchema = <T extends string, Shape extends z.ZodRawShape>(type: T, shape: Shape) =>
  z.strictObject({ type: z.literal(type), id: sectionId.optional(), ...shape })

// Words several kinds' fields share.
export const ANCHOR: [string, string] = ["Section anchor", "Optional: features makes /#features (or /pricing#features) link to this section."]
export const INTRO: [string, string] = ["Introduction", "Optional: one line under the heading."]
export const LINK_TO: [string, string] = ["Link", "/about, /#features (a page and a section on it), mailto:… or https://…"]
