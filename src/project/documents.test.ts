/** @jest-environment node */
// The README is what a newcomer reads first: short, with every document it names there and
// leading back to it, and no relative link in any of the project's documents left dangling.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { anchorsOf, brokenLinks, linksOf } from "./document-links"

const root = path.join(__dirname, "..", "..")
const DOCS = fs
  .readdirSync(path.join(root, "docs"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => `docs/${name}`)
const DOCUMENTS = ["README.md", "content/README.md", ...DOCS]
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const linkedFiles = (file: string) =>
  linksOf(read(file))
    .filter((href) => !/^[a-z]+:/.test(href) && !href.startsWith("#"))
    .map((href) => path.join(path.dirname(file), href.split("#")[0]!))

test("the README is read in minutes: under 150 lines", () => {
  expect(read("README.md").split("\n").length).toBeLessThan(150)
})

test("every relative link in the project's documents reaches an existing file and heading", () => {
  expect(DOCUMENTS.flatMap((file) => brokenLinks(root, file))).toEqual([])
})

test("the README links every document, and every document it links links back to it", () => {
  const fromReadme = linkedFiles("README.md")
  for (const doc of [...DOCS, "content/README.md"]) {
    expect(fromReadme).toContain(doc)
    expect(linkedFiles(doc)).toContain("README.md")
  }
})

test("a link to a missing file or heading is named with its document and target", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "documents-"))
  const beside = `${dir}-beside`
  try {
    fs.mkdirSync(path.join(dir, "docs"))
    // A file beside the checkout is no file of the repository, whether it is there or not.
    fs.mkdirSync(beside)
    fs.writeFileSync(path.join(beside, "DESIGN.md"), "# Design\n")
    fs.writeFileSync(
      path.join(dir, "README.md"),
      `# Site\n\n## The \`npm test\` run\n\n[ok](#the-npm-test-run) [gone](docs/gone.md) [guide](docs/guide.md#deploying) [web](https://example.com) [beside](../${path.basename(beside)}/DESIGN.md)\n`,
    )
    fs.writeFileSync(path.join(dir, "docs", "guide.md"), "# Guide\n\n## Headers\n\n[back](../README.md#site)\n")
    expect(brokenLinks(dir, "README.md")).toEqual([
      "README.md: docs/gone.md: no file docs/gone.md",
      "README.md: docs/guide.md#deploying: no heading #deploying in docs/guide.md",
      `README.md: ../${path.basename(beside)}/DESIGN.md: leaves the repository`,
    ])
    expect(brokenLinks(dir, "docs/guide.md")).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.rmSync(beside, { recursive: true, force: true })
  }
})

test("headings get GitHub's anchors: punctuation dropped, repeats numbered", () => {
  expect([...anchorsOf("## `legal/*.md`: one page per legal document\n\n## Headers\n\n### Headers\n\n## The content editor (`/admin/`)")]).toEqual([
    "legalmd-one-page-per-legal-document",
    "headers",
    "headers-1",
    "the-content-editor-admin",
  ])
})
