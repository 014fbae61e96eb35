/** @jest-environment node */
// In develop, while the content has a problem, a browser asking for any page of the site gets the
// problems in the build's words, and its editor and the develop server's own files still answer.
// Beside it, the settings gatsby-config reads whatever the content holds, and the build's stop when
// gatsby-config did not load.
import fs from "node:fs"
import path from "node:path"
import type { Problem } from "../../vocabulary/problems"
import { PROBLEMS_STATUS } from "../../cms/problems-watch"
import { answerWithProblems, problemsPage } from "./content-problems-page"
import { readSiteSettings, requireLoadedConfig } from "./site-settings"
import type { Reporter, Store } from "gatsby"
import { temporaryFolders } from "../../test/temporary-folders"
import { copyFixtureContent } from "../../test/fixture-site"
import { daysAfter } from "../../vocabulary/fields"

const folder = temporaryFolders(afterAll)

const problem: Problem = {
  file: "content/pages/insights-note-01.md",
  field: "Date",
  message: 'expected a real calendar date, found "2026-13-02" <script>alert(1)</script> $&',
}

test("every page a browser asks for answers with the problems while there are any; the editor, the server's files and other requests go on", () => {
  let problems: Problem[] = [problem]
  const publicDir = folder("public-")
  const handle = answerWithProblems(() => problems, publicDir)
  const answered: Array<{ status: number; type: string; body: string }> = []
  const res = {
    status(code: number) {
      answered.push({ status: code, type: "", body: "" })
      return res
    },
    type(type: string) {
      if (!answered.at(-1) || answered.at(-1)!.body) answered.push({ status: 200, type: "", body: "" })
      answered.at(-1)!.type = type
      return res
    },
    send(body: string) {
      answered.at(-1)!.body = body
    },
  }
  const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }
  let passedOn = 0
  const ask = (path: string, headers: { accept?: string } = html, method = "GET") => handle({ method, path, headers }, res, () => passedOn++)
  for (const address of ["/", "/insights/note-02", "/search", "/authors/sam-ortiz"]) ask(address)
  expect(answered.map(({ status, type }) => [status, type])).toEqual(Array(4).fill([503, "html"]))
  expect(answered[0]!.body).toContain("content/pages/insights-note-01.md: Date: expected a real calendar date")
  for (const other of ["/admin/", "/admin", "/___graphql", "/__webpack_hmr"]) ask(other)
  ask("/page-data/index/page-data.json", { accept: "*/*" })
  ask("/commons.js", { accept: "*/*" })
  ask("/", html, "POST")
  expect(passedOn).toBe(7)
  // The page asks whether the problems still stand: the same lines.
  const status = (page: string) => {
    handle({ method: "GET", path: PROBLEMS_STATUS, headers: {}, query: { page } }, res, () => passedOn++)
    return JSON.parse(answered.at(-1)!.body)
  }
  expect(status("/insights/note-02")).toEqual({ problems: [`${problem.file}: ${problem.field}: ${problem.message}`] })
  // Fixed: every page is the site's again, and its page is told when the server has built it.
  problems = []
  ask("/")
  expect(passedOn).toBe(8)
  expect(status("/insights/note-02")).toEqual({ problems: [] })
  const data = path.join(publicDir, "page-data", "insights", "note-02")
  fs.mkdirSync(data, { recursive: true })
  fs.writeFileSync(path.join(data, "page-data.json"), JSON.stringify({ componentChunkName: "component---src-templates-article-tsx" }))
  expect(status("/insights/note-02")).toEqual({ problems: [], chunk: "component---src-templates-article-tsx" })
  expect(status("/insights/note-02/")).toEqual({ problems: [], chunk: "component---src-templates-article-tsx" })
  // An address that could reach another folder is no page.
  expect(status("/insights/../insights/note-02")).toEqual({ problems: [] })
})

test("the problems page shows each problem as text, escaped, and reloads once they change", () => {
  const page = problemsPage([problem])
  expect(page).toContain("<title>1 content problem</title>")
  expect(page).toContain("&#60;script&#62;alert(1)&#60;/script&#62; $&#38;")
  expect(page).not.toContain("<script>alert(1)")
  // The lines it compares with the server's, in a script that no text of the content can close.
  expect(page.match(/<script>/g)).toHaveLength(1)
  expect(page).toContain(`fetch(url, { cache: "no-store" })`)
  expect(page).toContain('"/__content-problems" + "?page="')
})

test("the develop server starts on content with a problem, taking the settings it needs as far as they read; a build stops", () => {
  const root = folder("site-")
  copyFixtureContent(root)
  const home = path.join(root, "content", "pages", "home.md")
  fs.writeFileSync(home, fs.readFileSync(home, "utf8").replace("icon: draft", "icon: rocket"))
  const command = process.env.gatsby_executing_command
  try {
    process.env.gatsby_executing_command = "build"
    expect(() => readSiteSettings(root)).toThrow(/content\/pages\/home\.md: Section 2 \(Cards\), card 1: Icon/)
    process.env.gatsby_executing_command = "develop"
    expect(readSiteSettings(root)).toMatchObject({ productName: "Veridraft", siteUrl: expect.stringMatching(/^https:\/\//) })
    fs.writeFileSync(path.join(root, "content", "site.json"), "{ not JSON")
    expect(readSiteSettings(root)).toEqual({ siteUrl: "http://localhost", productName: "Preview", description: "", themeColor: "#ffffff" })
  } finally {
    process.env.gatsby_executing_command = command
  }
})

test("a build for another day reads the settings on that day, as its check did: a date valid then and not today stops nothing", () => {
  const root = folder("site-")
  const today = new Date().toISOString().slice(0, 10)
  const later = daysAfter(today, 200)
  // security.txt expires 400 days from today: within a year of the build's day, more than a year away now.
  const settings = path.join(copyFixtureContent(root, later), "site.json")
  fs.writeFileSync(settings, fs.readFileSync(settings, "utf8").replace(/("expires": ")[^"]*/, `$1${daysAfter(today, 400)}`))
  try {
    process.env.SITE_DATE = later
    expect(readSiteSettings(root)).toMatchObject({ productName: "Veridraft" })
  } finally {
    delete process.env.SITE_DATE
  }
})

test("a build whose gatsby-config threw stops with that error, not later without its plugins; a loaded config stops nothing", () => {
  const root = folder("site-")
  const compiled = path.join(root, ".cache", "compiled", "gatsby-config.js")
  fs.mkdirSync(path.dirname(compiled), { recursive: true })
  fs.writeFileSync(compiled, 'throw new TypeError("settings unread")\n')
  const panic = jest.fn()
  const reporter = { panic } as unknown as Reporter
  const storeWith = (config: unknown) => ({ getState: () => ({ config }) }) as unknown as Store

  requireLoadedConfig(storeWith({ siteMetadata: { siteUrl: "https://www.example.com" }, plugins: [] }), reporter, root)
  expect(panic).not.toHaveBeenCalled()

  requireLoadedConfig(storeWith({}), reporter, root)
  expect(panic).toHaveBeenCalledWith(expect.stringMatching(/^gatsby-config\.ts stopped with an error[\s\S]*TypeError: settings unread/))

  fs.writeFileSync(compiled, "module.exports = {}\n")
  requireLoadedConfig(storeWith(undefined), reporter, root)
  expect(panic).toHaveBeenLastCalledWith(expect.stringContaining("gatsby-config.js loads in a process of its own, but Gatsby read no site settings from it"))
})
