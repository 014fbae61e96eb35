// Figures: up to four figures, none without its basis, shown beside it and printed below.
import { z } from "zod"
import { text } from "../../vocabulary/fields"
import { ANCHOR, INTRO, type SectionKind, kindSchema } from "../../vocabulary/section-kind"
import { noteIdOf } from "./note-ids"

const schema = kindSchema("figures", {
  heading: text(80),
  intro: text(240).optional(),
  notesHeading: text(60),
  items: z
    .array(z.strictObject({ value: text(12), label: text(60), body: text(200), basis: text(300) }))
    .min(1, "expected at least one figure")
    .max(4, "expected at most 4 figures"),
})

export const figures = {
  type: "figures",
  schema,
  words: {
    "": ["Figures", "Up to four figures, each with how it was measured."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    notesHeading: ["Footnotes heading", "The heading above the footnotes."],
    items: ["Figures", "1 to 4 figures.", "figure"],
    "items.value": ["Figure", "Like 10x; at most 12 characters."],
    "items.label": "Label",
    "items.body": "Text",
    "items.basis": ["How it was measured", "Required: no figure is shown without it. Shown in a tooltip and printed as a footnote."],
  },
  ids: (section, name) => (Array.isArray(section.items) ? section.items.map((_, i) => noteIdOf(name, i)) : []),
} as const satisfies SectionKind<"figures", typeof schema>
