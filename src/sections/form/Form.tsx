// A form that works everywhere: plain HTML posted to the thank-you page, which Netlify detects in
// the built page (its name, data-netlify, the hidden form-name and a honeypot field people never
// see); every field with its visible label, the input a phone should show, and its limits.
import React from "react"
import { buttonStyles } from "../../components/ui/buttonStyles"
import { Container } from "../../components/ui/Container"
import { SectionHeading } from "../../components/ui/SectionHeading"
import type { SiteContent } from "../../vocabulary/schema"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { form } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"
import { FIELD_INPUTS, fieldIdOf, fieldNameOf } from "./form-fields"

type FormProps = Pick<SectionViewProps<SectionOf<typeof form>>, "section" | "headingId" | "page">
type Field = SectionOf<typeof form>["fields"][number]

const CONTROL = "mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus-visible:border-brand-600"

function FormField({ field, id, words }: { field: Field; id: string; words: NonNullable<SiteContent["forms"]> }) {
  const name = fieldNameOf(field)
  const required = field.required === true
  const mark = required && <span className="ml-1 text-sm font-normal text-slate-600">({words.required})</span>
  if (field.kind === "checkbox")
    return (
      <p className="flex items-start gap-3">
        <input id={id} name={name} type="checkbox" value="yes" required={required} className="mt-1 h-5 w-5 shrink-0 accent-brand-800" />
        <label htmlFor={id} className="font-medium text-slate-800">
          {field.label}
          {mark}
        </label>
      </p>
    )
  const { maxLength, ...input } = FIELD_INPUTS[field.kind]
  return (
    <p>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {field.label}
        {mark}
      </label>
      {field.kind === "textarea" ? (
        <textarea id={id} name={name} rows={5} maxLength={maxLength} required={required} className={CONTROL} />
      ) : field.kind === "select" ? (
        <select id={id} name={name} required={required} defaultValue="" className={CONTROL}>
          <option value="">{words.choose}</option>
          {field.options?.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input id={id} name={name} {...input} maxLength={maxLength} required={required} className={CONTROL} />
      )}
    </p>
  )
}

export function Form({ section, headingId, page }: FormProps) {
  const words = page.site.forms!
  const idOf = (field: Field) => fieldIdOf(section.name, field)
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-24 print:hidden">
      <Container>
        <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
        <form name={section.name} method="POST" action={section.success} data-netlify="true" netlify-honeypot="robot-field" className="mt-8 max-w-xl space-y-5">
          <input type="hidden" name="form-name" value={section.name} />
          {/* Only a robot fills this in: Netlify keeps nothing from a post that has it. */}
          <p hidden>
            <label>
              {words.robotField} <input name="robot-field" tabIndex={-1} autoComplete="off" />
            </label>
          </p>
          {section.fields.map((field) => (
            <FormField key={idOf(field)} field={field} id={idOf(field)} words={words} />
          ))}
          <button type="submit" className={buttonStyles.primary}>
            {section.submit}
          </button>
          <p className="text-sm text-slate-600">{words.notice}</p>
        </form>
      </Container>
    </section>
  )
}
