/** @jest-environment node */
import { brokenOn, changeDays, comingChanges, endedPageRedirects, landing, pagesByPath, publishingState, type ScheduledPage } from "./publishing"

const PAGES: ScheduledPage[] = [
  { file: "content/pages/insights.md", path: "/insights" },
  { file: "content/pages/coming.md", path: "/insights/coming", publish: "2027-02-01" },
  // biome-ignore lint/suspicious/noThenProperty: a page's field, as its file names it
  { file: "content/pages/ending.md", path: "/insights/ending", until: "2027-01-31", then: "/insights" },
]

// Page A came down on the 1st and sends visitors to B; B comes down after the 3rd and sends them to D.
const CHAIN: ScheduledPage[] = [
  // biome-ignore lint/suspicious/noThenProperty: a page's field, as its file names it
  { file: "content/pages/a.md", path: "/a", until: "2027-03-01", then: "/b" },
  // biome-ignore lint/suspicious/noThenProperty: a page's field, as its file names it
  { file: "content/pages/b.md", path: "/b", until: "2027-03-03", then: "/d" },
  { file: "content/pages/d.md", path: "/d" },
]

test("a page is live from its first day to its last, both whole days", () => {
  expect(["2027-01-31", "2027-02-01"].map((today) => publishingState({ publish: "2027-02-01" }, today))).toEqual(["coming", "live"])
  expect(["2027-01-31", "2027-02-01"].map((today) => publishingState({ until: "2027-01-31" }, today))).toEqual(["live", "gone"])
  expect(publishingState({ publish: "2027-02-01", until: "2027-02-01" }, "2027-02-01")).toBe("live")
})

test("a page past its last day sends its address on to its then, and only then", () => {
  expect(endedPageRedirects(PAGES, "2027-01-31")).toEqual([])
  expect(endedPageRedirects(PAGES, "2027-02-01")).toEqual([{ from: "/insights/ending", to: "/insights" }])
})

test("a chain of thens resolves to its live end: one redirect a page, never a chain, and a link's anchor kept", () => {
  const pages = pagesByPath(CHAIN)
  expect(landing("/b#fees", pages, "2027-03-02")).toEqual({ to: "/b#fees" })
  expect(landing("/b#fees", pages, "2027-03-04")).toEqual({ to: "/d#fees" })
  expect(endedPageRedirects(CHAIN, "2027-03-02")).toEqual([{ from: "/a", to: "/b" }])
  expect(endedPageRedirects(CHAIN, "2027-03-04")).toEqual([
    { from: "/a", to: "/d" },
    { from: "/b", to: "/d" },
  ])
})

test("a link that would lead nowhere live on a later day is found today, with that day and why", () => {
  const days = (pages: ScheduledPage[]) => ["2027-03-02", ...changeDays(pages, "2027-03-02")]
  expect(changeDays(CHAIN, "2027-03-02")).toEqual(["2027-03-04"])
  expect(brokenOn("/b", pagesByPath(CHAIN), days(CHAIN), () => true)).toBeUndefined()
  // D goes up only on the 10th: from the 4th to the 9th, B's visitors would be sent to a page not yet up.
  const late = CHAIN.map((page) => (page.path === "/d" ? { ...page, publish: "2027-03-10" } : page))
  expect(brokenOn("/b", pagesByPath(late), days(late), () => true)).toEqual({
    day: "2027-03-04",
    reason: "/b → /d, and content/pages/d.md is published from 2027-03-10",
  })
  expect(brokenOn("/b", pagesByPath(late), days(late), (day) => day < "2027-03-04")).toBeUndefined()
  // D comes down after the 5th and sends its visitors back to A: a circle from the 6th.
  // biome-ignore lint/suspicious/noThenProperty: a page's field, as its file names it
  const circle = CHAIN.map((page) => (page.path === "/d" ? { ...page, until: "2027-03-05", then: "/a" } : page))
  expect(brokenOn("/b", pagesByPath(circle), days(circle), () => true)).toEqual({
    day: "2027-03-06",
    reason: "its thens go round in a circle: /b → /d → /a → /b",
  })
})

test("the daily build's log says what the next days the schedule changes something put up and take down", () => {
  const pages = [...PAGES, ...CHAIN]
  expect(comingChanges(pages, "2027-01-15", "America/New_York")).toEqual([
    "On 2027-02-01 (in America/New_York), the daily build puts up /insights/coming and takes down /insights/ending (its visitors then go to /insights).",
    "On 2027-03-02 (in America/New_York), the daily build takes down /a (its visitors then go to /b).",
    "On 2027-03-04 (in America/New_York), the daily build takes down /b (its visitors then go to /d).",
  ])
  expect(comingChanges(pages, "2027-03-04", "UTC")).toEqual([])
})
