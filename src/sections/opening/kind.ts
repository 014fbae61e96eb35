// The opening: a page's main heading, its first lines, up to two buttons and an optional sample report.
import { z } from "zod"
import { button, text } from "../../vocabulary/fields"
import { ANCHOR, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const reportPreview = z.strictObject({
  label: text(40),
  title: text(80),
  meta: z.array(text(60)).min(1, "expected at least one line").max(4, "expected at most 4 lines"),
  sections: z
    .array(z.strictObject({ heading: text(40), body: text(240) }))
    .min(1, "expected at least one section")
    .max(3, "expected at most 3 sections"),
  rating: z.strictObject({ label: text(40), value: text(24) }),
  status: text(40),
})

const schema = kindSchema("opening", {
  eyebrow: text(60).optional(),
  heading: text(80),
  lead: text(300),
  buttons: z.array(button).max(2, "expected at most 2 buttons").optional(),
  preview: reportPreview.optional(),
})

export const opening = {
  type: "opening",
  schema,
  words: {
    "": ["Opening", "The page's main heading, its first lines and up to two buttons."],
    id: ANCHOR,
    eyebrow: ["Eyebrow", "Optional: the short line above the main heading."],
    heading: ["Main heading", "The page's main heading."],
    lead: ["Lead", "The paragraph under the main heading."],
    buttons: ["Buttons", "Up to two; the first stands out.", "button"],
    "buttons.label": "Button label",
    "buttons.to": ["Link", "Leave empty for the Book a Demo address; or /about, /#features, mailto:… or https://…"],
    preview: ["Sample report", "Optional: the sample report drawn beside the opening."],
    "preview.label": ["Badge", "The badge at the top of the sample report."],
    "preview.title": "Report title",
    "preview.meta": ["Details", "1 to 4 short lines under the report title.", "detail"],
    "preview.sections": ["Report sections", "1 to 3 sections of the sample report, each a heading and a text.", "report section"],
    "preview.sections.heading": "Heading",
    "preview.sections.body": "Text",
    "preview.rating": ["Rating", "The highlighted figure: a label and a value."],
    "preview.rating.label": "Label",
    "preview.rating.value": "Value",
    "preview.status": ["Status", "The line at the foot of the sample report."],
  },
} as const satisfies SectionKind<"opening", typeof schema>
