// Logos: who uses us, each logo published only with its owner's consent.
import { z } from "zod"
import { pastDate, photoPath, text } from "../../vocabulary/fields"
import { ANCHOR, INTRO, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const schema = kindSchema("logos", {
  heading: text(80),
  intro: text(240).optional(),
  items: z
    .array(z.strictObject({ name: text(80), image: photoPath, permission: pastDate("the day the organisation agreed to show its logo") }))
    .min(2, "expected at least 2 logos")
    .max(12, "expected at most 12 logos"),
})

export const logos = {
  type: "logos",
  schema,
  words: {
    "": ["Logos", "Who uses us: 2 to 12 logos, each with its owner's consent."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    items: ["Logos", "2 to 12.", "logo"],
    "items.name": ["Name", "The organisation's name: what the logo says, for people who cannot see it."],
    "items.image": ["Logo", "A PNG, JPEG or WebP in content/images/."],
    "items.permission": ["Permission given on", "Required: the day the organisation agreed to show its logo, YYYY-MM-DD."],
  },
  imageSizes: { "items.image": "height: 40, layout: FIXED, formats: [AUTO, AVIF, WEBP], placeholder: NONE" },
} as const satisfies SectionKind<"logos", typeof schema>
