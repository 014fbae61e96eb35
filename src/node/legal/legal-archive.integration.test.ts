/** @jest-environment node */
// The legal documents' history read from real repositories: a full one with three revisions
// and a text changed under its date, uncommitted work, a shallow clone and a copy without .git.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { readLegalArchive } from "./legal-archive"
import { readGitHistory } from "./git-history"
import { movedAddresses } from "../headers/former-addresses"
import { POLICY, siteWithLegalHistory } from "../../test/legal-history"
import { git } from "../../test/git-repo"
import { COOKIE_POLICY } from "../../test/cookie-policy"
import { temporaryFolders } from "../../test/temporary-folders"

// Each command run, counted by the test that reads the history.
jest.mock("node:child_process", () => {
  const actual = jest.requireActual("node:child_process")
  return { ...actual, execFileSync: jest.fn(actual.execFileSync) }
})

const folder = temporaryFolders(afterAll)
const site = siteWithLegalHistory(folder("site-"))
const copyOfSite = () => {
  const copy = folder("site-")
  fs.cpSync(site, copy, { recursive: true })
  return copy
}

function read(root: string) {
  const warnings: string[] = []
  const infos: string[] = []
  const reporter = { warn: (line: string) => warnings.push(line), info: (line: string) => infos.push(line) } as unknown as Reporter
  return { ...readLegalArchive(root, reporter), warnings, infos }
}

test("three revisions: two earlier ones with their pages, PDFs, successors and changes", () => {
  const { revisions, comparisons, infos } = read(site)
  expect(
    revisions.map(({ path, pdf, lastUpdated, replacedBy, changesPath }) => ({
      path,
      pdf,
      date: lastUpdated.display,
      replacedBy: replacedBy.path,
      changesPath,
    })),
  ).toEqual([
    {
      path: "/privacy-policy/2026-09-01",
      pdf: "/legal/privacy-policy-2026-09-01.pdf",
      date: "September 1, 2026",
      replacedBy: "/privacy-policy/2026-10-01",
      changesPath: "/privacy-policy/2026-09-01/changes",
    },
    {
      path: "/privacy-policy/2026-10-01",
      pdf: "/legal/privacy-policy-2026-10-01.pdf",
      date: "October 1, 2026",
      replacedBy: "/privacy-policy",
      changesPath: "/privacy-policy/2026-10-01/changes",
    },
  ])
  // October's text is its last commit's, with the typo fixed.
  const october = JSON.stringify(revisions[1]!.blocks)
  expect(october).toContain("we receive your name")
  expect(october).not.toContain("recieve")
  // Sections matched by title: September lacked "9. Children", so its "9. Changes" is only renumbered.
  const outline = ({ sections }: (typeof comparisons)[number]) =>
    sections.map((s) => `${s.change ?? "within"} ${s.heading}: ${s.blocks.map((b) => `${b.change} ${b.kind}`).join(", ")}`)
  expect(comparisons.map((comparison) => [comparison.path, comparison.pdf, comparison.from.date.iso, comparison.to.date.iso, outline(comparison)])).toEqual([
    [
      "/privacy-policy/2026-09-01/changes",
      "/legal/privacy-policy-2026-09-01-changes.pdf",
      "2026-09-01",
      "2026-10-01",
      [
        "within 3. Information you give us: changed p",
        "reworded 5. How we protect information: ",
        "within 6. Sharing: changed ul",
        "added 9. Children: added p",
        "renumbered 10. Changes: ",
      ],
    ],
    [
      "/privacy-policy/2026-10-01/changes",
      "/legal/privacy-policy-2026-10-01-changes.pdf",
      "2026-10-01",
      "2026-11-01",
      ["within 2. This website: changed p", "within 6. Sharing: removed ul"],
    ],
  ])
  expect(infos).toEqual([expect.stringMatching(/^Legal documents' history: 2 earlier versions of 3 documents read from git in \d+ ms$/)])
})

test("the commit being built changes a text under its old date: one warning, naming the file and the first differing sentence", () => {
  expect(read(site).warnings).toEqual([
    `${POLICY}: the text differs from the commit before it, but lastUpdated is still 2026-11-01. The first sentence that differs: "Our hosting provider keeps standard server logs (IP address, time, page requested, browser type) for up to 14 days to keep the site secure." ` +
      "If this is more than a typo fix, set lastUpdated to the date the new text takes effect, so readers of the earlier text can still find it.",
  ])
})

test("uncommitted work is compared with the last commit", () => {
  const copy = copyOfSite()
  const file = path.join(copy, POLICY)
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("not directed at children", "not meant for children"))
  const { warnings, revisions } = read(copy)
  expect(warnings).toEqual([
    expect.stringContaining(
      `${POLICY}: the text differs from the last commit, but lastUpdated is still 2026-11-01. The first sentence that differs: "Our website and service are for healthcare professionals and are not meant for children."`,
    ),
  ])
  expect(revisions).toHaveLength(2)
})

test("an editor's lock beside a document and a page, which links nowhere, is read neither for the history nor for the former addresses", () => {
  const copy = copyOfSite()
  // Emacs marks a file with unsaved changes by such a link, named after it.
  fs.symlinkSync("writer@laptop.4242:1764000000", path.join(copy, "content", "legal", ".#privacy-policy.md"))
  fs.symlinkSync("writer@laptop.4242:1764000000", path.join(copy, "content", "pages", ".#about.md"))
  expect(read(copy).revisions).toEqual(read(site).revisions)
  expect(movedAddresses(copy)).toEqual(movedAddresses(site))
})

test("a shallow clone and a copy without .git build the current versions only, with one warning that names what is missing", () => {
  const shallow = folder("shallow-")
  execFileSync("git", ["clone", "--quiet", "--depth", "1", `file://${site}`, shallow])
  const export_ = folder("export-")
  fs.cpSync(path.join(site, "content"), path.join(export_, "content"), { recursive: true })
  const fromShallow = read(shallow)
  const fromExport = read(export_)
  expect(fromShallow.warnings).toEqual([
    "Earlier versions of the legal documents are not published: the clone is shallow (fetch its full history: git fetch --unshallow, or fetch-depth: 0 in GitHub Actions). Only their current versions are built.",
  ])
  expect(fromExport.warnings).toEqual([
    "Earlier versions of the legal documents are not published: there is no .git folder (not a clone). Only their current versions are built.",
  ])
  for (const { revisions, comparisons } of [fromShallow, fromExport]) expect([revisions, comparisons]).toEqual([[], []])
})

test("the history is read with one git log and one git cat-file, however many commits", () => {
  const run = jest.mocked(execFileSync)
  run.mockClear()
  const history = readGitHistory(site, "content/legal")
  expect(run.mock.calls.map(([command, args]) => `${command} ${args![0]}`)).toEqual(["git rev-parse", "git log", "git cat-file"])
  expect("versions" in history && history.versions.get(POLICY)!.map((v) => v.text?.match(/lastUpdated: (\S+)/)?.[1])).toEqual([
    "2026-11-01",
    "2026-11-01",
    "2026-10-01",
    "2026-10-01",
    "2026-09-01",
  ])
})

test("a document created later, in the editor, gets its earlier versions once it has a second date", () => {
  const ofCookiePolicy = <T extends { sourceFile: string }>(revisions: T[]) => revisions.filter((r) => r.sourceFile.endsWith("cookie-policy.md"))
  expect(ofCookiePolicy(read(site).revisions)).toEqual([])
  const copy = copyOfSite()
  const next = COOKIE_POLICY.saved
    .replace("lastUpdated: 2026-11-20", "lastUpdated: 2026-12-01")
    .replace("This site sets no cookies.", "This site sets one cookie: your language.")
  fs.writeFileSync(path.join(copy, COOKIE_POLICY.file), next)
  git(copy, "commit", "--quiet", "--all", "--message", "Cookie policy: a language cookie")
  const { revisions, comparisons } = read(copy)
  expect(ofCookiePolicy(revisions).map((r) => [r.path, r.pdf, r.replacedBy.path])).toEqual([
    ["/cookie-policy/2026-11-20", "/legal/cookie-policy-2026-11-20.pdf", "/cookie-policy"],
  ])
  expect(comparisons.find((c) => c.path === "/cookie-policy/2026-11-20/changes")!.sections.flatMap((s) => s.blocks)).toMatchObject([
    { change: "changed", kind: "p" },
  ])
})
