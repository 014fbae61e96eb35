/** @jest-environment node */
// Content written to attack the build: text that would make a pattern slow, control characters,
// links out of the repository, file names that would add rules, and files past any sensible size.
// Each is refused, naming the file (and the field or line), in a moment.
import fs from "node:fs"
import path from "node:path"
import { markdownProblems } from "./markdown"
import { parseLegalText } from "./legal-markdown"
import { FILE_MAX_BYTES, MARKDOWN_MAX_CHARS, PAGE_MAX_SECTIONS } from "./limits"
import { markdownFieldProblems } from "./site-links"
import { schemaProblems } from "./problems"
import { pageSchema, siteSchema } from "./schema"
import { formatProblem, parseFile, validateContentDir } from "./validate"
import { temporaryFolders } from "../test/temporary-folders"

const root = path.join(__dirname, "..", "..")
const folder = temporaryFolders(afterAll)
const MB = 1 << 20
const site = JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8"))

// The slowest a check may take on its worst input. The old patterns took 9-13 s on a tenth of a
// megabyte and grew with its square, minutes on these inputs; these take 0.01-0.5 s on an idle
// machine and grow linearly, so the bound leaves room for a loaded one (a build beside the unit
// tests on two cores took one past a second). Counted in this process's CPU time, not the clock's.
const cpuMilliseconds = (work: () => unknown) => {
  const started = process.cpuUsage()
  work()
  const { user, system } = process.cpuUsage(started)
  return (user + system) / 1000
}
// A test may take a while on a machine busy with a build; its bound is the work's own time.
const quick = (what: string, check: () => unknown) => expect([what, cpuMilliseconds(check) < 3000]).toEqual([what, true])

test("no pattern of the site's settings is slow on a megabyte of its worst input", () => {
  const worst = {
    "https URL": `https://${"a.".repeat(MB / 2)} `,
    "https URL, one long host": `https://${"a".repeat(MB)}/ x`,
    "mailto link": `mailto:a@${"b.".repeat(MB / 2)}@`,
    "mailto link, long name": `mailto:${"a".repeat(MB)}`,
    "site link": `/${"a/".repeat(MB / 2)}#`,
    email: `${"a.".repeat(MB / 2)}@${"b.".repeat(MB / 2)}!`,
  }
  for (const [what, value] of Object.entries(worst)) {
    const copy = structuredClone(site)
    copy.appLoginUrl = value
    copy.contactEmail = value
    copy.header.links[0].to = value
    copy.redirects = [{ from: value, to: value }]
    quick(what, () => expect(schemaProblems("content/site.json", siteSchema, copy).length).toBeGreaterThan(0))
  }
}, 60_000)

test("no pattern of a page is slow on a megabyte of its worst input: its address; a text section's Markdown is refused past its limit unread, and read at it in a moment", () => {
  quick("page address", () =>
    expect(
      schemaProblems("content/pages/x.md", pageSchema, { path: `/${"a-".repeat(MB / 2)}/`, title: "x", description: "x", sections: [] }).length,
    ).toBeGreaterThan(0),
  )
  for (const worst of ["[", "*", "![", "[a](", "**a *", "_"]) {
    quick(`markdown ${worst} at the limit`, () => markdownProblems(worst.repeat(MARKDOWN_MAX_CHARS / worst.length)))
    const page = { title: "x", description: "x", path: "/x", sections: [{ type: "text", body: worst.repeat(MB / worst.length) }] }
    quick(`markdown ${worst}, a megabyte`, () => expect(markdownFieldProblems("content/pages/x.md", page)).toEqual([]))
  }
}, 60_000)

test("a legal text is read in time linear in its length: its worst input at the size limit in well under a second, and a megabyte refused by its size at once", () => {
  const limit = FILE_MAX_BYTES.legal - 200
  for (const worst of [
    "[".repeat(limit),
    "![".repeat(limit / 2),
    "*".repeat(limit),
    "[a](".repeat(limit / 4),
    "**a *".repeat(limit / 5),
    "_".repeat(limit),
    "- a\n".repeat(limit / 4),
  ])
    quick(`legal ${JSON.stringify(worst.slice(0, 4))}`, () => parseLegalText(worst))
  const source = `---\ntitle: Terms\n---\n\n${"[".repeat(MB)}\n`
  quick("legal megabyte", () =>
    expect(parseFile("content/legal/terms.md", source)).toEqual({
      problem: { file: "content/legal/terms.md", field: "", message: "is 1025 KB; expected at most 256 KB (split it into more than one document)" },
    }),
  )
}, 60_000)

test("a control character in any field or line is refused, naming the file and the field or line", () => {
  const page = (title: string) => `---\ntitle: "${title}"\nsections:\n  - type: text\n    body: "ok"\n---\n`
  expect(parseFile("content/pages/a.md", page("Pricing\\e[31m"))).toEqual({
    problem: { file: "content/pages/a.md", field: "title", message: "expected text without control characters, found U+001B" },
  })
  expect(parseFile("content/legal/a.md", "---\ntitle: Terms\n---\n\nFine.\n\nA form\ffeed.\n")).toEqual({
    problem: { file: "content/legal/a.md", field: "", message: "line 7: expected text without control characters, found U+000C" },
  })
  expect(parseFile("content/site.json", JSON.stringify({ ...site, footer: { ...site.footer, rights: "All\u0000rights" } }))).toEqual({
    problem: { file: "content/site.json", field: "footer.rights", message: "expected text without control characters, found U+0000" },
  })
  expect("data" in parseFile("content/legal/a.md", "---\r\ntitle: Terms\r\n---\r\n\r\nTabs\tand CRLF lines are text.\r\n")).toBe(true)
}, 60_000)

test("a symbolic link in content/ or static/, and a static file name with a space or a line break, are refused, naming each", () => {
  const dir = folder("hostile-files-")
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true })
  fs.cpSync(path.join(root, "static"), path.join(dir, "static"), { recursive: true })
  fs.symlinkSync("/etc/passwd", path.join(dir, "static", "passwd.txt"))
  fs.symlinkSync("/etc", path.join(dir, "content", "images", "etc"))
  fs.writeFileSync(path.join(dir, "static", "\nX-Injected: yes.txt"), "x")
  fs.writeFileSync(path.join(dir, "static", "price list.pdf"), "x")
  expect(validateContentDir(path.join(dir, "content")).map(formatProblem).sort()).toEqual([
    "content/images/etc: is a symbolic link (expected the file itself, copied here: a link can publish a file from outside the repository)",
    "static/\nX-Injected: yes.txt: expected a file name without spaces or control characters (use hyphens instead)",
    "static/passwd.txt: is a symbolic link (expected the file itself, copied here: a link can publish a file from outside the repository)",
    "static/price list.pdf: expected a file name without spaces or control characters (use hyphens instead)",
  ])
}, 60_000)

test("a page of more sections than any page needs is refused", () => {
  const sections = Array.from({ length: PAGE_MAX_SECTIONS + 1 }, () => ({ type: "text", body: "A paragraph." }))
  expect(schemaProblems("content/pages/a.md", pageSchema, { title: "A", description: "A page.", path: "/a", sections })).toEqual([
    {
      file: "content/pages/a.md",
      field: "sections",
      message: `expected at most ${PAGE_MAX_SECTIONS} sections (split the page), found a list of ${PAGE_MAX_SECTIONS + 1}`,
    },
  ])
}, 60_000)
