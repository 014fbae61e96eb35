/** @jest-environment node */
import type { SourceNodesArgs } from "gatsby"
import { archiveLinksOfTheDay } from "./archive-links"
import { publishedRedirects } from "../headers/redirects"

// The site's published redirects (its former addresses and the writers' own), as the day has them.
jest.mock("../headers/redirects", () => ({
  publishedRedirects: jest.fn(() => ({
    redirects: [
      { from: "/security", to: "/trust" },
      { from: "/spring-webinar", to: "/insights" },
      { from: "/book", to: "https://calendar.veridraft.example.com/demo" },
    ],
  })),
}))

const SENDS_ON = [{ from: "/spring-webinar", to: "/case-studies" }]
// The day's nodes: what it publishes, and where the addresses of the pages it brought down lead.
const DAY: Record<string, object[]> = {
  ContentPage: [
    { path: "/", sourceFile: "content/pages/index.md" },
    { path: "/trust", sourceFile: "content/pages/trust.md" },
    { path: "/insights", sourceFile: "content/pages/insights.md" },
    { path: "/case-studies", sourceFile: "content/pages/case-studies.md" },
  ],
  LegalDocument: [{ path: "/terms-of-service", sourceFile: "content/legal/terms-of-service.md", pdf: "/legal/terms-of-service.pdf" }],
  Author: [{ path: "/authors/maya-chen", sourceFile: "content/authors/maya-chen.md" }],
  Topic: [{ path: "/topics/apportionment", sourceFile: "content/topics/apportionment.md" }],
  SiteDay: [{ today: "2026-11-28", sendsOn: SENDS_ON }],
}
const leadOf = archiveLinksOfTheDay(((type: string) => DAY[type] ?? []) as SourceNodesArgs["getNodesByType"])

test("a link to what the day serves leads there, as written", () => {
  for (const href of [
    "/",
    "/trust",
    "/case-studies#results",
    "/terms-of-service#business-associate-addendum",
    "/authors/maya-chen",
    "/topics/apportionment",
    "/search",
  ])
    expect(leadOf(href)).toBe(href)
  expect(leadOf("/case-studies/")).toBe("/case-studies/")
  expect(publishedRedirects).toHaveBeenCalledWith({ pages: DAY.ContentPage, legal: DAY.LegalDocument }, SENDS_ON)
})

test("a link to an address that moved or came down leads where the address leads that day, the day's own first", () => {
  expect(leadOf("/security#encryption")).toBe("/trust#encryption")
  expect(leadOf("/spring-webinar")).toBe("/case-studies")
  expect(leadOf("/book")).toBe("https://calendar.veridraft.example.com/demo")
})

test("a link to an address the day serves no page at leads nowhere, in every spelling", () => {
  for (const href of [
    "/records-request",
    "/topics/webinars",
    "/authors/former-writer",
    "/terms-of-service/2026-01-01",
    "/Trust",
    "/trust?utm=1",
    "/trust/index.html",
    "//trust",
    "//",
    "//#results",
    "//evil.example.com/trust",
    "/admin",
  ])
    expect([href, leadOf(href)]).toEqual([href, null])
})

test("a link outside the site is kept as written, and the day's redirects are read only for a link inside it", () => {
  const outside = archiveLinksOfTheDay(((type: string) => DAY[type] ?? []) as SourceNodesArgs["getNodesByType"])
  const calls = jest.mocked(publishedRedirects).mock.calls.length
  for (const href of ["https://www.hhs.gov/hipaa", "mailto:privacy@veridraft.example.com"]) expect(outside(href)).toBe(href)
  expect(jest.mocked(publishedRedirects).mock.calls.length).toBe(calls)
  expect([outside("/trust"), outside("/records-request")]).toEqual(["/trust", null])
  expect(jest.mocked(publishedRedirects).mock.calls.length).toBe(calls + 1)
})
