// Plans: pricing, one to four plans side by side, at most one highlighted, which says so in words.
import { z } from "zod"
import { button, flag, markdown, text } from "../../vocabulary/fields"
import { ANCHOR, INTRO, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const plan = z.strictObject({
  name: text(40),
  price: text(12),
  per: text(30).optional(),
  summary: text(160),
  features: z.array(text(80)).min(1, "expected at least one feature").max(10, "expected at most 10 features"),
  button: button.optional(),
  highlight: flag.optional(),
})

type Plan = z.infer<typeof plan>
const highlighted = (plans: readonly Plan[]) => plans.filter((item) => item.highlight)
// "Basic", "Team" and "Pro"
const namesOf = (plans: readonly Plan[]) =>
  plans
    .map((item) => `"${item.name}"`)
    .join(", ")
    .replace(/, ([^,]*)$/, " and $1")

const schema = kindSchema("plans", {
  heading: text(80),
  intro: text(240).optional(),
  items: z
    .array(plan)
    .min(1, "expected at least one plan")
    .max(4, "expected at most 4 plans")
    .refine((plans) => highlighted(plans).length <= 1, {
      error: (issue) =>
        `expected at most one highlighted plan, found ${highlighted(issue.input as Plan[]).length}: ${namesOf(highlighted(issue.input as Plan[]))}`,
    }),
  // The words that mark the highlighted plan, so it is not told by colour alone.
  recommended: text(30).optional(),
  notes: markdown(600).optional(),
}).refine((section) => section.recommended !== undefined || !section.items.some((item) => item.highlight), {
  path: ["recommended"],
  error: "expected the words that mark the highlighted plan, like Most popular",
})

export const plans = {
  type: "plans",
  schema,
  words: {
    "": ["Plans", "Pricing: 1 to 4 plans, each with its price and what it includes."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    items: ["Plans", "1 to 4.", "plan"],
    "items.name": "Name",
    "items.price": ["Price", "Like $149; at most 12 characters."],
    "items.per": ["Per", "Optional: like per report."],
    "items.summary": ["Summary", "Who it is for, in a line."],
    "items.features": ["Includes", "1 to 10 short lines.", "line"],
    "items.button": ["Button", "Optional; without a link it books a demo."],
    "items.button.label": "Button label",
    "items.button.to": ["Link", "Leave empty for the Book a Demo address; or /about, /#features, mailto:… or https://…"],
    "items.highlight": ["Highlight", "At most one plan: it is marked with the highlight's words."],
    recommended: ["Highlight's words", "Required with a highlighted plan: what marks it, like Most popular."],
    notes: ["Notes", "Optional: a line under the plans, like Prices exclude tax."],
  },
  // A plan without a button leaves its reader nowhere to go; the highlighted one above all.
  warnings: (section) =>
    ((section.items as Array<Record<string, unknown>> | undefined) ?? []).flatMap((plan, i) =>
      plan.button
        ? []
        : [
            {
              field: `items[${i}].button`,
              message: `expected a button on ${plan.highlight ? "the highlighted plan" : "each plan"}, so its reader can act on it; "${String(plan.name)}" has none (it builds, without a call to action)`,
            },
          ],
    ),
} as const satisfies SectionKind<"plans", typeof schema>
