// Cards: a grid of cards, each an icon, a title, a text and an optional link (the landing page's features).
import { z } from "zod"
import { icon, link, text } from "../../vocabulary/fields"
import { ANCHOR, INTRO, LINK_TO, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const schema = kindSchema("cards", {
  heading: text(80),
  intro: text(240).optional(),
  items: z
    .array(z.strictObject({ icon, title: text(40), body: text(220), link: link.required().optional() }))
    .min(1, "expected at least one card")
    .max(9, "expected at most 9 cards"),
})

export const cards = {
  type: "cards",
  schema,
  words: {
    "": ["Cards", "A grid of cards, like the landing page's features."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    items: ["Cards", "1 to 9 cards.", "card"],
    "items.icon": "Icon",
    "items.title": "Title",
    "items.body": "Text",
    "items.link": ["Link", "Optional: a link under the card's text."],
    "items.link.label": "Link label",
    "items.link.to": LINK_TO,
  },
} as const satisfies SectionKind<"cards", typeof schema>
