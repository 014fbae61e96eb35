/** @jest-environment node */
import { parseAtomFeed } from "feedsmith"
import { legalFeed, pageListFeed } from "./feeds"

const site = { siteUrl: "https://www.veridraft.example.com", productName: "Veridraft" }
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
