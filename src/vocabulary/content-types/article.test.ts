import { articleType } from "./article"

const reviewer = { name: "Dr. Maya Lindqvist", role: "Founder", path: "/authors/maya-lindqvist", credentials: "MD, QME" }
const page = { siteUrl: "https://example.com", path: "/insights/apportionment", title: "Apportionment", found: { reviewedBy: reviewer } }

test("a reviewed article's JSON-LD adds its citations to the Article and a WebPage naming the reviewer, their letters and the day", () => {
  const said = articleType.structuredData(
    { reviewer: "maya-lindqvist", reviewed: "2026-11-12", sources: [{ title: "AMA Guides", url: "https://ama.example/guides" }] },
    page,
  )
  expect(said.article).toEqual({ citation: [{ "@type": "CreativeWork", name: "AMA Guides", url: "https://ama.example/guides" }] })
  expect(said.graph).toEqual([
    expect.objectContaining({
      "@type": "WebPage",
      url: "https://example.com/insights/apportionment",
      lastReviewed: "2026-11-12",
      reviewedBy: expect.objectContaining({ "@type": "Person", name: "Dr. Maya Lindqvist", honorificSuffix: "MD, QME" }),
    }),
  ])
  // No review day, or no reviewer found: no WebPage; no sources: no citation.
  expect(articleType.structuredData({ reviewer: "maya-lindqvist" }, page)).toEqual({ article: {}, graph: [] })
  expect(articleType.structuredData({ reviewed: "2026-11-12" }, { ...page, found: {} })).toEqual({ article: {}, graph: [] })
})

test("a review not yet come stops the build on its day; one older than the settings' days is a warning, and a fresh one neither", () => {
  const today = "2026-11-27"
  expect(articleType.problems({ reviewed: "2026-11-28" }, { today })).toEqual([
    { field: "reviewed", message: expect.stringContaining("no later than today (2026-11-27)") },
  ])
  expect(articleType.problems({ reviewed: today }, { today })).toEqual([])
  expect(articleType.warnings({ reviewed: "2025-11-01" }, { today, settings: { reviewEveryDays: 365 } })).toEqual([
    { field: "reviewed", message: expect.stringMatching(/^review due: reviewed on 2025-11-01, 391 days ago/) },
  ])
  expect(articleType.warnings({ reviewed: "2026-01-01" }, { today, settings: { reviewEveryDays: 365 } })).toEqual([])
  expect(articleType.warnings({ reviewed: "2025-11-01" }, { today })).toEqual([])
})
