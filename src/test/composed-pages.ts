// Pages a writer composes from the card kinds, each with 1 to 6 cards of every kind (as many as a
// kind allows), plans with and without a label and a button, a text with a ## heading, a quote
// with its attribution and a four-column table, and a form with a list: what e2e/composed-pages.spec.ts
// lays out at every width and prints. Written as the editor saves them (src/cms/content-format.ts).
import { frontMatterFormat } from "../cms/content-format"

export const COUNTS = [1, 2, 3, 4, 5, 6] as const
export const composedRoute = (count: number) => `/layouts/${count}-cards`
export const COMPOSED_LIST = "/layouts"
export const COMPOSED_ROUTES = [COMPOSED_LIST, ...COUNTS.map(composedRoute)]

const WORDS = ["Upload", "Review", "Sign", "Send", "Archive", "Audit"]
const NAMES = ["one", "two", "three", "four", "five", "six"]
// As many as the kind allows: steps are two at least, plans and figures four at most.
const upTo = (count: number, most: number, least = 1) => WORDS.slice(0, Math.max(least, Math.min(count, most)))
const LOGO_FILES = ["../images/bay-ortho.png", "../images/coastal-ime.png"]

// One plan of each shape: highlighted with a button, plain without one, and so on.
const plan = (word: string, i: number) => ({
  name: `${word} plan`,
  price: `$${99 + i * 50}`,
  per: "per report",
  summary: i % 2 ? "For a group of evaluators sharing their templates and records." : "For one evaluator.",
  features: ["AI first drafts", "Record summaries"],
  ...(i === 2 ? {} : { button: { label: `Choose ${word}` } }),
  ...(i === 1 ? { highlight: "true" } : {}),
})

const TEXT = `## Manual and assisted report writing, side by side

A QME physician's report, written by hand or from a first draft.

| Step | Manual writing | Assisted writing | Time saved |
| --- | --- | --- | ---: |
| Record review | Reading every page of the claimant's records | Reading a summary with links to each page | 2 h / 25 min |
| First draft | Dictation, then transcription | A draft with every statement cited | 3 h / 40 min |

> Veridraft gave our evaluators their evenings back.
> — Maya Lindqvist, practice manager`

const layoutPage = (count: number) => ({
  title: `A page with ${count} card${count > 1 ? "s" : ""} of each kind`,
  description: `Every card kind with ${count} card${count > 1 ? "s" : ""}, as a writer composes a landing page.`,
  path: composedRoute(count),
  sections: [
    {
      type: "steps",
      heading: "From the claimant's records to a signed medical-legal report",
      items: upTo(count, 6, 2).map((word) => ({ title: word, body: `${word} the records.` })),
    },
    {
      type: "assurances",
      heading: "Security and compliance you can check",
      items: upTo(count, 9).map((word) => ({
        title: `${word} control`,
        status: "in place",
        since: "2026-01-15",
        evidence: "/privacy-policy",
        body: "Checked every year.",
      })),
      inPlace: "In place since",
      inProgress: "In progress, expected",
      evidenceLabel: "See the evidence",
    },
    {
      type: "plans",
      heading: "Plans for every practice",
      items: upTo(count, 4).map(plan),
      ...(count > 1 ? { recommended: "Chosen by most groups" } : {}),
    },
    {
      type: "cards",
      heading: "What you get",
      items: upTo(count, 9).map((word) => ({ icon: "draft", title: word, body: `Everything you need to ${word.toLowerCase()}.` })),
    },
    {
      type: "figures",
      heading: "What changes for a practice",
      notesHeading: "How we measure these figures",
      items: upTo(count, 4).map((word, i) => ({
        value: ["2 h / 25 min", "10x", "60%", "15 min"][i],
        label: word,
        body: `${word}, faster.`,
        basis: `${word}: median of pilot practices.`,
      })),
    },
    ...(count > 1
      ? [
          {
            type: "logos",
            heading: "Trusted by evaluators",
            items: upTo(count, 12).map((word, i) => ({ name: `${word} Medical Group`, image: LOGO_FILES[i % 2], permission: "2026-09-01" })),
          },
        ]
      : []),
    { type: "text", body: TEXT },
    {
      type: "form",
      name: `layout-${NAMES[count - 1]}`,
      heading: "Tell us about your practice",
      fields: [
        { kind: "name", label: "Your name", required: "true" },
        { kind: "select", label: "Reports per month", options: ["Under 10", "10 to 50", "Over 50"] },
      ],
      submit: "Send request",
      success: "/thanks",
    },
  ],
})

const listPage = {
  title: "Composed pages",
  description: "Pages composed from every card kind, with one to six cards each.",
  path: COMPOSED_LIST,
  sections: [{ type: "pageList", heading: "Pages with one to six cards", order: "newest first" }],
}

export const COMPOSED_PAGES: Record<string, string> = Object.fromEntries([
  ["content/pages/layouts.md", frontMatterFormat.toFile(listPage)],
  ...COUNTS.map((count) => [`content/pages/layouts-${count}-cards.md`, frontMatterFormat.toFile(layoutPage(count))]),
])
