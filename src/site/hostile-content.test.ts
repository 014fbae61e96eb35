/** @jest-environment node */
// Content written to attack the build: text that would make a pattern slow, control characters,
// links out of the repository, file names that would add rules, files past any sensible size, and
// videos and captions built to exhaust their parsers. Each is refused, naming the file (and the
// field or line), in a moment.
import fs from "node:fs"
import path from "node:path"
import { compareLegalText } from "../vocabulary/legal-diff"
import { markdownProblems } from "../vocabulary/markdown"
import { parseLegalText } from "../vocabulary/legal-markdown"
import { FILE_MAX_BYTES, MARKDOWN_MAX_CHARS, PAGE_MAX_SECTIONS } from "../vocabulary/limits"
import { markdownFieldProblems } from "./links"
import { schemaProblems } from "../vocabulary/problems"
import { siteSchema } from "../vocabulary/schema"
import { pageSchema } from "./page-schema"
import { formatProblem, validateContentDir } from "./content-check"
import { parseFile } from "./content-files"
import { CAPTIONS_MAX_NESTING } from "../vocabulary/captions-nesting"
import { CAPTIONS_MAX_BYTES, captionsFileProblem, VIDEO_MAX_BYTES, videoFileProblem } from "../vocabulary/video-file"
import { temporaryFolders } from "../test/temporary-folders"
import { copyFixtureSite, fixtureText } from "../test/fixture-site"

const folder = temporaryFolders(afterAll)
const MB = 1 << 20
const site = JSON.parse(fixtureText("content/site.json"))

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
const quick = (what: string, check: () => unknown, bound = 3000) => expect([what, cpuMilliseconds(check) < bound]).toEqual([what, true])

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

test("what changed between two legal texts at the size limit is found in time linear in their length, however they differ", () => {
  const limit = FILE_MAX_BYTES.legal - 200
  // Units of text, each numbered, as many as fit in the size limit, joined as paragraphs (or lines).
  const fill = (unit: (i: number) => string, join = "\n\n") => {
    const units: string[] = []
    for (let i = 0, size = 0; size + unit(i).length + join.length <= limit; i++) {
      units.push(unit(i))
      size += unit(i).length + join.length
    }
    return units.join(join)
  }
  const words = fill((i) => `w${i.toString(36)}`, " ").split(" ")
  const worst: Record<string, [string, string]> = {
    "one paragraph, its words reversed": [words.join(" "), [...words].reverse().join(" ")],
    "one list item, its words reversed": [`- ${words.join(" ")}`, `- ${[...words].reverse().join(" ")}`],
    "each short paragraph rewritten": [fill((i) => `a${i} b c d e f g h`), fill((i) => `i${i} j k l m n o p`)],
    "each short paragraph half rewritten": [fill((i) => `a${i} b c d e f g h`), fill((i) => `a${i} b c d m n o p`)],
    "each one-letter paragraph replaced": [fill(() => "a"), fill(() => "b")],
    "each section renamed and changed": [fill((i) => `## S${i}\n\nw a${i} b c`), fill((i) => `## T${i}\n\nw a${i} b d`)],
    "each paragraph moved to another section, reworded": [`## A\n\n${fill(() => "p q r s t")}\n\n## B\n\nx`, `## A\n\ny\n\n## B\n\n${fill(() => "p q r s u")}`],
  }
  // The slowest of these, 87,000 paragraphs each replaced, takes 0.9 s on an idle machine and over 3 s
  // beside a build; compared pair by pair it would take hours, so a bound of 10 s still tells them apart.
  for (const [what, [before, after]] of Object.entries(worst)) {
    const [older, newer] = [parseLegalText(before).blocks, parseLegalText(after).blocks]
    quick(what, () => expect(compareLegalText(older, newer).sections.length).toBeGreaterThan(0), 10_000)
  }
}, 120_000)

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
  copyFixtureSite(dir)
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

// An MP4 box: its size, its type, its content.
const sized = (type: string, content: Buffer) => {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + content.length)
  header.write(type, 4, "latin1")
  return Buffer.concat([header, content])
}
// `bytes` of 8-byte boxes of `type`, each empty.
const emptyBoxes = (type: string, bytes: number) => Buffer.alloc(bytes - (bytes % 8), sized(type, Buffer.alloc(0)))

test("an MP4 of millions of empty boxes at the size limit, at its top level or inside its movie header, is refused after a few dozen, not parsed whole", () => {
  const dir = folder("hostile-videos-")
  const ftyp = sized("ftyp", Buffer.from("isom\0\0\0\0isomavc1", "latin1"))
  const room = VIDEO_MAX_BYTES - 64
  const files = {
    "top.mp4": Buffer.concat([ftyp, emptyBoxes("free", room)]),
    "moov.mp4": Buffer.concat([ftyp, sized("moov", emptyBoxes("free", room))]),
    "traks.mp4": Buffer.concat([ftyp, sized("moov", emptyBoxes("trak", room))]),
    "udta.mp4": Buffer.concat([ftyp, sized("moov", sized("udta", emptyBoxes("free", room)))]),
  }
  for (const [name, bytes] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), bytes)
    quick(name, () =>
      expect(videoFileProblem(path.join(dir, name), `content/videos/${name}`)).toMatch(new RegExp(`^expected .* at content/videos/${name}, found`)),
    )
  }
}, 120_000)

test("captions nested deeper than any caption needs are refused, naming the file and the line, at the size limit in a moment; nested to the limit, they are read", () => {
  const dir = folder("hostile-captions-")
  const cue = "WEBVTT\n\n00:00.000 --> 00:04.000\n"
  const fill = (unit: string) => unit.repeat((CAPTIONS_MAX_BYTES - cue.length) / unit.length)
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text)
    return path.join(dir, name)
  }
  for (const [name, markup] of Object.entries({
    "biu.en.vtt": "<b><i><u>",
    "voices.en.vtt": "<v a>",
    "ruby.en.vtt": "<ruby><rt>",
    "mismatched.en.vtt": "<b></i >",
  })) {
    const file = write(name, cue + fill(markup))
    quick(name, () =>
      expect(captionsFileProblem(file, `content/videos/${name}`)).toBe(
        `expected WebVTT captions at content/videos/${name}: line 3: expected a caption's markup (<b>, <i>, <u>, <c>, <v>…) nested at most ${CAPTIONS_MAX_NESTING} deep, found one nested deeper`,
      ),
    )
  }
  // As deep as allowed, cue after cue to the size limit, closed and not: the WebVTT parser's own
  // linear cost, 1 s of CPU on an idle machine and some 3 s beside a build, so its bound is 10 s.
  const deepest = (close: boolean) => `00:00.000 --> 00:04.000\n${"<b>".repeat(CAPTIONS_MAX_NESTING)}a${close ? "</b>".repeat(CAPTIONS_MAX_NESTING) : ""}\n\n`
  for (const close of [true, false]) {
    const file = write(`deepest-${close}.en.vtt`, `WEBVTT\n\n${deepest(close).repeat((CAPTIONS_MAX_BYTES - 10) / deepest(close).length)}`)
    quick(`deepest ${close}`, () => expect(captionsFileProblem(file, "content/videos/deepest.en.vtt")).toBeUndefined(), 10_000)
  }
}, 120_000)

test("site.json nested past any settings' depth, to its size limit, is refused with its place in a moment, not by a stack overflow", () => {
  for (const [open, close] of [
    ["[", "]"],
    ['{"a":', "}"],
  ] as const) {
    const depth = Math.floor((FILE_MAX_BYTES.settings - 1) / (open.length + close.length))
    const source = `${open.repeat(depth)}1${close.repeat(depth)}`
    quick(`nested ${open}`, () =>
      expect(parseFile("content/site.json", source)).toEqual({
        problem: {
          file: "content/site.json",
          field: "",
          message: `line 1, column ${20 * open.length + 1}: malformed JSON (expected fields and lists nested at most 20 deep)`,
        },
      }),
    )
  }
})
