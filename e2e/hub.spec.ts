// The resources hub in the writers' site (src/test/hub-content.ts): its list twelve a page and a
// list of one topic, an article's byline, dates, reading time, contents, related reads and JSON-LD,
// a reviewed article's review line and its reviewer, the warning of a review due, the author and
// topic pages with their feeds, the sitemap, and publishing on a day (the article of
// tomorrow is nowhere, the one whose last day was yesterday sends visitors to the hub), laid out
// without a lone card at four widths, and printed on three sizes of paper.
import { expect, test, type Page } from "@playwright/test"
import { parseAtomFeed } from "feedsmith"
import { expectNoViolations } from "./axe"
import { expectMovedFor, servedSharedSite } from "./built-site"
import { expectNoCodeSnifferErrors } from "./htmlcs"
import { PAPER, pagingFaults, print } from "./printing"
import { ARTICLE_WORDS, HUB_ARTICLES, HUB_AUTHORS, HUB_SCHEDULED, HUB_TOPICS } from "../src/test/hub-content"
import { ANNOUNCEMENT_ZONE } from "../src/test/writer-pages"
import { dayStart } from "../src/vocabulary/feeds"
import { dayIn } from "../src/vocabulary/announcement"
import { reviewIsDue } from "../src/vocabulary/content-types/article-review"

test.describe.configure({ mode: "default" })

const site = servedSharedSite("writers")

// A feed as a reader's app reads it: its type as served, and the Atom parsed.
const feedAt = async (address: string) => {
  const answer = await fetch(`${site.base}${address}`)
  return { type: answer.headers.get("content-type"), feed: parseAtomFeed(await answer.text()) }
}
const authorName = (id: keyof typeof HUB_AUTHORS) => HUB_AUTHORS[id].match(/name: (.+)/)![1]!
const topicName = (id: keyof typeof HUB_TOPICS) => HUB_TOPICS[id].match(/name: (.+)/)![1]!
// The first moment of a day in the site's zone, as the feeds write it.
const day = (iso: string) => dayStart(iso, ANNOUNCEMENT_ZONE).toISOString()

// The live articles newest first, as every list of them shows them.
const NEWEST_FIRST = [...HUB_ARTICLES].sort((a, b) => b.date.localeCompare(a.date))
const cardTitles = (page: Page, section: string) => page.getByRole("region", { name: section }).locator(".card-row h3")
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text)].flat()) as Array<Record<string, unknown>>
/** The card rows on the open page, each list's: each row's number of cards and its room left and right of them. */
const cardRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".card-row")].map((list) => {
      const box = list.getBoundingClientRect()
      const rows = new Map<number, DOMRect[]>()
      for (const card of list.children) {
        const rect = card.getBoundingClientRect()
        rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect])
      }
      return [...rows.values()].map((rects) => ({
        count: rects.length,
        left: Math.round(Math.min(...rects.map((r) => r.left)) - box.left),
        right: Math.round(box.right - Math.max(...rects.map((r) => r.right))),
      }))
    }),
  )
/** The dates on the open page that take more than one line. */
const brokenDates = (page: Page) =>
  page.locator("main time").evaluateAll((times) =>
    times.flatMap((time) => {
      const range = document.createRange()
      range.selectNodeContents(time)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1 ? [time.textContent] : []
    }),
  )

test("the hub lists its live articles newest first, twelve a page, and neither tomorrow's nor the one whose last day was yesterday", async ({ page }) => {
  await page.goto(`${site.base}/insights`)
  await expect(cardTitles(page, "Latest insights")).toHaveText(NEWEST_FIRST.slice(0, 12).map((article) => article.title))
  await expect(page.locator(`a[href="${HUB_SCHEDULED.coming}"], a[href="${HUB_SCHEDULED.ended}"]`)).toHaveCount(0)
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/insights/feed.xml")
  const pager = page.getByRole("navigation", { name: "Page 1 of 2" })
  await expect(pager.getByRole("link")).toHaveText(["Next page →"])
  await pager.getByRole("link").click()
  await expect(page).toHaveURL(`${site.base}/insights/page/2`)
  await expect(page).toHaveTitle("Insights, Page 2 of 2 | Veridraft")
  await expect(cardTitles(page, "Latest insights")).toHaveText(NEWEST_FIRST.slice(12).map((article) => article.title))
  await expect(page.getByRole("navigation", { name: "Page 2 of 2" }).getByRole("link")).toHaveText(["← Previous page"])
  await expect(page.getByRole("navigation", { name: "Page 2 of 2" }).getByRole("link")).toHaveAttribute("href", "/insights")
  // The list of one topic ends on the first page; the feed holds every live article.
  await expect(page.getByRole("region", { name: "On apportionment" })).toHaveCount(0)
  const feed = await (await fetch(`${site.base}/insights/feed.xml`)).text()
  expect(feed.match(/<entry>/g)).toHaveLength(NEWEST_FIRST.length)
  expect((await fetch(`${site.base}/insights/page/3`)).status).toBe(404)
})

test("a list limited to one topic holds that topic's live articles alone, newest first", async ({ page }) => {
  await page.goto(`${site.base}/insights`)
  const theirs = NEWEST_FIRST.filter((article) => article.topics.includes("apportionment"))
  await expect(cardTitles(page, "On apportionment")).toHaveText(theirs.map((article) => article.title))
})

test("an article shows its byline, dates, reading time and contents, then its related reads and the call to action, with an Article whose author is a Person", async ({
  page,
}) => {
  const article = HUB_ARTICLES[0]!
  await page.goto(`${site.base}/insights/${article.slug}`)
  await expect(page.locator("h1")).toHaveText(article.title)
  const byline = page.getByRole("link", { name: "Dr. Maya Lindqvist" }).or(page.getByRole("link", { name: "Sam Ortiz" }))
  await expect(byline.first()).toHaveAttribute("href", `/authors/${article.author}`)
  await expect(page.locator(`time[datetime="${article.date}"]`).first()).toBeVisible()
  await expect(page.locator(`time[datetime="${article.updated}"]`).first()).toBeVisible()
  await expect(page.getByText(/\d+ min read/)).toBeVisible()
  // The contents link each ## heading's anchor, which the page holds.
  const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link")
  await expect(contents).toHaveText(["Why it matters", "What to do", "In practice"])
  for (const href of await contents.evaluateAll((links) => links.map((link) => link.getAttribute("href")!)))
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1)
  // Up to three related reads, each sharing a topic, never the article itself: those sharing the most first, then the newest.
  const relatedTo = (one: (typeof HUB_ARTICLES)[number]) => {
    const shared = (other: typeof one) => other.topics.filter((topic) => one.topics.includes(topic)).length
    return NEWEST_FIRST.filter((other) => other !== one && shared(other))
      .sort((a, b) => shared(b) - shared(a))
      .slice(0, 3)
      .map((other) => other.title)
  }
  await expect(cardTitles(page, "Related reads")).toHaveText(relatedTo(article))
  await expect(page.getByRole("region", { name: "Draft your next report in minutes" })).toBeVisible()
  const ld = (await jsonLd(page)).find((item) => item["@type"] === "Article")!
  expect(ld).toMatchObject({
    headline: article.title,
    datePublished: article.date,
    dateModified: article.updated,
    author: { "@type": "Person", name: "Sam Ortiz" },
  })
  // An article on two topics: those on both come before newer ones on one.
  const two = HUB_ARTICLES.find((one) => one.topics.length === 2)!
  await page.goto(`${site.base}/insights/${two.slug}`)
  await expect(cardTitles(page, "Related reads")).toHaveText(relatedTo(two))
  expect(relatedTo(two)).not.toEqual(
    NEWEST_FIRST.filter((other) => other !== two && other.topics.some((topic) => two.topics.includes(topic)))
      .slice(0, 3)
      .map((other) => other.title),
  )
})

test("a reviewed article names its reviewer under the byline, linked, with their credentials and the day, and its WebPage is reviewed by their Person", async ({
  page,
}) => {
  const article = HUB_ARTICLES.find((one) => one.review?.reviewer === "maya-lindqvist")!
  await page.goto(`${site.base}/insights/${article.slug}`)
  const line = page.locator("main p").filter({ hasText: /^Medically reviewed by/ })
  await expect(line).toHaveText("Medically reviewed by Dr. Maya Lindqvist, MD, QME, on November 12, 2026")
  await expect(line.getByRole("link", { name: "Dr. Maya Lindqvist" })).toHaveAttribute("href", "/authors/maya-lindqvist")
  await expect(line.locator("time")).toHaveAttribute("datetime", "2026-11-12")
  const origin = "https://www.veridraft.example.com"
  const ld = await jsonLd(page)
  expect(ld.find((item) => item["@type"] === "WebPage")).toEqual({
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${origin}/insights/${article.slug}`,
    url: `${origin}/insights/${article.slug}`,
    name: article.title,
    lastReviewed: "2026-11-12",
    reviewedBy: {
      "@type": "Person",
      "@id": `${origin}/authors/maya-lindqvist#person`,
      name: "Dr. Maya Lindqvist",
      jobTitle: "Founder & CEO",
      honorificSuffix: "MD, QME",
      url: `${origin}/authors/maya-lindqvist`,
      worksFor: { "@id": `${origin}/#organization` },
      sameAs: ["https://linkedin.example.com/in/maya-lindqvist"],
    },
  })
  // The Article keeps its own author, and is the main entity of that WebPage.
  expect(ld.find((item) => item["@type"] === "Article")).toMatchObject({
    mainEntityOfPage: `${origin}/insights/${article.slug}`,
    author: { "@type": "Person", name: authorName(article.author) },
  })
  // An article no one reviewed has neither the line nor a WebPage.
  await page.goto(`${site.base}/insights/${HUB_ARTICLES.find((one) => !one.review)!.slug}`)
  await expect(page.getByText(/Medically reviewed by/)).toHaveCount(0)
  expect((await jsonLd(page)).some((item) => item["@type"] === "WebPage")).toBe(false)
})

test("an article's sources are listed at its foot, before its related reads, each title linking its work, and are its Article's citations", async ({
  page,
}) => {
  const article = HUB_ARTICLES.find((one) => one.sources)!
  await page.goto(`${site.base}/insights/${article.slug}`)
  const list = page.getByRole("region", { name: "Sources" })
  await expect(list.getByRole("link")).toHaveText(article.sources!.map(({ title }) => title))
  for (const [i, { url }] of article.sources!.entries()) await expect(list.getByRole("link").nth(i)).toHaveAttribute("href", url)
  // At the foot: after the article's text, before its related reads.
  const headings = await page.locator("main h2").allTextContents()
  expect(headings.indexOf("Sources")).toBeLessThan(headings.indexOf("Related reads"))
  expect(headings.indexOf("Sources")).toBeGreaterThan(headings.indexOf("What to do"))
  expect((await jsonLd(page)).find((item) => item["@type"] === "Article")?.citation).toEqual(
    article.sources!.map(({ title, url }) => ({ "@type": "CreativeWork", name: title, url })),
  )
  // An article that cites nothing lists nothing.
  await page.goto(`${site.base}/insights/${HUB_ARTICLES.find((one) => !one.sources)!.slug}`)
  await expect(page.getByRole("region", { name: "Sources" })).toHaveCount(0)
})

test("a reviewer's page lists the articles they reviewed after those they wrote, with their credentials in their Person", async ({ page }) => {
  await page.goto(`${site.base}/authors/maya-lindqvist`)
  const reviewed = NEWEST_FIRST.filter((article) => article.review?.reviewer === "maya-lindqvist")
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Articles written", "Articles reviewed"])
  await expect(cardTitles(page, "Articles reviewed")).toHaveText(reviewed.map((article) => article.title))
  expect((await jsonLd(page)).find((item) => item["@type"] === "Person")).toMatchObject({ name: "Dr. Maya Lindqvist", honorificSuffix: "MD, QME" })
  // An author who reviewed nothing has no such list.
  await page.goto(`${site.base}/authors/sam-ortiz`)
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Articles written"])
})

test("the build warns, naming its file, of each article whose review is older than a year, and builds it with its review line", async ({ page }) => {
  const due = HUB_ARTICLES.find((one) => one.review && one.review.reviewed < "2026-01-01")!
  // On the build's day, which a later day's run makes later: the other reviews fall due in their turn.
  const today = dayIn(ANNOUNCEMENT_ZONE, new Date())
  const allDue = HUB_ARTICLES.filter((one) => one.review && reviewIsDue(one.review.reviewed, today, ARTICLE_WORDS.reviewEveryDays))
  expect(allDue).toContain(due)
  const flat = site.output.replace(/\s*\n\s*/g, " ")
  // Gatsby prints "warn" in a terminal and "warning" in CI.
  for (const one of allDue)
    expect(flat).toMatch(
      new RegExp(`warn(ing)? content/pages/insights-${one.slug}\\.md: Review date: review due: reviewed on ${one.review!.reviewed}, \\d+ days ago`),
    )
  expect(flat.match(/review due/g)).toHaveLength(allDue.length)
  await page.goto(`${site.base}/insights/${due.slug}`)
  await expect(page.locator("main p").filter({ hasText: /^Medically reviewed by/ })).toHaveText(
    "Medically reviewed by Dr. Alexandra Konstantinopoulou-Whitfield, MD, on September 15, 2025",
  )
})

test("the hub's feed is served as Atom, each article credited to its author, with its two dates and its topics", async () => {
  const { type, feed } = await feedAt("/insights/feed.xml")
  expect(type).toBe("application/atom+xml; charset=utf-8")
  const origin = "https://www.veridraft.example.com"
  expect(feed.entries!.map(({ id, authors, published, updated, categories }) => ({ id, authors, published, updated, categories }))).toEqual(
    NEWEST_FIRST.map((article) => ({
      id: `${origin}/insights/${article.slug}`,
      authors: [{ name: authorName(article.author), uri: `${origin}/authors/${article.author}` }],
      published: day(article.date),
      updated: day(article.updated ?? article.date),
      categories: article.topics.map((topic) => ({ term: topic, label: topicName(topic), scheme: `${origin}/topics/` })),
    })),
  )
  // The site speaks for an entry without an author of its own: no article lacks one here.
  expect(feed.authors).toEqual([{ name: "Veridraft", uri: `${origin}/` }])
  for (const address of ["/authors/sam-ortiz/feed.xml", "/topics/apportionment/feed.xml", "/legal/feed.xml"])
    expect([address, (await feedAt(address)).type]).toEqual([address, "application/atom+xml; charset=utf-8"])
})

test("an author's page shows who they are, their credentials after their name, and lists their live articles newest first, with a Person and a feed", async ({
  page,
}) => {
  await page.goto(`${site.base}/authors/maya-lindqvist`)
  // Their letters follow their name, as in a review line.
  await expect(page.locator("h1")).toHaveText("Dr. Maya Lindqvist, MD, QME")
  await expect(page.getByText("Founder & CEO")).toBeVisible()
  await expect(page.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", "https://linkedin.example.com/in/maya-lindqvist")
  const theirs = NEWEST_FIRST.filter((article) => article.author === "maya-lindqvist")
  await expect(cardTitles(page, "Articles written")).toHaveText(theirs.map((article) => article.title))
  expect((await jsonLd(page)).some((item) => item["@type"] === "Person" && item.name === "Dr. Maya Lindqvist")).toBe(true)
  // Their feed is theirs: every entry, and the feed itself, credits them, never the site.
  const { feed } = await feedAt("/authors/maya-lindqvist/feed.xml")
  const maya = [{ name: "Dr. Maya Lindqvist", uri: "https://www.veridraft.example.com/authors/maya-lindqvist" }]
  expect(feed.authors).toEqual(maya)
  expect(feed.entries!.map((entry) => entry.authors)).toEqual(theirs.map(() => maya))
})

test("a topic's page, reached from a writer's link to it, describes it and lists its live articles newest first, with its Atom feed", async ({ page }) => {
  await page.goto(`${site.base}/authors/maya-lindqvist`)
  await page.getByRole("link", { name: "apportionment", exact: true }).click()
  await expect(page).toHaveURL(`${site.base}/topics/apportionment`)
  await expect(page.locator("h1")).toHaveText("Apportionment")
  await expect(page.getByText(HUB_TOPICS.apportionment.match(/description: (.+)/)![1]!)).toBeVisible()
  const theirs = NEWEST_FIRST.filter((article) => article.topics.includes("apportionment"))
  await expect(page.locator(".card-row h3")).toHaveText(theirs.map((article) => article.title))
  const feed = await (await fetch(`${site.base}/topics/apportionment/feed.xml`)).text()
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
  expect(feed.match(/<entry>/g)).toHaveLength(theirs.length)
})

test("tomorrow's article is nowhere today, and the one whose last day was yesterday sends visitors to the hub", async ({ page }) => {
  expect((await fetch(`${site.base}${HUB_SCHEDULED.coming}`)).status).toBe(404)
  await expectMovedFor(page, site.base, HUB_SCHEDULED.ended, "/insights")
  const sitemap = await (await fetch(`${site.base}/sitemap-0.xml`)).text()
  for (const gone of Object.values(HUB_SCHEDULED)) expect(sitemap).not.toContain(`${gone}<`)
  for (const there of ["/insights/note-01", "/authors/sam-ortiz", "/topics/records-review"]) expect(sitemap).toContain(`${there}<`)
  for (const feed of ["/insights/feed.xml", "/topics/report-writing/feed.xml", "/authors/sam-ortiz/feed.xml"]) {
    const xml = await (await fetch(`${site.base}${feed}`)).text()
    for (const gone of Object.values(HUB_SCHEDULED)) expect(xml).not.toContain(gone)
  }
})

for (const width of [360, 768, 1280, 1920]) {
  test(`at ${width} px the hub, its second page of seven, an article, an author and a topic hold no card alone in a row, every row full but a last one centred, and no date broken`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const route of [
      "/insights",
      "/insights/page/2",
      "/insights/note-02",
      "/insights/note-05",
      "/insights/note-10",
      "/authors/sam-ortiz",
      "/authors/maya-lindqvist",
      "/authors/lena-park",
      "/topics/report-writing",
    ]) {
      await page.goto(`${site.base}${route}`)
      for (const rows of await cardRows(page)) {
        const where = `${route} at ${width} px: ${JSON.stringify(rows)}`
        const [first, last] = [rows[0]!, rows.at(-1)!]
        const lone = rows.length > 1 && rows.some((row) => row.count === 1) && rows.some((row) => row.count > 1)
        expect(lone, where).toBe(false)
        for (const row of rows.slice(0, -1)) expect([row.count, row.left], where).toEqual([first.count, 0])
        if (rows.length > 1 && last.count < first.count) expect(Math.abs(last.left - last.right), where).toBeLessThanOrEqual(1)
      }
      expect(await brokenDates(page), `${route} at ${width} px`).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: test.info().outputPath(`${route.slice(1).replaceAll("/", "-")}-${width}.png`), fullPage: true })
    }
  })
}

test("at 360 px a date in an article's byline keeps to one line, whatever the month and the day", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 })
  await page.goto(`${site.base}/insights/note-01`)
  const broken: string[] = []
  for (let month = 0; month < 12; month++)
    for (const day of [2, 28]) {
      const date = new Date(Date.UTC(2026, month, day)).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })
      await page
        .locator("main time")
        .first()
        .evaluate((time, words) => (time.textContent = words), date)
      broken.push(...(await brokenDates(page)))
    }
  expect(broken).toEqual([])
})

test("at 360 px an article's trail that wraps ends a line with its separator, never starts one with it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 900 })
  await page.goto(`${site.base}/insights/note-01`)
  const trail = page.getByRole("navigation", { name: "Breadcrumb" })
  // What starts each line of the trail: a crumb, or a separator, once a title of a writer's length
  // takes it past one line (in one step, so that no hydration can put the title back in between).
  const lineStarts = await trail.evaluate((nav) => {
    nav.querySelector('[aria-current="page"]')!.textContent = "Apportionment explained: what a treating physician's report must say"
    const parts = [...nav.querySelectorAll("li > *")].map((part) => ({ text: part.textContent!.trim(), top: part.getBoundingClientRect().top }))
    return parts.filter((part, i) => i === 0 || part.top > parts[i - 1]!.top + 4).map(({ text }) => text)
  })
  expect(lineStarts.length).toBeGreaterThan(1)
  expect(lineStarts).not.toContain("/")
  await trail.screenshot({ path: test.info().outputPath("article-trail-360.png") })
})

test("the second page of the hub's seven: four and three on a desktop, the three centred; stacked on a tablet; never three, two and two", async ({ page }) => {
  for (const [width, lengths] of [
    [1280, [4, 3]],
    [768, [1, 1, 1, 1, 1, 1, 1]],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${site.base}/insights/page/2`)
    await expect(cardTitles(page, "Latest insights")).toHaveCount(7)
    const [rows] = await cardRows(page)
    expect(rows!.map((row) => row.count)).toEqual(lengths)
  }
})

test("an article printed on Letter, A4 and A5: its contents, no heading ending a sheet, its chart with its heading, the call to action never alone", async ({
  page,
}) => {
  for (const article of HUB_ARTICLES.filter((one) => one.chart || ["note-01", "note-05"].includes(one.slug))) {
    await page.goto(`${site.base}/insights/${article.slug}`)
    const text = (await print(page)).pages.join(" ")
    expect(text).toMatch(/Contents 1\. Why it matters 2\. What to do 3\. In practice/)
    if (article.chart) expect(text).toContain("What changed for the practice in a year")
    for (const paper of PAPER) expect(await pagingFaults(page, paper, [ARTICLE_WORDS.callToAction.heading]), article.slug).toEqual([])
    await page.emulateMedia({ media: "screen" })
  }
})

test("a printed article gives each link's address after its words, the site's own whole, but none for its contents or its words that are addresses", async ({
  page,
}) => {
  const article = HUB_ARTICLES[0]!
  await page.goto(`${site.base}/insights/${article.slug}`)
  const text = (await print(page)).pages.join(" ").replace(/\s+/g, " ")
  const origin = "https://www.veridraft.example.com"
  expect(text).toContain(`Sam Ortiz (${origin}/authors/sam-ortiz)`)
  // The PDF's text holds a space where the printed address ends and the comma follows.
  expect(text.replace(/\) ,/g, "),")).toContain(`Medically reviewed by Dr. Maya Lindqvist (${origin}/authors/maya-lindqvist), MD, QME, on November 12, 2026`)
  expect(text).toContain(`Apportionment (${origin}/topics/apportionment)`)
  expect(text).toContain(`Book a Demo (https://schedule.veridraft.example.com/demo)`)
  // A card's address breaks where its column ends, so it is read without the breaks.
  const related = HUB_ARTICLES.find((other) => other.slug === "note-09")!
  expect(text.replace(/\s+/g, "")).toContain(`${related.title}(${origin}/insights/${related.slug})`.replace(/\s+/g, ""))
  expect(text).not.toContain("#why-it-matters")
  expect(text).not.toContain("(/")
  // The works cited stand apart from the text above them on paper too, which drops the text's space below.
  await page.emulateMedia({ media: "print" })
  const sources = page.locator("#sources-heading")
  const gap = await sources.evaluate((heading) => {
    const above = [...document.querySelectorAll("main p, main li")].filter((text) => text.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING)
    return heading.getBoundingClientRect().top - above.at(-1)!.getBoundingClientRect().bottom
  })
  expect(gap).toBeGreaterThanOrEqual(24)
  // The byline stands apart from the title above it, on paper as on screen.
  const underTitle = () =>
    page.locator("main h1").evaluate((title) => {
      const byline = document.querySelector(`main a[href="/authors/sam-ortiz"]`)!
      return byline.getBoundingClientRect().top - title.getBoundingClientRect().bottom
    })
  expect(await underTitle()).toBeGreaterThanOrEqual(12)
  await page.emulateMedia({ media: "screen" })
  expect(await underTitle()).toBeGreaterThanOrEqual(12)
})

for (const width of [360, 1280]) {
  test(`at ${width} px axe and HTML_CodeSniffer find nothing on the hub, a reviewed article, its reviewer, an article whose review is due, its reviewer and a topic`, async ({
    page,
  }) => {
    // Two checkers on five pages took 26 to 32 s on a busy 2-core machine, about the default limit; there are seven.
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    // A reviewed article and its reviewer's page, and an article whose review is due with its reviewer's.
    for (const route of [
      "/insights",
      "/insights/page/2",
      "/insights/note-01",
      "/authors/maya-lindqvist",
      "/insights/note-05",
      "/authors/lena-park",
      "/topics/apportionment",
    ]) {
      await page.goto(`${site.base}${route}`)
      await expectNoViolations(page)
      await expectNoCodeSnifferErrors(page)
    }
  })
}

// The writers' footer has three columns of links: from a tablet up they stand in one row, beside the
// blurb from a laptop up and under it on a tablet; on a phone, each under the one before.
for (const width of [360, 768, 1280, 1920]) {
  test(`at ${width} px the footer's three columns of links ${width < 768 ? "stand one under another" : "share one row"}, and nothing runs off the side`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${site.base}/insights`)
    const footer = page.getByRole("contentinfo")
    const boxes = async (locator: ReturnType<Page["locator"]>) => Promise.all((await locator.all()).map(async (each) => (await each.boundingBox())!))
    const columns = await boxes(footer.getByRole("navigation"))
    const [blurb] = await boxes(footer.locator("p").first())
    expect(columns).toHaveLength(3)
    if (width < 768) {
      for (const [i, below] of columns.slice(1).entries()) expect(below.y).toBeGreaterThanOrEqual(columns[i]!.y + columns[i]!.height)
    } else {
      expect(new Set(columns.map((box) => Math.round(box.y))).size, JSON.stringify(columns)).toBe(1)
      for (const [i, right] of columns.slice(1).entries()) expect(right.x).toBeGreaterThanOrEqual(columns[i]!.x + columns[i]!.width)
      if (width >= 1280) expect(Math.round(columns[0]!.y)).toBe(Math.round(blurb!.y))
    }
    for (const box of columns) expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await footer.screenshot({ path: test.info().outputPath(`footer-${width}.png`) })
  })
}
