/** @jest-environment node */
// The site's own content/ and static/, which writers change, are read by this file and
// real-site-pages.test.tsx alone (src/test/live-site-guard.ts). Every other test stands on the
// fixture site, so a writer's reordered page or new wording fails none of them; what fails here is
// a site the build would refuse or draw wrong, whatever its copy, and the one wording the product fixes.
import fs from "node:fs"
import path from "node:path"
import { formatProblem, validateContentDir } from "./content-check"
import { siteSchema } from "../vocabulary/schema"
import { frontMatterFormat, jsonFormat } from "../cms/content-format"

const root = path.join(__dirname, "..", "..")
const inContent = (folder: string) => fs.readdirSync(path.join(root, "content", folder)).map((name) => `content/${folder}/${name}`)

test("the site's own content passes the content check", () => {
  expect(validateContentDir(path.join(root, "content")).map(formatProblem)).toEqual([])
})

// Writers' changes are reviewed as git diffs: a save in the editor must change no byte it was not asked to.
test.each(["content/site.json", ...inContent("pages"), ...inContent("legal")])("the editor's save of %s unchanged writes it byte for byte", (file) => {
  const text = fs.readFileSync(path.join(root, file), "utf8")
  const format = file.endsWith(".json") ? jsonFormat : frontMatterFormat
  expect(format.toFile(format.fromFile(text))).toBe(text)
})

test("the site's settings carry the PDF viewer's fixed fallback wording", () => {
  const site = siteSchema.parse(JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8")))
  expect(site.legal.fallbackTitle).toBe("PDF Viewer Not Available")
  expect(site.legal.fallbackBody).toBe("Your browser doesn't support PDF viewing. Please use one of the options below to view the document.")
})
