// A form visitors send to the team: plain HTML posted to Netlify Forms (detected in the built
// page), with no script, no cookie and no third party, and never for patient information.
import { z } from "zod"
import { flag, pagePath, text } from "../../vocabulary/fields"
import type { Problem } from "../../vocabulary/problems"
import { ANCHOR, INTRO, type SectionKind, type SectionPlace, kindSchema } from "../../vocabulary/section-kind"
import { FORM_FIELD_KINDS, fieldIdOf, fieldNameOf } from "./form-fields"

// A form is no place for protected health information: a label that asks for it is refused.
export const MEDICAL_WORDS = [
  "patient",
  "diagnosis",
  "diagnoses",
  "date of birth",
  "birth date",
  "dob",
  "medical record",
  "record number",
  "mrn",
  "claim number",
  "ssn",
  "social security",
]
const MEDICAL = new RegExp(`\\b(${MEDICAL_WORDS.join("|")})\\b`, "i")

const field = z
  .strictObject({
    kind: z.enum(FORM_FIELD_KINDS, { error: `expected one of ${FORM_FIELD_KINDS.join(", ")}` }),
    label: text(80).refine((label) => !MEDICAL.test(label), {
      error: (issue) =>
        `expected a label that asks for nothing medical ("${MEDICAL.exec(String(issue.input))?.[0]}" does; a form is not for patient information)`,
    }),
    key: z
      .string({ error: "expected a field name" })
      .regex(/^[a-z][a-z0-9-]*$/, "expected a field name in lowercase words and hyphens, like work-email")
      .optional(),
    required: flag.optional(),
    options: z.array(text(60)).min(2, "expected at least 2 options").max(12, "expected at most 12 options").optional(),
  })
  .refine((item) => item.kind !== "select" || item.options !== undefined, { path: ["options"], error: "expected 2 to 12 options for a select" })
  .refine((item) => item.kind === "select" || item.options === undefined, { path: ["options"], error: "expected options on a select only" })

const schema = kindSchema("form", {
  name: z.string({ error: "expected a form name" }).regex(/^[a-z]+(-[a-z]+)*$/, "expected a form name in lowercase words and hyphens, like demo-request"),
  heading: text(80),
  intro: text(240).optional(),
  fields: z
    .array(field)
    .min(1, "expected at least one field")
    .max(12, "expected at most 12 fields")
    .superRefine((fields, context) => {
      const seen = new Set<string>()
      fields.forEach((item, i) => {
        const name = fieldNameOf(item)
        if (seen.has(name))
          context.addIssue({
            code: "custom",
            path: [i, "label"],
            message: `expected a field name no other field of the form has ("${name}" twice: give one a key)`,
          })
        seen.add(name)
      })
    }),
  submit: text(30),
  success: pagePath,
})

// A form needs the site's notice that it is not for patient information (site.json's forms).
function noticeProblems(_section: Record<string, unknown>, { file, field, site }: SectionPlace): Problem[] {
  const forms = (site as { forms?: { notice?: unknown } } | undefined)?.forms
  return typeof forms?.notice === "string"
    ? []
    : [{ file, field, message: "expected site.json's forms.notice (the notice under every form that it is not for patient information), found none" }]
}

export const form = {
  type: "form",
  schema,
  words: {
    "": ["Form", "A form visitors send to the team, kept in Netlify's Forms tab. Not for patient information."],
    id: ANCHOR,
    name: ["Form name", "Its name in Netlify's Forms tab: lowercase words and hyphens, like demo-request; no two forms may share one."],
    heading: "Heading",
    intro: INTRO,
    fields: ["Fields", "1 to 12, in order.", "field"],
    "fields.kind": ["Kind", "name, email, phone, organisation, text, textarea (several lines), select (a choice) or checkbox."],
    "fields.label": ["Label", "What the field asks. Nothing medical: no patient, diagnosis, date of birth, record or claim number."],
    "fields.key": ["Field name", "Optional: the name its value is sent under; otherwise its label's words, like work-email."],
    "fields.required": ["Required", "Whether it must be filled in."],
    "fields.options": ["Options", "A select's choices: 2 to 12.", "option"],
    submit: "Button label",
    success: ["Thank-you page", "The page a visitor lands on after sending, like /thanks: make it as any page; it is kept out of search."],
  },
  problems: noticeProblems,
  ids: (section) =>
    Array.isArray(section.fields) && typeof section.name === "string"
      ? section.fields.flatMap((field: { label?: unknown; key?: string } | null) =>
          typeof field?.label === "string" ? [fieldIdOf(section.name as string, { label: field.label, key: field.key })] : [],
        )
      : [],
} as const satisfies SectionKind<"form", typeof schema>
