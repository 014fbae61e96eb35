// Pages a writer adds in the editor, in the format it saves them in: /pricing (an opening, figures
// with their basis and a call to action), /how-it-works (plans, steps, a quote, logos, questions
// and assurances, its logos among the images), /request-demo (a form) and its /thanks,
// /case-studies listing the pages under it, and one case study there, with a video; pages composed
// from every card kind under /layouts (src/test/composed-pages.ts); the footer's
// links to them, the header's to four of them (six links, the most it may hold), an announcement
// running on the day of the build, and the resources hub (src/test/hub-content.ts). The legal-history site holds them (src/test/legal-history.ts); e2e/legal-history.spec.ts checks their built pages.
import fs from "node:fs"
import path from "node:path"
import { dayIn } from "../vocabulary/announcement"
import { COMPOSED_PAGES } from "./composed-pages"
import { addHub } from "./hub-content"

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
  "content/pages/how-it-works.md": `---
title: How it works
description: From the records to a signed report, with the plans, the people and the safeguards behind it.
path: /how-it-works
sections:
  - type: plans
    heading: Plans for every practice
    intro: Every plan includes AI first drafts and record summaries.
    items:
      - name: Solo
        price: $99
        per: per report
        summary: For an evaluator writing a few reports a month.
        features:
          - AI first drafts
          - Record summaries
        button:
          label: Start with Solo
      - name: Practice
        price: $149
        per: per report
        summary: For groups of up to ten evaluators.
        features:
          - AI first drafts
          - Record summaries
          - Your templates
        button:
          label: Book a Demo
        highlight: true
    recommended: Most popular
    notes: Prices exclude tax. See the [terms](/terms-of-service#business-associate-addendum).
  - type: steps
    heading: From records to report
    items:
      - title: Upload the records
        body: Send the claimant's records as PDFs, up to 3,000 pages.
      - title: Review the draft
        body: Read a first draft with every statement linked to its page in the records.
      - title: Sign and send
        body: Edit in your own words, sign, and send the report.
  - type: quote
    quote: Veridraft cut my report time in half.
    name: Dr. A. Example
    role: Orthopaedic surgeon and QME
    organisation: Bay Orthopaedics
    permission: 2026-10-12
  - type: logos
    heading: Trusted by evaluators across California
    items:
      - name: Bay Orthopaedics
        image: ../images/bay-ortho.png
        permission: 2026-09-01
      - name: Coastal IME Group
        image: ../images/coastal-ime.png
        permission: 2026-09-15
  - type: questions
    heading: Questions practices ask
    items:
      - question: Do you sign a Business Associate Agreement?
        answer: Yes, with every customer. See the [terms](/terms-of-service#business-associate-addendum).
      - question: Which records can I upload?
        answer: |-
          Any PDF of medical records:

          | Kind | Pages |
          | --- | ---: |
          | Scanned records | up to 3,000 |
          | Typed notes | up to 3,000 |
  - type: assurances
    heading: Security and compliance
    items:
      - title: HIPAA
        status: in place
        since: 2026-01-15
        evidence: /terms-of-service#business-associate-addendum
        body: We sign a BAA with every customer.
      - title: SOC 2 Type II
        status: in progress
        since: 2029-03-31
        evidence: /privacy-policy
        body: Our audit period is under way.
    inPlace: In place since
    inProgress: In progress, expected
    evidenceLabel: See the evidence
---
`,
  "content/pages/request-demo.md": `---
title: Request a demo
description: Tell us about your practice and we will show you Veridraft on your own reports.
path: /request-demo
sections:
  - type: form
    name: demo-request
    heading: Tell us about your practice
    intro: We will reply within one business day.
    fields:
      - kind: name
        label: Your name
        required: true
      - kind: email
        label: Work email
        required: true
      - kind: organisation
        label: Practice
      - kind: select
        label: Reports per month
        options:
          - Under 10
          - 10 to 50
          - Over 50
      - kind: textarea
        label: What would you like to see?
      - kind: checkbox
        label: Send me news of new features
    submit: Send request
    success: /thanks
---
`,
  "content/pages/thanks.md": `---
title: Thank you
description: Your request has reached the team.
path: /thanks
sections:
  - type: opening
    heading: Thank you, your request has reached us
    lead: We will reply within one business day.
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
  - type: video
    heading: See a report drafted
    file: ../videos/walkthrough.mp4
    poster: ../images/walkthrough.jpg
    captions: ../videos/walkthrough.en.vtt
    description: A physician uploads 1,200 pages of records and reviews the draft.
    transcript: |-
      A physician uploads 1,200 pages of records.

      The draft report is ready for review.
---
`,
  // Pages composed from every card kind, 1 to 6 cards each (src/test/composed-pages.ts).
  ...COMPOSED_PAGES,
}

/** The images the pages show, copied into content/images/ from src/test/images/. */
export const WRITER_IMAGES = ["bay-ortho.png", "coastal-ime.png", "walkthrough.jpg"]
/** The video the case study plays and its captions, copied into content/videos/ from src/test/videos/. */
export const WRITER_VIDEOS = ["walkthrough.mp4", "walkthrough.en.vtt"]

export const WRITER_PAGE_ROUTES = ["/pricing", "/how-it-works", "/request-demo", "/case-studies", "/case-studies/orthopaedic-practice"]

// An announcement running from the day before the build to the day after, in the site's zone.
export const ANNOUNCEMENT_ZONE = "America/New_York"
export const announcementAround = (now: Date) => {
  const day = (offset: number) => dayIn(ANNOUNCEMENT_ZONE, new Date(now.getTime() + offset * 86_400_000))
  return { text: "Join our webinar on records review.", link: { label: "Save a seat", to: "/request-demo" }, from: day(-1), until: day(1) }
}

/** Writes the pages, their images and video into the site at `dir`, links them from its footer, and runs an announcement. */
export function addWriterPages(dir: string): void {
  for (const [file, text] of Object.entries(WRITER_PAGES)) fs.writeFileSync(path.join(dir, file), text)
  for (const logo of WRITER_IMAGES) fs.copyFileSync(path.join(__dirname, "images", logo), path.join(dir, "content", "images", logo))
  fs.mkdirSync(path.join(dir, "content", "videos"), { recursive: true })
  for (const video of WRITER_VIDEOS) fs.copyFileSync(path.join(__dirname, "videos", video), path.join(dir, "content", "videos", video))
  const settings = path.join(dir, "content", "site.json")
  const site = JSON.parse(fs.readFileSync(settings, "utf8")) as {
    header: { links: Array<{ label: string; to: string }> }
    footer: { columns: Array<{ title?: string; items: Array<{ label: string; to?: string }> }> }
  }
  // The header holds as many links as it may (the hub adds Insights and Search): six.
  site.header.links.push({ label: "How It Works", to: "/how-it-works" }, { label: "Case Studies", to: "/case-studies" })
  const product = site.footer.columns[0]!.items
  for (const item of product) {
    if (item.label === "Pricing") item.to = "/pricing"
    if (item.label === "Case Studies") item.to = "/case-studies"
  }
  product.splice(product.findIndex((item) => item.label === "Pricing") + 1, 0, { label: "How It Works", to: "/how-it-works" })
  site.footer.columns[1]!.items.push({ label: "Request a Demo", to: "/request-demo" }, { label: "Composed pages", to: "/layouts" })
  // A third column, as a writer may add: the footer holds as many as site.json lists.
  site.footer.columns.push({ title: "Resources", items: [{ label: "Webinars" }, { label: "Report templates" }] })
  // The announcement where the editor writes it, after the time zone: a later save moves nothing.
  const inFormOrder = Object.entries(site).flatMap(
    ([key, value]): Array<[string, unknown]> =>
      key === "timeZone"
        ? [
            [key, ANNOUNCEMENT_ZONE],
            ["announcement", announcementAround(new Date())],
          ]
        : [[key, value]],
  )
  fs.writeFileSync(settings, `${JSON.stringify(Object.fromEntries(inFormOrder), null, 2)}\n`)
  addHub(dir, ANNOUNCEMENT_ZONE)
}
