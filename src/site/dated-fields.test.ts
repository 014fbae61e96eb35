/** @jest-environment node */
// Dated fields (security.txt's expiry, a quote's or a logo's permission, an assurance's date) are
// checked on the day the site is built for, in the site's zone: the day SITE_DATE names, or today there.
import path from "node:path"
import { readContentDir } from "./content-dir"
import { checkSite } from "./site-check"
import { formatProblem } from "../vocabulary/problems"
import { FIXTURE_SITE } from "../test/fixture-site"

const base = readContentDir(path.join(FIXTURE_SITE, "content"))

// The fixture site in New York's time, with security.txt expiring on `expires` and a page of `sections`.
function siteWith(expires: string, sections = "") {
  const settings = JSON.parse(base.texts.get("content/site.json")!)
  settings.timeZone = "America/New_York"
  settings.security.expires = expires
  const texts = new Map(base.texts)
  texts.set("content/site.json", `${JSON.stringify(settings, null, 2)}\n`)
  if (sections) texts.set("content/pages/dated.md", `---\ntitle: Dated\ndescription: A page of dated claims.\npath: /dated\nsections:\n${sections}---\n`)
  return { ...base, texts }
}
const problemsOf = (set: ReturnType<typeof siteWith>, now: Date) => checkSite(set, [], now).problems.map(formatProblem)
// Noon in New York on `day`.
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`)

const EXPIRED =
  'content/site.json: security.expires: expected a date after today (security.txt is not trusted once it expires: set one within a year), found "2027-09-30"'

afterEach(() => {
  delete process.env.SITE_DATE
})

test("a build for a day past security.txt's expiry stops naming the file and the field; a build for the day before goes on", () => {
  const site = siteWith("2027-09-30")
  process.env.SITE_DATE = "2027-11-28"
  expect(problemsOf(site, new Date())).toEqual([EXPIRED])
  process.env.SITE_DATE = "2027-09-30"
  expect(problemsOf(site, new Date())).toEqual([EXPIRED])
  process.env.SITE_DATE = "2027-09-29"
  expect(problemsOf(site, new Date())).toEqual([])
})

test("the year security.txt may run is counted from the build's day", () => {
  process.env.SITE_DATE = "2027-11-28"
  expect(problemsOf(siteWith("2028-11-28"), new Date())).toEqual([])
  expect(problemsOf(siteWith("2028-11-29"), new Date())).toEqual([
    'content/site.json: security.expires: expected a date within a year from today (RFC 9116), found "2028-11-29"',
  ])
})

test("from 30 days before security.txt expires the build warns of the day it will stop, naming the file and the field, and still builds", () => {
  const site = siteWith("2027-09-30")
  const on = (day: string) => {
    const { problems, warnings } = checkSite(site, [], noonOn(day))
    return [problems, warnings.filter((warning) => warning.startsWith("content/site.json: "))]
  }
  const expiring = (when: string) =>
    `content/site.json: Security contact: Valid until: security.txt expires on 2027-09-30, ${when}, and from that day the build stops: set a later date, within a year of today (it still builds)`
  expect(on("2027-08-30")).toEqual([[], []])
  expect(on("2027-08-31")).toEqual([[], [expiring("in 30 days")]])
  expect(on("2027-09-29")).toEqual([[], [expiring("tomorrow")]])
})

test("the day ends at midnight in the site's zone, not in UTC", () => {
  const site = siteWith("2027-09-30")
  // 23:30 on September 29 in New York is already September 30 in UTC.
  expect(problemsOf(site, new Date("2027-09-30T03:30:00Z"))).toEqual([])
  // 00:30 on September 30 in New York.
  expect(problemsOf(site, new Date("2027-09-30T04:30:00Z"))).toEqual([EXPIRED])
})

const DATED = `  - type: quote
    quote: Veridraft cut my report time in half.
    name: Dr. A. Example
    role: Orthopaedic surgeon
    permission: 2027-11-20
  - type: assurances
    heading: Security and compliance
    items:
      - title: SOC 2 Type II
        status: in progress
        since: 2027-12-01
        evidence: /privacy-policy
        body: Our audit period is under way.
    inPlace: In place since
    inProgress: In progress, expected
    evidenceLabel: See the evidence
`

test("a quote's permission and an assurance's date are checked on the build's day", () => {
  const site = siteWith("2028-06-30", DATED)
  expect(problemsOf(site, noonOn("2027-11-28"))).toEqual([])
  expect(problemsOf(site, noonOn("2027-11-19"))).toEqual([
    'content/pages/dated.md: sections[0].permission: expected a date no later than today (the day the person agreed to be quoted), found "2027-11-20"',
  ])
  expect(problemsOf(site, noonOn("2027-12-01"))).toEqual([
    'content/pages/dated.md: sections[1].items[0].since: expected a date after today for a claim "in progress": when it will be in place (if it is, say "in place"), found "2027-12-01"',
  ])
})
