// A form's fields as the browser is given them: each kind's input, with the type, autocomplete
// and keyboard a phone shows for it, and a length limit; and the name it reaches Netlify under.
import { slugOf } from "../../vocabulary/slug"

export const FORM_FIELD_KINDS = ["name", "email", "phone", "organisation", "text", "textarea", "select", "checkbox"] as const
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number]

type Input = { type?: string; autoComplete?: string; inputMode?: "email" | "tel" | "text"; maxLength?: number }
export const FIELD_INPUTS: Record<FormFieldKind, Input> = {
  name: { type: "text", autoComplete: "name", maxLength: 120 },
  email: { type: "email", autoComplete: "email", inputMode: "email", maxLength: 254 },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: 40 },
  organisation: { type: "text", autoComplete: "organization", maxLength: 160 },
  text: { type: "text", maxLength: 300 },
  textarea: { maxLength: 5000 },
  select: {},
  checkbox: { type: "checkbox" },
}

/** The name a field's value is sent under: its key, or its label's words joined by hyphens. */
export const fieldNameOf = (field: { label: string; key?: string }) => field.key ?? slugOf(field.label)
/** A field's id on the page, which its label names: the form's name, then the field's. */
export const fieldIdOf = (formName: string, field: { label: string; key?: string }) => `${formName}-${fieldNameOf(field)}`
