/** @jest-environment node */
// A real `gatsby build` of a copy of the site with a content mistake must stop, naming it.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { copySite, plain } from "../test/site-copy"
import { parseFile } from "./validate"
import { parseLegalText } from "./legal-text"
import { renderLegalPdf } from "../node/legal-pdf"

// Builds run side by side: each stops early, and most of its time is Node starting Gatsby.
async function build(dir: string) {
  const child = spawn("npx", ["gatsby", "build"], { cwd: dir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" } })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve))
  fs.rmSync(dir, { recursive: true, force: true })
  return { status, output: plain(output) }
}

const buildWith = (fixture: string) => build(copySite(fixture))

test.concurrent.each([
  ["unknown-icon", 'content/home.md: features.items[2].icon: expected one of draft, summary, rating, template, shield, clock, speed, chart, found "rocket"'],
  ["broken-yaml", "content/about.md: line 9, column 2: malformed YAML front matter (bad indentation of a mapping entry)"],
  // site.json is read by gatsby-config before any plugin: the same check runs there first.
  ["broken-json", "content/site.json: line 51, column 3: malformed JSON (Expected double-quoted property name in JSON at position 1823)"],
  ["impossible-date", 'content/legal/privacy-policy.md: lastUpdated: expected a real calendar date, found "2026-13-45"'],
])("gatsby build stops on %s with the file and field", async (fixture, line) => {
  const { status, output } = await buildWith(fixture)
  expect(status).not.toBe(0)
  expect(output).toContain("1 content problem:")
  expect(output).toContain(line)
  expect(output).not.toContain("Building static HTML")
  expect(output).not.toMatch(/Invalid plugin options|Invalid time value/)
}, 120_000)

test.concurrent("gatsby build stops when a PDF supplied in place of the built one says something the page does not", async () => {
  const dir = copySite()
  const source = path.join(dir, "content", "legal", "privacy-policy.md")
  const parsed = parseFile("content/legal/privacy-policy.md", fs.readFileSync(source, "utf8"))
  if (!("data" in parsed)) throw new Error("the real privacy policy does not parse")
  const lastUpdated = { iso: String(parsed.data.lastUpdated), display: "November 1, 2026", label: "Last updated" }
  await renderLegalPdf({ title: String(parsed.data.title), productName: "Veridraft", lastUpdated, blocks: parseLegalText(parsed.body).blocks }, path.join(dir, "static", "legal", "privacy-policy.pdf"))
  fs.writeFileSync(source, fs.readFileSync(source, "utf8").replace("We never sell it,", "We rarely sell it,"))
  const { status, output } = await build(dir)
  expect(status).not.toBe(0)
  expect(output.replace(/\s*\n\s*/g, " ")).toContain(
    'content/legal/privacy-policy.md: the text differs from static/legal/privacy-policy.pdf: the page says "We rarely sell it, never use it for advertising, and never use it to train models offered to other customers."',
  )
}, 120_000)
