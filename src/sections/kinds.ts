// Every kind of page section, in the order the editor offers them: adding a kind is adding its
// folder and a line here, and its view in ./views.tsx.
import { z } from "zod"
import type { FieldMark } from "../vocabulary/fields"
import type { Problem } from "../vocabulary/problems"
import { assurances } from "./assurances/kind"
import { callToAction } from "./callToAction/kind"
import { cards } from "./cards/kind"
import { figures } from "./figures/kind"
import { form } from "./form/kind"
import { type MarkedValue, markedValues } from "./marked-fields"
import { opening } from "./opening/kind"
import { logos } from "./logos/kind"
import { pageList } from "./pageList/kind"
import { plans } from "./plans/kind"
import { questions } from "./questions/kind"
import { quote } from "./quote/kind"
import { steps } from "./steps/kind"
import type { SectionKind } from "../vocabulary/section-kind"
import { team } from "./team/kind"
import { text } from "./text/kind"
import { video } from "./video/kind"

export const SECTION_KINDS = [
  opening,
  cards,
  figures,
  text,
  team,
  callToAction,
  pageList,
  questions,
  steps,
  quote,
  logos,
  plans,
  assurances,
  form,
  video,
] as const

type Kinds = typeof SECTION_KINDS
export type SectionType = Kinds[number]["type"]
/** The kind named `type`, if there is one. */
export const sectionKind = (type: unknown): SectionKind | undefined => SECTION_KINDS.find((kind) => kind.type === type)

type KindSchema = Kinds[number]["schema"]
const schemas = SECTION_KINDS.map((kind) => kind.schema) as [KindSchema, ...KindSchema[]]
/** A section of any kind, told apart by its "type", as Decap's typed lists write it. */
export const sectionSchema = z.discriminatedUnion("type", schemas, {
  error: `expected a section whose type is one of ${SECTION_KINDS.map((kind) => kind.type).join(", ")}`,
})

/** A page's sections as its file holds them, whatever they are, for the checks that read a file before or beside its schema. */
export const sectionsOf = (data: unknown): Array<Record<string, unknown> | null> => {
  const sections = (data as { sections?: unknown } | null)?.sections
  return Array.isArray(sections) ? (sections as Array<Record<string, unknown> | null>) : []
}

/** Each value in a page's sections at a field marked `mark`, with its field ("sections[0].body"). */
export function pageMarkedValues(data: unknown, mark: FieldMark): MarkedValue[] {
  // A file read once is one object: the build's and the editor's checks ask of it again and again.
  const known = data && typeof data === "object" ? markedOf.get(data) : undefined
  const found = known?.get(mark)
  if (found) return found
  const values = sectionsOf(data).flatMap((section, i) => {
    const kind = sectionKind(section?.type)
    return kind ? markedValues(kind.schema, section, mark, `sections[${i}]`) : []
  })
  if (data && typeof data === "object") markedOf.set(data, (known ?? new Map()).set(mark, values))
  return values
}
const markedOf = new WeakMap<object, Map<FieldMark, MarkedValue[]>>()

/** The warnings of a page's sections that still build (a plan without a button), each naming `file` and the field's path in it. */
export const pageWarnings = (file: string, data: unknown): Problem[] =>
  sectionsOf(data).flatMap((section, i) =>
    (sectionKind(section?.type)?.warnings?.(section!) ?? []).map(({ field, message }) => ({ file, field: `sections[${i}].${field}`, message })),
  )
