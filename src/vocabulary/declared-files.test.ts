/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { temporaryFolders } from "../test/temporary-folders"
import { declaredFileProblem, declaredKind } from "./declared-files.mjs"
import { formatProblem, validateContentDir } from "../site/content-check"
import { copyFixtureSite, fixtureBytes } from "../test/fixture-site"

const folder = temporaryFolders(afterAll)
const bytes = (text: string) => new TextEncoder().encode(text)
const PDF = bytes("%PDF-1.7\n")
// The site's icon, as the fixture site has it: a PNG, whole.
const PNG = fixtureBytes("static/icon.png")
const HTML = bytes('<script>document.title="ran:"+document.domain</script>')
const SVG = bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"></svg>')

test("each folder's declared files pass, by name and by bytes", () => {
  expect(declaredFileProblem("static/legal/privacy-policy.pdf", PDF)).toBeUndefined()
  expect(declaredFileProblem("static/icon.svg", SVG)).toBeUndefined()
  expect(declaredFileProblem("static/icon.png", PNG)).toBeUndefined()
  expect(declaredFileProblem("static/favicon.ico", new Uint8Array([0, 0, 1, 0, 1, 0]))).toBeUndefined()
  expect(declaredFileProblem("content/pages/pricing-teams.md", bytes("---\ntitle: Plans\n"))).toBeUndefined()
  expect(declaredFileProblem("content/images/front-desk.PNG", PNG)).toBeUndefined()
  expect(declaredFileProblem("content/videos/walkthrough.en-US.vtt", bytes("\uFEFFWEBVTT\n\n"))).toBeUndefined()
  expect(declaredFileProblem("content/videos/walkthrough.mp4", bytes("\0\0\0\x18ftypisom"))).toBeUndefined()
  expect(declaredFileProblem("content/site.json", bytes("{}"))).toBeUndefined()
  expect(declaredFileProblem("content/authors/maya-chen.md", bytes("---\nname: Maya Chen\n"))).toBeUndefined()
  expect(declaredFileProblem("content/topics/apportionment.md", bytes("---\nname: Apportionment\n"))).toBeUndefined()
})

test("any file a folder does not declare is refused, whatever its name or where it lies", () => {
  const refused = [
    "static/legal/evil.html",
    "static/legal/evil.htm",
    "static/legal/evil.svg",
    "static/legal/evil.xhtml",
    "static/legal/evil.PDF.html",
    "static/legal/Privacy.pdf",
    "static/evil.html",
    "static/drawing.svg",
    "static/legal/sub/a.pdf",
    "static/legal/../../scripts/pwn.mjs",
    "static/_headers",
    "static/_redirects",
    "static/.well-known/security.txt",
    "content/notes.txt",
    "content/pages/about.mdx",
    "content/pages/Bad Name.md",
    "content/images/logo.svg",
    "content/images/sub/photo.png",
    "content/lnk/x.mjs",
    "content/videos/walkthrough.mov",
    "content/authors/Maya Chen.md",
    "content/authors/maya.png",
    "content/topics/apportionment.json",
    "content/topics/sub/apportionment.md",
    "scripts/pwn.mjs",
    "src/pages/evil.tsx",
    "package.json",
  ]
  for (const file of refused) expect([file, declaredKind(file)]).toEqual([file, undefined])
  for (const file of refused) expect(declaredFileProblem(file, PDF)).toMatch(/^is not a file the site publishes \(.+\): rename, move or remove it$/)
  expect(declaredFileProblem("static/legal/evil.html", HTML)).toBe(
    "is not a file the site publishes (static/legal/ holds only counsel's PDFs of the legal documents, named like privacy-policy.pdf): rename, move or remove it",
  )
})

test("a declared name whose bytes are another kind of file is refused, saying what they are", () => {
  expect(declaredFileProblem("static/legal/terms.pdf", HTML)).toBe("expected a PDF, as its name says, found an HTML page: export it again as PDF")
  expect(declaredFileProblem("static/icon.svg", HTML)).toBe("expected an SVG image, as its name says, found an HTML page: export it again as SVG")
  expect(declaredFileProblem("static/icon.png", SVG)).toBe("expected a PNG image, as its name says, found an SVG image: export it again as PNG")
  expect(declaredFileProblem("content/images/desk.jpg", bytes("\0\0\0\x18ftypheic"))).toBe(
    "expected a JPEG image, as its name says, found an iPhone photo in HEIC: export it again as JPEG",
  )
  expect(declaredFileProblem("content/videos/intro.vtt", bytes("<b>WEBVTT</b>"))).toMatch(/^expected WebVTT captions, as its name says, found a text file/)
  // Without its bytes, only the name is judged: the field that names a file of content/ checks the rest.
  expect(declaredFileProblem("content/images/desk.jpg", undefined)).toBeUndefined()
})

test("an image whose bytes go on as anything but that image is refused, saying what follows it", () => {
  const polyglot = new Uint8Array([...PNG, ...bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')])
  expect(declaredFileProblem("static/icon.png", polyglot)).toBe(
    "expected a PNG image whose bytes are all the image, found 59 bytes after the image's end (a phone's motion or HDR photo keeps a video or a second picture there; a file can hide anything there): export it again as PNG",
  )
  expect(declaredFileProblem("content/images/chart.png", new Uint8Array([...PNG.subarray(0, 8), ...bytes("<html><script>alert(1)</script>")]))).toBe(
    "expected a PNG image whose bytes are all the image, found a file that is not a PNG past its first 8 bytes: export it again as PNG",
  )
  expect(declaredFileProblem("content/images/chart.png", bytes("GIF89a\x01\x00\x01\x00"))).toBe(
    "expected a PNG image, as its name says, found a GIF image: export it again as PNG",
  )
})

test("the build's check names each undeclared file of static/ and content/, and a declared name holding another kind of file", () => {
  const site = folder("declared-")
  copyFixtureSite(site)
  fs.mkdirSync(path.join(site, "static", "legal"))
  fs.writeFileSync(path.join(site, "static", "legal", "evil.html"), HTML)
  fs.writeFileSync(path.join(site, "static", "legal", "evil.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
  fs.writeFileSync(path.join(site, "static", "legal", "terms.pdf"), HTML)
  fs.writeFileSync(path.join(site, "static", "evil.html"), HTML)
  fs.writeFileSync(path.join(site, "static", ".htaccess"), "Options +Indexes\n")
  // The site's icon with a page after its end.
  fs.appendFileSync(path.join(site, "static", "apple-touch-icon.png"), "<html><script>alert(1)</script></html>")
  fs.writeFileSync(path.join(site, "content", "notes.txt"), "to do\n")
  fs.writeFileSync(path.join(site, "content", "images", ".DS_Store"), "\0\0\0\x01Bud1")
  // An editor's backup and autosave beside a page, half written: never read in content/; published as they are from static/.
  fs.writeFileSync(path.join(site, "content", "pages", "about.md~"), "---\ntitle: 'About us\n")
  fs.writeFileSync(path.join(site, "content", "pages", "#about.md#"), "---\ntitle: [About\n")
  fs.writeFileSync(path.join(site, "static", "legal", "terms.pdf~"), HTML)
  fs.symlinkSync("writer@laptop.4242:1764000000", path.join(site, "content", "pages", ".#about.md"))
  fs.mkdirSync(path.join(site, "content", ".obsidian"))
  fs.writeFileSync(path.join(site, "content", ".obsidian", "app.json"), "{}")
  const problems = validateContentDir(path.join(site, "content")).map(formatProblem)
  expect(problems).toEqual([
    expect.stringMatching(/^content\/notes\.txt: is not a file the site publishes \(content\/ holds only/),
    expect.stringMatching(/^static\/\.htaccess: is not a file the site publishes \(static\/ holds only the site's icons/),
    expect.stringMatching(/^static\/apple-touch-icon\.png: expected a PNG image whose bytes are all the image, found 38 bytes after the image's end/),
    expect.stringMatching(/^static\/evil\.html: is not a file the site publishes/),
    expect.stringMatching(/^static\/legal\/evil\.html: is not a file the site publishes \(static\/legal\/ holds only counsel's PDFs/),
    expect.stringMatching(/^static\/legal\/evil\.svg: is not a file the site publishes/),
    "static/legal/terms.pdf: expected a PDF, as its name says, found an HTML page: export it again as PDF",
    expect.stringMatching(/^static\/legal\/terms\.pdf~: is not a file the site publishes/),
  ])
})
