// A call to action: a closing band with one button.
import { linkTarget, text } from "../../vocabulary/fields"
import { ANCHOR, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const schema = kindSchema("callToAction", {
  heading: text(90),
  body: text(240),
  button: text(24),
  to: linkTarget.optional(),
})

export const callToAction = {
  type: "callToAction",
  schema,
  words: {
    "": ["Call to action", "A closing band with one button."],
    id: ANCHOR,
    heading: "Heading",
    body: "Text",
    button: "Button label",
    to: ["Link", "Leave empty for the Book a Demo address; or a page like /pricing."],
  },
} as const satisfies SectionKind<"callToAction", typeof schema>
