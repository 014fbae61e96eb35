/** @jest-environment node */
import { buildWarnings, warningsIn } from "../../scripts/build-warnings.mjs"

// Gatsby's log as a build writes it to a file: its progress lines redrawn with terminal codes, long lines wrapped.
const ESC = "\u001b"
const redraw = `${ESC}[2K${ESC}[1A${ESC}[2K${ESC}[G`
const log = (...lines: string[]) =>
  ["success compile gatsby files - 5.348s", ...lines, "success onPostBuild - 1.000s", ""].map((line) => `${redraw}${line}`).join("\n")
const IMPORT_ERROR = [
  "warn ./src/vocabulary/fields.ts",
  "Attempted import error: 'undrawableCharacter' is not exported from",
  "'./pdf-glyphs' (imported as 'undrawableCharacter').",
]
const NOTICE = ["warn The GraphQL query in the non-page component", '"/site/src/templates/article.tsx" will not be run.']
const PAGE_CHUNKS = ["app", "component---src-templates-page-tsx", "component---src-pages-404-tsx"]

test("each warning of a build's log is read whole, over its wrapped lines and through the terminal's codes", () => {
  expect(warningsIn(log("info Total nodes: 59", ...IMPORT_ERROR, "success Building HTML renderer - 10.025s"))).toEqual([
    "./src/vocabulary/fields.ts Attempted import error: 'undrawableCharacter' is not exported from './pdf-glyphs' (imported as 'undrawableCharacter').",
  ])
  expect(warningsIn(log("info Total nodes: 59", "success Building HTML renderer - 10.025s"))).toEqual([])
})

test("a warning fails the check; Gatsby's notice of a template passes only while no page of the build uses it", () => {
  expect(buildWarnings(log(...IMPORT_ERROR, ...NOTICE), PAGE_CHUNKS, "/site")).toEqual([expect.stringContaining("Attempted import error")])
  expect(buildWarnings(log(...NOTICE), PAGE_CHUNKS, "/site")).toEqual([])
  expect(buildWarnings(log(...NOTICE), [...PAGE_CHUNKS, "component---src-templates-article-tsx"], "/site")).toEqual([
    'The GraphQL query in the non-page component "/site/src/templates/article.tsx" will not be run.',
  ])
  expect(buildWarnings(log("warn The Gatsby cache kept from the last Netlify build is not used"), PAGE_CHUNKS, "/site")).toHaveLength(1)
})
