// Pages a writer adds in the editor, in the format it saves them in: /pricing (an opening, figures
// with their basis and a call to action), /case-studies listing the pages under it, and one case
// study there; and the footer's Pricing and Case Studies linked to them. The legal-history site
// holds them (src/test/legal-history.ts) and e2e/legal-history.spec.ts checks their built pages.
import fs from "node:fs"
import path from "node:path"

export const WRITER_PAGES = {
  "content/pages/pricing.md": `---
title: Pricing
description: Simple pricing per report, with volume plans for busy practices.
path: /pricing
sections:
  - type: opening
    eyebrow: Pricing
    heading: Pay per report, not per seat
    lead: Every plan includes AI first drafts, record summaries and HIPAA-compliant storage.
    buttons:
      - label: Book a Demo
  - type: figures
    id: savings
    heading: What a report costs you today
    notesHeading: How we measure these figures
    items:
      - value: 10x
        label: Faster and cheaper reports
        body: Reports up to 10x faster and cheaper than dictation and manual record review.
        basis: Median drafting time and cost per report for pilot practices, compared with their own dictation-and-transcription workflow in the three months before.
  - type: callToAction
    heading: Get a quote for your practice
    body: Tell us how many reports you write each month.
    button: Book a Demo
---
`,
  "content/pages/case-studies.md": `---
title: Case studies
description: How practices write medical-legal reports faster with Veridraft.
path: /case-studies
sections:
  - type: opening
    heading: Case studies
    lead: Practices that write medical-legal reports, in their own words.
  - type: pageList
    heading: Stories from practices
    order: newest first
---
`,
  "content/pages/orthopaedic-practice.md": `---
title: An orthopaedic practice halves its reporting time
description: Four surgeons, one hundred reports a month, and evenings back.
path: /case-studies/orthopaedic-practice
date: 2026-10-15
sections:
  - type: opening
    heading: An orthopaedic practice halves its reporting time
    lead: Four surgeons, one hundred reports a month.
  - type: text
    body: |-
      ## The practice

      A four-surgeon practice writing **independent medical evaluations** for workers' compensation carriers.

      - 100 reports a month
      - Records of up to 3,000 pages

      See [our pricing](/pricing) or read [about us](/about).

      ![The founder](../images/founder.png)
---
`,
}

export const WRITER_PAGE_ROUTES = ["/pricing", "/case-studies", "/case-studies/orthopaedic-practice"]

/** Writes the pages into the site at `dir`, and links Pricing and Case Studies from its footer. */
export function addWriterPages(dir: string): void {
  for (const [file, text] of Object.entries(WRITER_PAGES)) fs.writeFileSync(path.join(dir, file), text)
  const settings = path.join(dir, "content", "site.json")
  const site = JSON.parse(fs.readFileSync(settings, "utf8")) as { footer: { columns: Array<{ items: Array<{ label: string; to?: string }> }> } }
  for (const item of site.footer.columns[0]!.items) {
    if (item.label === "Pricing") item.to = "/pricing"
    if (item.label === "Case Studies") item.to = "/case-studies"
  }
  fs.writeFileSync(settings, `${JSON.stringify(site, null, 2)}\n`)
}
