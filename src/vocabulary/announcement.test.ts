/** @jest-environment node */
import { announcementNews, announcementSchema, announcementState, dayIn, shownAnnouncement, siteToday, timeZone, zoneOf } from "./announcement"
import { siteSchema } from "./schema"
import { schemaProblems } from "./problems"
import { formatProblem } from "../site/content-check"

const webinar = { text: "Join our webinar on 12 January.", from: "2026-12-01", until: "2027-01-31" }
const at = (iso: string) => new Date(iso)

test("a day is the site's: 05:00 UTC on 1 December is still 30 November in New York, and already 1 December in UTC", () => {
  expect(dayIn("America/New_York", at("2026-12-01T04:59:59Z"))).toBe("2026-11-30")
  expect(dayIn("America/New_York", at("2026-12-01T05:00:00Z"))).toBe("2026-12-01")
  expect(dayIn("UTC", at("2026-12-01T00:00:00Z"))).toBe("2026-12-01")
  expect(dayIn("Asia/Tokyo", at("2026-11-30T15:00:00Z"))).toBe("2026-12-01")
})

test.each([
  // UTC, the zone when site.json names none: from the first second of `from` to the last of `until`.
  ["UTC", "2026-11-30T23:59:59Z", "coming"],
  ["UTC", "2026-12-01T00:00:00Z", "shown"],
  ["UTC", "2027-01-31T23:59:59Z", "shown"],
  ["UTC", "2027-02-01T00:00:00Z", "over"],
  // New York in winter (UTC−5): the same days, five hours later.
  ["America/New_York", "2026-12-01T04:59:59Z", "coming"],
  ["America/New_York", "2026-12-01T05:00:00Z", "shown"],
  ["America/New_York", "2027-02-01T04:59:59Z", "shown"],
  ["America/New_York", "2027-02-01T05:00:00Z", "over"],
])("in %s at %s the announcement is %s", (zone, now, state) => {
  const today = siteToday(zoneOf({ timeZone: zone === "UTC" ? undefined : zone }), at(now), undefined)
  expect(announcementState(webinar, today)).toBe(state)
  expect(shownAnnouncement({ announcement: webinar }, today)).toBe(state === "shown" ? webinar : undefined)
})

test("SITE_DATE builds the site as on another day, and a date that is not one stops the build", () => {
  expect(siteToday("UTC", at("2026-11-25T12:00:00Z"), "2027-01-12")).toBe("2027-01-12")
  expect(siteToday("UTC", at("2026-11-25T12:00:00Z"), "")).toBe("2026-11-25")
  expect(() => siteToday("UTC", new Date(), "12/01/2027")).toThrow('SITE_DATE: expected a date written YYYY-MM-DD, found "12/01/2027"')
})

test("a one-day announcement is shown on that day alone", () => {
  const oneDay = { ...webinar, from: "2027-01-12", until: "2027-01-12" }
  expect(
    ["2027-01-11T23:59:59Z", "2027-01-12T00:00:00Z", "2027-01-12T23:59:59Z", "2027-01-13T00:00:00Z"].map((now) =>
      announcementState(oneDay, dayIn("UTC", at(now))),
    ),
  ).toEqual(["coming", "shown", "shown", "over"])
})

test("the build's log says what the day changed: the band began today, ended yesterday, or is still to come", () => {
  expect(announcementNews(webinar, "2026-12-01", "UTC")).toBe(
    'The announcement "Join our webinar on 12 January." is shown on every page: it began today, its last day is 2027-01-31 (today is 2026-12-01 in UTC).',
  )
  expect(announcementNews(webinar, "2026-12-02", "UTC")).toContain("shown since 2026-12-01")
  expect(announcementNews(webinar, dayIn("America/New_York", at("2027-02-01T05:10:00Z")), "America/New_York")).toBe(
    'The announcement "Join our webinar on 12 January." is left out: it ended yesterday, its last day was 2027-01-31 (today is 2027-02-01 in America/New_York).',
  )
  expect(announcementNews(webinar, "2026-11-20", "UTC")).toContain("is left out: it begins on 2026-12-01")
})

test("an announcement's mistakes are refused in the writer's words: a last day before the first, a date that is not one, a zone nobody has", () => {
  const problems = (value: unknown) => schemaProblems("content/site.json", announcementSchema, value).map(formatProblem)
  expect(problems({ ...webinar, until: "2026-11-30" })).toEqual([
    'content/site.json: until: expected a last day no earlier than the first (from), found "2026-11-30"',
  ])
  expect(problems({ ...webinar, from: "2026-12-32" })).toEqual(['content/site.json: from: expected a real calendar date, found "2026-12-32"'])
  expect(problems({ text: webinar.text })[0]).toMatch(/from: expected a date written YYYY-MM-DD/)
  expect(problems({ ...webinar, link: { label: "Read more" } })).toEqual(["content/site.json: link.to: expected a link target, found nothing"])
  expect(timeZone.safeParse("America/New_York").success).toBe(true)
  expect(timeZone.safeParse("Eastern").error?.issues[0]?.message).toBe('expected a time zone like "America/New_York" or "UTC"')
  expect(siteSchema.shape.announcement.unwrap()).toBe(announcementSchema)
})
