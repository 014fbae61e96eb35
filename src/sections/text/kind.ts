// Text: a writer's Markdown (src/vocabulary/markdown.ts says what it may hold), drawn as HTML.
import { markdownText } from "../../vocabulary/fields"
import { ANCHOR, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const schema = kindSchema("text", { body: markdownText })

export const text = {
  type: "text",
  schema,
  words: {
    "": ["Text", "Headings (## and ###), paragraphs, lists, links and images."],
    id: ANCHOR,
    body: [
      "Text",
      "Markdown, saved as typed: `## A heading`, `- a list item`, `[words](/address)` for a link, `**bold**`; images are kept in content/images/. Rich Text, beside Markdown above, gives buttons instead.",
    ],
  },
} as const satisfies SectionKind<"text", typeof schema>
