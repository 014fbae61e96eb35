/** @jest-environment node */
import { redirectLineProblems } from "../../../scripts/redirect-rules.mjs"
import { redirectsFile } from "./redirects"
import { headerValue, ruleValue } from "./rule-text"

test("a value that would end a _redirects or _headers line, or add a field to it, is refused wherever it came from", () => {
  for (const value of [
    "/x /about 301\n/* https://evil.example/:splat 200!\n/y",
    "/a b",
    "/a\tb",
    "/a\rb",
    "/a\u001bb",
    "/a\u2028b",
    "/a\u200bb",
    "",
    "\n/og-image.png",
  ]) {
    expect(() => ruleValue(value)).toThrow(/Refused to write .* into _redirects or _headers/)
  }
  expect(() => redirectsFile([{ from: "/x /about 301\n/*", to: "https://evil.example/:splat" }])).toThrow(/Refused to write/)
  expect(() => headerValue("max-age=0\nSet-Cookie: a=b")).toThrow(/Refused to write/)
  expect(headerValue("default-src 'self'; img-src 'self' data:")).toBe("default-src 'self'; img-src 'self' data:")
  expect(
    redirectsFile([
      { from: "/pricing", to: "/plans" },
      { from: "/terms/*", to: "/legal/:splat" },
    ]),
  ).toBe("/pricing /plans 301\n/terms/* /legal/:splat 301\n")
})

test("serve.mjs --check takes only the lines the build writes: a 301 between site addresses, or to an https:// site", () => {
  const fine =
    "/pricing /plans 301\n/privacy-policy/* /privacy/:splat 301\n/legal/privacy-policy-* /legal/privacy-:splat 301\n/demo https://schedule.veridraft.example.com/demo 301\n/old /about#team 301\n"
  expect(redirectLineProblems(fine)).toEqual([])
  expect(
    redirectLineProblems(
      "/pricing /plans 301\n/* https://evil.example/:splat 200!\n/a /b 302\n/a /b 301!\n/a http://x.example 301\n/a /b 301 Country=us\n/a //evil.example 301\n",
    ),
  ).toEqual([
    'line 2: "/* https://evil.example/:splat 200!" (expected "/from /to 301" or "/from https://… 301")',
    'line 3: "/a /b 302" (expected "/from /to 301" or "/from https://… 301")',
    'line 4: "/a /b 301!" (expected "/from /to 301" or "/from https://… 301")',
    'line 5: "/a http://x.example 301" (expected "/from /to 301" or "/from https://… 301")',
    'line 6: "/a /b 301 Country=us" (expected "/from /to 301" or "/from https://… 301")',
    'line 7: "/a //evil.example 301" (expected "/from /to 301" or "/from https://… 301")',
  ])
})
