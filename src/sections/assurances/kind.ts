// Assurances: security and compliance, each claim with its status, its date and its evidence, so
// that work in progress never reads as done and no claim stands without a source.
import { z } from "zod"
import { isoDate, linkTarget, text, today } from "../../vocabulary/fields"
import { ANCHOR, INTRO, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

export const ASSURANCE_STATUSES = ["in place", "in progress"] as const

const claim = z
  .strictObject({
    title: text(60),
    status: z.enum(ASSURANCE_STATUSES, { error: 'expected "in place" or "in progress"' }),
    since: isoDate,
    evidence: linkTarget,
    body: text(300),
  })
  .refine((item) => item.status !== "in place" || item.since <= today(), {
    path: ["since"],
    error: 'expected a date no later than today for a claim "in place" (a later one is "in progress")',
  })
  .refine((item) => item.status !== "in progress" || item.since > today(), {
    path: ["since"],
    error: 'expected a date after today for a claim "in progress": when it will be in place (if it is, say "in place")',
  })

const schema = kindSchema("assurances", {
  heading: text(80),
  intro: text(240).optional(),
  items: z.array(claim).min(1, "expected at least one claim").max(9, "expected at most 9 claims"),
  // The words around each claim's date and evidence.
  inPlace: text(30),
  inProgress: text(30),
  evidenceLabel: text(30),
})

export const assurances = {
  type: "assurances",
  schema,
  words: {
    "": ["Assurances", "Security and compliance: each claim with its status, date and evidence."],
    id: ANCHOR,
    heading: "Heading",
    intro: INTRO,
    items: ["Claims", "1 to 9.", "claim"],
    "items.title": ["Title", "Like HIPAA or SOC 2 Type II."],
    "items.status": ["Status", "in place, or in progress."],
    "items.since": ["Date", "In place: since when. In progress: when it will be."],
    "items.evidence": ["Evidence", "Required: a page or document that shows it, like /terms-of-service#business-associate-addendum."],
    "items.body": "Text",
    inPlace: ["In place", "Before the date of a claim in place, like In place since."],
    inProgress: ["In progress", "Before the date of a claim in progress, like In progress, expected."],
    evidenceLabel: ["Evidence link", "The link to each claim's evidence, like See the evidence."],
  },
} as const satisfies SectionKind<"assurances", typeof schema>
