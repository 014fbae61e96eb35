/** @jest-environment node */
// What the editor knows of the site comes from the repository's files, every page among them, not
// from a public file: a page not yet published is known to the editor alone.
import path from "node:path"
import { readSiteFiles, siteIndexOf, unreadableFiles } from "./site-files"
import { hubSubjectPreview } from "./hub-preview"
import { ARTICLE_WORDS, hubFiles, HUB_ARTICLES, HUB_AUTHORS, HUB_SCHEDULED, HUB_TOPICS } from "../test/hub-content"
import type { Repository } from "./decap"

const TODAY = "2026-12-10"
const page = (address: string, sections: string) => `---\ntitle: A page\ndescription: A page.\npath: ${address}\nsections:\n${sections}---\n`
// The repository as a backend answers: each folder's entries as text, and the settings' file.
const files: Record<string, string> = {
  "content/pages/home.md": page("/", "  - type: text\n    id: features\n    body: See [the team](/about#team).\n"),
  "content/pages/about.md": page("/about", "  - type: text\n    id: team\n    body: We write reports.\n"),
  "content/legal/privacy-policy.md":
    "---\ntitle: Privacy Policy\ndescription: How we keep data.\npath: /privacy-policy\nlastUpdated: 2026-01-01\n---\n\n## What we keep\n\nLittle.\n\n## Who sees it\n\nNo one. See [the team](/about).\n",
  "content/site.json": JSON.stringify({
    header: { links: [{ label: "Features", to: "/#features" }] },
    footer: { columns: [{ items: [{ label: "Insights", to: "/insights" }] }] },
    articles: ARTICLE_WORDS,
  }),
  ...hubFiles(TODAY),
}
const repository: Repository = {
  entriesByFolder: async (folder) =>
    Object.entries(files)
      .filter(([file]) => path.dirname(file) === folder)
      .map(([file, data]) => ({ file: { path: file }, data })),
  getEntry: async (file) => ({ file: { path: file }, data: files[file] ?? "" }),
  getMedia: async (folder) => (folder === "content/images" ? [{ path: "content/images/founder.png" }] : []),
}

test("the editor reads every content file of the repository through its backend", async () => {
  const { texts, media } = await readSiteFiles(repository)
  expect([...texts.keys()].sort()).toEqual(Object.keys(files).sort())
  expect([...media]).toEqual(["content/images/founder.png"])
})

test("the editor knows every page, those not yet up and those come down too, with their addresses, anchors, links, authors and topics", async () => {
  const index = siteIndexOf((await readSiteFiles(repository)).texts, [])
  const paths = index.pages.map(({ path }) => path)
  expect(paths).toEqual(expect.arrayContaining(["/", "/about", "/insights", HUB_SCHEDULED.coming, HUB_SCHEDULED.ended]))
  expect(index.pages.find(({ path }) => path === HUB_SCHEDULED.coming)).toMatchObject({ publish: "2026-12-11", topics: ["report-writing"] })
  expect(index.addresses.find(({ path }) => path === "/about")?.anchors).toEqual(["team"])
  expect(index.addresses.find(({ path }) => path === "/privacy-policy")?.anchors).toEqual(["what-we-keep", "who-sees-it"])
  expect(index.links.filter(({ targets }) => targets.length)).toEqual([
    { file: "content/pages/home.md", targets: ["/about#team"] },
    { file: "content/legal/privacy-policy.md", targets: ["/about"] },
    { file: "content/site.json", targets: ["/#features", "/insights"] },
  ])
  expect(index.listing).toEqual(["/insights"])
  expect(index.authors?.map(({ id }) => id).sort()).toEqual(Object.keys(HUB_AUTHORS).sort())
  expect(index.topics?.map(({ id }) => id).sort()).toEqual(Object.keys(HUB_TOPICS).sort())
  expect(index.articles?.find(({ file }) => file === "content/pages/insights-coming-soon.md")?.names).toEqual([
    { field: "author", path: "author", folder: "authors", id: "sam-ortiz", file: "content/authors/sam-ortiz.md" },
    { field: "topics", path: "topics[0]", folder: "topics", id: "report-writing", file: "content/topics/report-writing.md" },
  ])
})

test("a file the reader cannot read leaves the others known", () => {
  const index = siteIndexOf(new Map([...Object.entries(files), ["content/pages/broken.md", "---\ntitle: [unclosed\n---\n"]]), [])
  expect(index.pages.length).toBe(Object.keys(files).filter((file) => file.startsWith("content/pages/")).length)
})

test("the files the editor cannot read are named with the build's message and line; the others are read", () => {
  const all = new Map([
    ...Object.entries(files),
    ["content/pages/broken.md", "---\ntitle: Note\nauthor: sam-ortiz\n  oops: bad\n---\n"],
    ["content/site.json", '{ "productName": "Veridraft", }'],
  ])
  expect(unreadableFiles(all)).toEqual([
    { file: "content/site.json", message: 'line 1, column 31: malformed JSON (a comma before the closing "}": remove the comma)' },
    { file: "content/pages/broken.md", message: "line 4, column 7: malformed YAML front matter (bad indentation of a mapping entry)" },
  ])
  expect(unreadableFiles(new Map(Object.entries(files)))).toEqual([])
})

test("an author's or a topic's page in the preview lists the first page of their articles live today, newest first", async () => {
  const index = siteIndexOf((await readSiteFiles(repository)).texts, [])
  const sam = hubSubjectPreview(
    "authors",
    "content/authors/sam-ortiz.md",
    { name: "Sam Ortiz", role: "Clinical content lead" },
    "Sam **trains** evaluators.",
    index,
    TODAY,
  )
  expect(sam).toMatchObject({
    name: "Sam Ortiz",
    path: "/authors/sam-ortiz",
    role: "Clinical content lead",
    biography: "<p>Sam <strong>trains</strong> evaluators.</p>\n",
  })
  // Notes 1, 5, 9, 13 and 17 are Sam's, newest first; the article going up tomorrow is not there yet.
  expect(sam.articles.map(({ path }) => path)).toEqual([
    "/insights/note-09",
    "/insights/note-17",
    "/insights/note-05",
    "/insights/note-13",
    "/insights/note-01",
  ])
  // What an author reviewed is their page's second list, never among what they wrote; each list has its heading from site.json.
  expect(sam.heading).toBe("Articles written")
  expect(sam.alsoListed).toEqual([{ field: "reviewer", heading: "Articles reviewed", articles: [] }])
  const maya = hubSubjectPreview("authors", "content/authors/maya-lindqvist.md", { name: "Dr. Maya Lindqvist", role: "Founder" }, "", index, TODAY)
  const reviewedByMaya = HUB_ARTICLES.filter((article) => article.review?.reviewer === "maya-lindqvist").map(({ slug }) => `/insights/${slug}`)
  expect(reviewedByMaya.length).toBeGreaterThan(0)
  expect(maya.alsoListed[0]!.articles.map(({ path }) => path)).toEqual(reviewedByMaya)
  expect(maya.articles.map(({ path }) => path)).not.toContain(reviewedByMaya[0])
  const topic = hubSubjectPreview("topics", "content/topics/apportionment.md", { name: "Apportionment", description: "Causes." }, "", index, TODAY)
  expect(topic).toMatchObject({ description: "Causes.", pageCount: 1, heading: "Articles", alsoListed: [] })
  expect(topic.articles.length).toBe(HUB_ARTICLES.filter(({ topics }) => topics.includes("apportionment")).length)
  // A new author is named from their name, as the file will be; a profile's address that is no https:// address is no link.
  const newAuthor = hubSubjectPreview("authors", undefined, { name: "Ana Díaz", profiles: [{ label: "Site", url: "javascript:alert(1)" }] }, "", index, TODAY)
  expect(newAuthor).toMatchObject({ path: "/authors/ana-diaz", profiles: [], articles: [] })
  // An author's letters go to their page's heading, as the build's page sets them.
  expect(hubSubjectPreview("authors", undefined, { name: "Ana Díaz", credentials: "MD, MPH" }, "", index, TODAY).credentials).toBe("MD, MPH")
  expect(newAuthor.credentials).toBeUndefined()
})
