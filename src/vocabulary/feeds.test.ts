/** @jest-environment node */
import { parseAtomFeed } from "feedsmith"
import { dayStart, legalFeed, pageListFeed } from "./feeds"
import { FEED_ENTRIES } from "./feed-paths"

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

const maya = { name: "Dr. Maya Lindqvist", path: "/authors/maya-lindqvist" }
const sam = { name: "Sam Ortiz", path: "/authors/sam-ortiz" }
const apportionment = { id: "apportionment", name: "Apportionment", path: "/topics/apportionment" }
const records = { id: "records-review", name: "Records review", path: "/topics/records-review" }
const insights = { ...site, title: "Insights", path: "/insights", feedPath: "/insights/feed.xml" }

test("an article's entry credits its author by name and page, came out on its date, changed on its update, and is filed under its topics", () => {
  const feed = parseAtomFeed(
    pageListFeed(insights, [
      {
        path: "/insights/cause",
        title: "By cause",
        description: "Apportion.",
        date: "2026-03-02",
        updated: "2026-11-02",
        author: maya,
        topics: [apportionment, records],
      },
      { path: "/insights/notes", title: "Notes", description: "Cite.", date: "2026-02-01", author: sam, topics: [records] },
      { path: "/insights/welcome", title: "Welcome", description: "Hello.", date: "2026-01-05" },
    ]),
  )
  expect(feed.entries!.map(({ authors, published, updated, categories }) => ({ authors, published, updated, categories }))).toEqual([
    {
      authors: [{ name: "Dr. Maya Lindqvist", uri: "https://www.veridraft.example.com/authors/maya-lindqvist" }],
      published: "2026-03-02T00:00:00.000Z",
      updated: "2026-11-02T00:00:00.000Z",
      categories: [
        { term: "apportionment", label: "Apportionment", scheme: "https://www.veridraft.example.com/topics/" },
        { term: "records-review", label: "Records review", scheme: "https://www.veridraft.example.com/topics/" },
      ],
    },
    {
      authors: [{ name: "Sam Ortiz", uri: "https://www.veridraft.example.com/authors/sam-ortiz" }],
      published: "2026-02-01T00:00:00.000Z",
      updated: "2026-02-01T00:00:00.000Z",
      categories: [{ term: "records-review", label: "Records review", scheme: "https://www.veridraft.example.com/topics/" }],
    },
    // A page with no author of its own is the site's, the feed's author; with no topic, it is filed under none.
    { authors: undefined, published: "2026-01-05T00:00:00.000Z", updated: "2026-01-05T00:00:00.000Z", categories: undefined },
  ])
  expect(feed.authors).toEqual([{ name: "Veridraft", uri: "https://www.veridraft.example.com/" }])
  // The feed changed when its latest entry last did: the update, not the newest date.
  expect(feed.updated).toBe("2026-11-02T00:00:00.000Z")
})

test("an author's own feed is theirs, not the site's", () => {
  const feed = parseAtomFeed(
    pageListFeed({ ...site, title: maya.name, path: maya.path, feedPath: `${maya.path}/feed.xml`, author: maya }, [
      { path: "/insights/cause", title: "By cause", description: "Apportion.", date: "2026-03-02", author: maya },
    ]),
  )
  expect(feed.authors).toEqual([{ name: "Dr. Maya Lindqvist", uri: "https://www.veridraft.example.com/authors/maya-lindqvist" }])
  expect(feed.entries![0]!.authors).toEqual(feed.authors)
})

// A hub of `count` articles, one a day back from 2026-11-30, each with the longest title, summary and author's name, and five topics of the longest names.
const hub = (count: number) => {
  const longest = (length: number, text: string) => text.repeat(Math.ceil(length / text.length)).slice(0, length)
  const topics = Array.from({ length: 5 }, (_, i) => ({
    id: `topic-${i}-${longest(30, "x")}`,
    name: longest(40, `T${i} & <b> `),
    path: `/topics/topic-${i}-${longest(30, "x")}`,
  }))
  const author = { name: longest(60, "Dr. O'Brien & Co "), path: `/authors/${longest(60, "a")}` }
  return Array.from({ length: count }, (_, i) => ({
    path: `/insights/${longest(60, "a-long-address-")}-${i}`,
    title: longest(70, `Note ${i} on "Q&A" <records> `),
    description: longest(160, "A summary & <more> of what it says. "),
    date: new Date(Date.parse("2026-11-30") - i * 86_400_000).toISOString().slice(0, 10),
    updated: "2026-12-01",
    author,
    topics,
  }))
}

test("a feed holds the newest 50 entries, or as many as the site says, in the list's order; its page holds the rest", () => {
  const pages = hub(120)
  const newestFirst = parseAtomFeed(pageListFeed(insights, pages))
  expect(newestFirst.entries!.map((entry) => entry.id)).toEqual(pages.slice(0, 50).map((page) => `${site.siteUrl}${page.path}`))
  expect(newestFirst.links).toEqual(expect.arrayContaining([{ href: "https://www.veridraft.example.com/insights", rel: "alternate", type: "text/html" }]))
  // A list in the writer's order keeps it: the newest three, oldest first as listed; an undated page is the first left out.
  const asListed = [{ path: "/case-studies/undated", title: "Undated", description: "No date." }, ...pages.slice(0, 4).reverse()]
  const three = parseAtomFeed(pageListFeed({ ...insights, entries: 3 }, asListed))
  expect(three.entries!.map((entry) => entry.id)).toEqual(
    pages
      .slice(0, 3)
      .reverse()
      .map((page) => `${site.siteUrl}${page.path}`),
  )
})

test("on a hub of 5,000 articles with the longest fields, the largest feed the site may ask for stays under 256 KB", () => {
  const pages = hub(5000)
  const sizes = [undefined, FEED_ENTRIES.max].map((entries) => Buffer.byteLength(pageListFeed({ ...insights, entries }, pages)))
  expect(sizes[1]).toBeLessThanOrEqual(256 * 1024)
  expect(sizes[0]).toBeLessThan(sizes[1]!)
  expect(parseAtomFeed(pageListFeed({ ...insights, entries: FEED_ENTRIES.max }, pages)).entries).toHaveLength(FEED_ENTRIES.max)
})
