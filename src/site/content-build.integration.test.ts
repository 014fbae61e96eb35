/** @jest-environment node */
// A real `gatsby build` of a copy of the site with a content mistake must stop, naming it.
import fs from "node:fs"
import path from "node:path"
import { copySite, FIXTURES, gatsbyBuild, stopBuilds } from "../test/site-copy"
import { temporaryFolders } from "../test/temporary-folders"
import { renewSettings } from "../test/fixture-site"
import { parseFile } from "./content-files"
import { parseLegalText } from "../vocabulary/legal-markdown"
import { renderLegalPdf } from "../node/legal/legal-pdf"

// Each copy of the site is removed after the tests, however they end.
// A build a test left running is stopped before its folder is removed.
afterAll(stopBuilds)
const folder = temporaryFolders(afterAll)

// Builds run side by side: each stops early, and most of its time is Node starting Gatsby.
async function build(dir: string, env: NodeJS.ProcessEnv = {}) {
  const result = await gatsbyBuild(dir, env)
  fs.rmSync(dir, { recursive: true, force: true })
  return result
}

// One copy with a mistake in each kind of content file: the build names every one of them.
const MISTAKES = [
  [
    "unknown-icon",
    'content/pages/home.md: Section 2 (Cards), card 3: Icon: expected one of draft, summary, rating, template, shield, clock, speed, chart, found "rocket"',
  ],
  ["broken-yaml", "content/pages/about.md: line 24, column 4: malformed YAML front matter (bad indentation of a sequence entry)"],
  // site.json is read by gatsby-config before any plugin: the same check runs there first.
  ["broken-json", 'content/site.json: line 51, column 3: malformed JSON (a comma before the closing "}": remove the comma)'],
  ["impossible-date", 'content/legal/privacy-policy.md: Last updated: expected a real calendar date, found "2026-13-45"'],
]

test.concurrent("gatsby build stops on a mistake in each kind of content file, naming each with its file and field", async () => {
  const dir = copySite(folder("site-"))
  for (const [fixture] of MISTAKES) fs.cpSync(path.join(FIXTURES, fixture!), path.join(dir, "content"), { recursive: true })
  renewSettings(path.join(dir, "content"))
  // Files no folder declares, which Gatsby would otherwise copy to the site's origin as they are.
  const script = '<script>document.title="ran:"+document.domain</script>'
  fs.mkdirSync(path.join(dir, "static", "legal"))
  for (const file of ["static/legal/evil.html", "static/evil.html"]) fs.writeFileSync(path.join(dir, file), script)
  for (const file of ["static/legal/evil.svg", "static/evil.svg"])
    fs.writeFileSync(path.join(dir, file), `<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`)
  // Gatsby's logger in a writer's terminal (not CI's), which frames errors and wraps them.
  const { status, output } = await build(dir, { GATSBY_LOGGER: "ink" })
  expect(status).not.toBe(0)
  expect(output).toContain(`${MISTAKES.length + 4} content problems:`)
  // The site's own report: no Gatsby frame, each problem a whole line however long.
  expect(output).not.toMatch(/ERROR\s+UNKNOWN/)
  expect(output.split("\n")).toEqual(expect.arrayContaining(MISTAKES.map(([, line]) => line)))
  for (const file of ["static/evil.html", "static/evil.svg", "static/legal/evil.html", "static/legal/evil.svg"])
    expect(output.replace(/\s*\n\s*/g, " ")).toContain(`${file}: is not a file the site publishes`)
  expect(output).not.toContain("Building static HTML")
  expect(output).not.toMatch(/Invalid plugin options|Invalid time value/)
}, 120_000)

// A copy of the site with its own PDF of the privacy policy, made from the committed text, and a
// sentence of that text changed after. The copy has no .git, as a site exported without history.
async function buildWithStalePdf() {
  const dir = copySite(folder("site-"))
  const source = path.join(dir, "content", "legal", "privacy-policy.md")
  const parsed = parseFile("content/legal/privacy-policy.md", fs.readFileSync(source, "utf8"))
  if (!("data" in parsed)) throw new Error("the real privacy policy does not parse")
  const lastUpdated = { iso: String(parsed.data.lastUpdated), display: "November 1, 2026", label: "Last updated" }
  await renderLegalPdf(
    { title: String(parsed.data.title), productName: "Veridraft", lastUpdated, blocks: parseLegalText(parsed.body).blocks },
    path.join(dir, "static", "legal", "privacy-policy.pdf"),
  )
  fs.writeFileSync(source, fs.readFileSync(source, "utf8").replace("We never sell it,", "We rarely sell it,"))
  const { status, output } = await build(dir)
  return { status, said: output.replace(/\s*\n\s*/g, " ") }
}
const staleBuild = buildWithStalePdf()

test.concurrent("gatsby build stops when a PDF supplied in place of the built one says something the page does not", async () => {
  const { status, said } = await staleBuild
  expect(status).not.toBe(0)
  expect(said).toContain(
    'content/legal/privacy-policy.md: the text differs from static/legal/privacy-policy.pdf: the page says "We rarely sell it, never use it for advertising, and never use it to train models offered to other customers."',
  )
}, 120_000)

test.concurrent("a copy without .git builds its legal documents' current versions, with one warning that earlier ones are not published", async () => {
  const { said } = await staleBuild
  expect(said.match(/Earlier versions of the legal documents are not published: there is no \.git folder \(not a clone\)\./g)).toHaveLength(1)
  expect(said).toMatch(/Legal documents' history: 0 earlier versions of 2 documents/)
}, 120_000)

// The PDFs are drawn while webpack bundles the pages: one that cannot be made stops the build
// there, before any page is rendered.
test.concurrent("gatsby build stops when a legal PDF cannot be made, with the reason, without rendering the pages first", async () => {
  const dir = copySite(folder("site-"))
  fs.mkdirSync(path.join(dir, "public"))
  fs.writeFileSync(path.join(dir, "public", "legal"), "a file where the PDFs' folder goes")
  const { status, output } = await build(dir)
  expect(status).not.toBe(0)
  expect(output.replace(/\s*\n\s*/g, " ")).toContain("The sharing cards and legal PDFs were not all made: EEXIST: file already exists, mkdir 'public/legal'")
  expect(output).not.toContain("Building static HTML")
}, 120_000)
