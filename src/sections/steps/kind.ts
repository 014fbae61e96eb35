// Steps: how it works, two to six numbered steps in order.
import { z } from "zod"
import { text } from "../../vocabulary/fields"
import { ANCHOR, INTRO, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const schema = kindSchema("steps", {
  heading: text(80),
  intro: text(240).optional(),
  items: z
    .array(z.strictObject({ title: text(60), body: text(240) }))
    .min(2, "expected at least 2 steps")
    .max(6, "expected at most 6 steps"),
})

export const steps = {
  type: "steps",
  schema,
  words: {
    "": ["Steps", "How it works: 2 to 6 numbered steps."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    items: ["Steps", "2 to 6, in order.", "step"],
    "items.title": "Title",
    "items.body": "Text",
  },
} as const satisfies SectionKind<"steps", typeof schema>
