/** @jest-environment node */
import { parseAtomFeed } from "feedsmith"
import { dayStart, legalFeed, pageListFeed } from "./feeds"

const site = { siteUrl: "https://www.veridraft.example.com", productName: "Veridraft", zone: "UTC" }
const list = { ...site, title: "Case studies", path: "/case-studies", feedPath: "/case-studies/feed.xml" }

test("a list's feed is valid Atom: its pages in the list's order, each with its title, link, date and summary, and an id that is its address", () => {
  const pages = [
    { path: "/case-studies/spine", title: "A spine clinic", description: "Two surgeons.", date: "2026-11-02" },
    { path: "/case-studies/orthopaedic-practice", title: "An orthopaedic practice", description: "Four surgeons.", date: "2026-10-15" },
  ]
  const feed = parseAtomFeed(pageListFeed(list, pages))
  expect(feed).toMatchObject({
    id: "https://www.veridraft.example.com/case-studies/feed.xml",
    title: { value: "Case studies | Veridraft" },
    updated: "2026-11-02T00:00:00.000Z",
  })
  expect(feed.links).toEqual(
    expect.arrayContaining([expect.objectContaining({ rel: "self", href: "https://www.veridraft.example.com/case-studies/feed.xml" })]),
  )
  expect(
    feed.entries!.map(({ id, title, summary, updated, links }) => ({ id, title: title?.value, summary: summary?.value, updated, link: links![0]!.href })),
  ).toEqual([
    {
      id: "https://www.veridraft.example.com/case-studies/spine",
      title: "A spine clinic",
      summary: "Two surgeons.",
      updated: "2026-11-02T00:00:00.000Z",
      link: "https://www.veridraft.example.com/case-studies/spine",
    },
    {
      id: "https://www.veridraft.example.com/case-studies/orthopaedic-practice",
      title: "An orthopaedic practice",
      summary: "Four surgeons.",
      updated: "2026-10-15T00:00:00.000Z",
      link: "https://www.veridraft.example.com/case-studies/orthopaedic-practice",
    },
  ])
  // The same pages make the same feed, byte for byte: no build time in it.
  expect(pageListFeed(list, pages)).toBe(pageListFeed(list, [...pages]))
})

test("an empty list's feed is valid Atom with no entries, and stays the same until a page comes", () => {
  const feed = parseAtomFeed(pageListFeed(list, []))
  expect(feed.entries ?? []).toEqual([])
  expect(feed.updated).toBe("1970-01-01T00:00:00.000Z")
})

test("the legal feed lists every version newest first, each linking its page and what changed in it, with the id it keeps once replaced", () => {
  const policy = { document: "Privacy Policy", description: "How we handle information." }
  const feed = parseAtomFeed(
    legalFeed({ ...site, title: "Changes to our legal documents", path: "/", feedPath: "/legal/feed.xml" }, [
      { ...policy, iso: "2026-09-01", display: "September 1, 2026", path: "/privacy-policy/2026-09-01", datedPath: "/privacy-policy/2026-09-01" },
      {
        ...policy,
        iso: "2026-11-01",
        display: "November 1, 2026",
        path: "/privacy-policy",
        datedPath: "/privacy-policy/2026-11-01",
        changesPath: "/privacy-policy/2026-09-01/changes",
      },
    ]),
  )
  expect(feed.entries!.map(({ id, title, links }) => [id, title?.value, links!.map(({ rel, href }) => `${rel} ${href}`)])).toEqual([
    [
      "https://www.veridraft.example.com/privacy-policy/2026-11-01",
      "Privacy Policy: November 1, 2026",
      ["alternate https://www.veridraft.example.com/privacy-policy", "related https://www.veridraft.example.com/privacy-policy/2026-09-01/changes"],
    ],
    [
      "https://www.veridraft.example.com/privacy-policy/2026-09-01",
      "Privacy Policy: September 1, 2026",
      ["alternate https://www.veridraft.example.com/privacy-policy/2026-09-01"],
    ],
  ])
})

test("a title holding & or < is written as its text, escaped, with nothing around it, and read back exactly", () => {
  const title = "Q&A: <records> & reports"
  const xml = pageListFeed({ ...list, title: "News & notes" }, [{ path: "/case-studies/qa", title, description: "Answers & more.", date: "2026-11-02" }])
  expect(xml).not.toContain("CDATA")
  expect(xml).toContain("<title>Q&amp;A: &lt;records&gt; &amp; reports</title>")
  expect(xml).toContain("<title>News &amp; notes | Veridraft</title>")
  const feed = parseAtomFeed(xml)
  expect([feed.title?.value, feed.entries![0]!.title?.value, feed.entries![0]!.summary?.value]).toEqual(["News & notes | Veridraft", title, "Answers & more."])
})

test("dates are the site's days: midnight in its time zone, so a reader there sees the day the page has", () => {
  const newYork = { ...list, zone: "America/New_York" }
  const feed = parseAtomFeed(pageListFeed(newYork, [{ path: "/case-studies/spine", title: "Spine", description: "Two.", date: "2026-11-02" }]))
  // New York is 5 hours behind UTC in November, 4 in July; London is UTC in winter.
  expect([feed.updated, feed.entries![0]!.updated, feed.entries![0]!.published]).toEqual(Array(3).fill("2026-11-02T05:00:00.000Z"))
  expect(dayStart("2026-07-04", "America/New_York").toISOString()).toBe("2026-07-04T04:00:00.000Z")
  expect(dayStart("2026-01-15", "Europe/London").toISOString()).toBe("2026-01-15T00:00:00.000Z")
  // The day the clocks go forward in New York starts at midnight, still 5 hours behind.
  expect(dayStart("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z")
  expect(dayStart("2026-11-01", "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z")
})
