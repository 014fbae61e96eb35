/** @jest-environment node */
import { schemaProblems } from "../../vocabulary/problems"
import { siteSchema } from "../../vocabulary/schema"
import { site } from "../../test/content"
import { securityTxt } from "./security-txt"

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const withExpiry = (expires: string) => schemaProblems("content/site.json", siteSchema, { ...site, security: { ...site.security, expires } })

test("security.txt has the contact, an expiry at the end of its day, its own address and language", () => {
  expect(securityTxt({ contact: "security@veridraft.example.com", expires: "2027-09-30" }, "https://www.veridraft.example.com")).toBe(
    "Contact: mailto:security@veridraft.example.com\nExpires: 2027-09-30T23:59:59.000Z\nCanonical: https://www.veridraft.example.com/.well-known/security.txt\nPreferred-Languages: en\n",
  )
})

test("an expiry that has passed, or more than a year ahead, is refused with its field", () => {
  expect(withExpiry(day(30))).toEqual([])
  expect(withExpiry(day(-1))).toEqual([
    {
      file: "content/site.json",
      field: "security.expires",
      message: `expected a date after today (security.txt is not trusted once it expires: set one within a year), found "${day(-1)}"`,
    },
  ])
  expect(withExpiry(day(400)).map((problem) => problem.message)).toEqual([`expected a date within a year from today (RFC 9116), found "${day(400)}"`])
})
