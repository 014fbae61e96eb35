// Questions: an FAQ, each answer under its question, each question an anchor of its own
// (/page#do-you-sign-a-baa) that opens it. No FAQPage markup: Google no longer shows it.
import { z } from "zod"
import { markdown, text } from "../../vocabulary/fields"
import { slugsOf } from "../../vocabulary/slug"
import { ANCHOR, INTRO, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const schema = kindSchema("questions", {
  heading: text(80),
  intro: text(240).optional(),
  items: z
    .array(z.strictObject({ question: text(160), answer: markdown(2000) }))
    .min(1, "expected at least one question")
    .max(20, "expected at most 20 questions"),
})

type Items = { items?: unknown }
const questionsOf = (section: Items) =>
  (Array.isArray(section.items) ? section.items : []).flatMap((item: { question?: unknown } | null) =>
    typeof item?.question === "string" ? [item.question] : [],
  )

export const questions = {
  type: "questions",
  schema,
  words: {
    "": ["Questions", "Questions and their answers; each question can be linked to and opens when it is."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    items: ["Questions", "1 to 20, each a question and its answer.", "question"],
    "items.question": ["Question", "Its words make its link: /page#do-you-sign-a-baa."],
    "items.answer": ["Answer", "Paragraphs, lists, links, bold and italic, as in a text section."],
  },
  anchors: (section) => slugsOf(questionsOf(section)),
} as const satisfies SectionKind<"questions", typeof schema>
