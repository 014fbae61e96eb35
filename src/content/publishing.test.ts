/** @jest-environment node */
import { endedPageRedirects, livePages, publishingState } from "./publishing"

const PAGES = [
  { path: "/insights", title: "Insights" },
  { path: "/insights/coming", title: "Coming", publish: "2027-02-01" },
  // biome-ignore lint/suspicious/noThenProperty: a page's field, as its file names it
  { path: "/insights/ending", title: "Ending", until: "2027-01-31", then: "/insights" },
]
const nodesOn = (today: string) => ({
  findAll: async () => ({ entries: PAGES }),
  findOne: async ({ type }: { type: string }) => (type === "SiteDay" ? { today } : null),
})

test("a page is live from its first day to its last, both whole days", () => {
  expect(["2027-01-31", "2027-02-01"].map((today) => publishingState({ publish: "2027-02-01" }, today))).toEqual(["coming", "live"])
  expect(["2027-01-31", "2027-02-01"].map((today) => publishingState({ until: "2027-01-31" }, today))).toEqual(["live", "gone"])
  expect(publishingState({ publish: "2027-02-01", until: "2027-02-01" }, "2027-02-01")).toBe("live")
})

test("the lists, breadcrumbs and feeds read only the pages live on the day the site is built for", async () => {
  expect((await livePages<{ path: string }>(nodesOn("2027-01-31"))).map(({ path }) => path)).toEqual(["/insights", "/insights/ending"])
  expect((await livePages<{ path: string }>(nodesOn("2027-02-01"))).map(({ path }) => path)).toEqual(["/insights", "/insights/coming"])
})

test("a page past its last day sends its address on to its then, and only then", () => {
  expect(endedPageRedirects(PAGES, "2027-01-31")).toEqual([])
  expect(endedPageRedirects(PAGES, "2027-02-01")).toEqual([{ from: "/insights/ending", to: "/insights" }])
})
