/** @jest-environment node */
// The README's "Routes:" names every kind of address a build makes, and nothing a build does not
// make, held to the writers' site (src/test/shared-sites.ts): the one build that has every kind,
// its hub, earlier legal versions and a writer's pages among them. What a page loads (scripts,
// styles, its data, its images, the search's index, the icons its head links) is no route.
import fs from "node:fs"
import path from "node:path"
import { parseFile } from "../site/content-files"
import { listFiles } from "../node/pages/list-files"
import { stopBuilds } from "../test/site-copy"
import { sharedSite } from "../test/shared-sites"
import { temporaryFolders } from "../test/temporary-folders"

afterAll(stopBuilds)
const folder = temporaryFolders(afterAll)
const root = path.join(__dirname, "..", "..")

const ASSETS = [
  /^\/[^/]+\.(js|css|js\.LICENSE\.txt)$/,
  /^\/(page-data|_gatsby|static|search-index|~partytown|icons)\//,
  /^\/admin\/[^/]+\.js$/,
  /^\/(chunk-map\.json|webpack\.stats\.json|_headers|_redirects|favicon\.ico|icon\.svg|icon\.png|apple-touch-icon\.png|manifest\.webmanifest)$/,
]

/** The README's words for the routes. */
const routesParagraph = () => /^Routes: ([\s\S]+?)\n\n/m.exec(fs.readFileSync(path.join(root, "README.md"), "utf8"))![1]!.replace(/\s+/g, " ")

/** An address the README writes, `<…>` for a part that varies, as a pattern of the addresses it names. */
const DATE = "\\d{4}-\\d{2}-\\d{2}"
const patternOf = (written: string) =>
  new RegExp(
    `^${written
      .replace(/(.)\/$/, "$1")
      .split(/(<[^>]+>)/)
      .map((part) =>
        part === "<date>"
          ? DATE
          : part === "<n>"
            ? "\\d+"
            : part === "<id>"
              ? "[^/]+"
              : part.startsWith("<")
                ? ".+"
                : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("")}$`,
  )

/** Every route a build in `dir` made, from its public/ folder: a page's folder by its address, any other file by its own. */
function routesOf(dir: string): string[] {
  const publicDir = path.join(dir, "public")
  return listFiles(publicDir)
    .map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
    .filter((file) => !ASSETS.some((asset) => asset.test(file)))
    .map((file) => (file === "/index.html" ? "/" : file.replace(/\/index\.html$/, "")))
    .sort()
}

type Kind = { kind: string; of: (route: string) => boolean; words: string[]; shapes?: string[] }

/** The kinds of route, told apart by the site's content files: the README's words for each, and the addresses that every route of the kind has. */
function kindsOf(dir: string): Kind[] {
  const read = (folder: string) =>
    fs.readdirSync(path.join(dir, "content", folder)).map((name) => {
      const parsed = parseFile(`content/${folder}/${name}`, fs.readFileSync(path.join(dir, "content", folder, name), "utf8"))
      if (!("data" in parsed)) throw new Error(`content/${folder}/${name} does not parse`)
      return parsed.data as { path: string; date?: string }
    })
  const pages = read("pages")
  const articles = new Set(pages.filter((page) => page.date).map((page) => page.path))
  const others = new Set(pages.filter((page) => !page.date && page.path !== "/").map((page) => page.path))
  const legal = read("legal").map((doc) => doc.path)
  const versionOf = (route: string) => legal.some((doc) => route.startsWith(`${doc}/`) && new RegExp(`^${DATE}$`).test(route.slice(doc.length + 1)))
  const listPage = /\/page\/\d+$/
  return [
    { kind: "the landing page", of: (route) => route === "/", words: ["`/`"] },
    { kind: "a writer's page", of: (route) => others.has(route), words: ["any page a writer adds (`content/pages/`)", "`/about`"] },
    { kind: "a list's later page", of: (route) => listPage.test(route), words: ["the later pages of its lists"], shapes: ["/<page>/page/<n>"] },
    { kind: "an article", of: (route) => articles.has(route), words: ["an article, which is a page with a date"] },
    { kind: "an author's page", of: (route) => /^\/authors\/[^/]+$/.test(route), words: ["a page for each author"], shapes: ["/authors/<id>"] },
    { kind: "a topic's page", of: (route) => /^\/topics\/[^/]+$/.test(route), words: [], shapes: ["/topics/<id>"] },
    { kind: "the search", of: (route) => route === "/search", words: ["the search"], shapes: ["/search"] },
    { kind: "a feed", of: (route) => route.endsWith("/feed.xml"), words: ["an Atom feed"], shapes: ["/<page>/feed.xml", "/legal/feed.xml"] },
    { kind: "a sharing card", of: (route) => /^\/og(-image|\/.+)\.png$/.test(route), words: ["a sharing card"], shapes: ["/og-image.png", "/og/<page>.png"] },
    { kind: "a legal document", of: (route) => legal.includes(route), words: ["one page per legal document", "`/terms-of-service`", "`/privacy-policy`"] },
    {
      kind: "a legal document's PDF",
      of: (route) => /^\/legal\/.+\.pdf$/.test(route),
      words: ["with its PDF"],
      shapes: ["/legal/<document>.pdf", "/legal/<document>-<date>.pdf", "/legal/<document>-<date>-changes.pdf"],
    },
    { kind: "an earlier version", of: versionOf, words: ["each earlier version"], shapes: ["/<document>/<date>"] },
    {
      kind: "what the version after an earlier one changed",
      of: (route) => route.endsWith("/changes") && versionOf(route.slice(0, -"/changes".length)),
      words: ["what the version after it changed"],
      shapes: ["/<document>/<date>/changes"],
    },
    { kind: "the editor", of: (route) => route === "/admin", words: ["the writers' editor"], shapes: ["/admin/"] },
    { kind: "the 404 page", of: (route) => route === "/404.html" || route === "/404", words: ["a 404 page for any other path"] },
    { kind: "security.txt", of: (route) => route === "/.well-known/security.txt", words: [], shapes: ["/.well-known/security.txt"] },
    {
      kind: "the sitemap",
      of: (route) => /^\/sitemap-(index|\d+)\.xml$/.test(route),
      words: ["the sitemap"],
      shapes: ["/sitemap-index.xml", "/sitemap-<n>.xml"],
    },
    { kind: "robots.txt", of: (route) => route === "/robots.txt", words: [], shapes: ["/robots.txt"] },
  ]
}

const built = (async () => {
  const { dir, status, output } = await sharedSite("writers", folder)
  if (status !== 0) throw new Error(`gatsby build exited with ${status}:\n${output}`)
  return { routes: routesOf(dir), kinds: kindsOf(dir) }
})()

test("every route the writers' site builds is of one kind, and the build makes every kind", async () => {
  const { routes, kinds } = await built
  expect(routes.filter((route) => kinds.filter((kind) => kind.of(route)).length !== 1)).toEqual([])
  expect(kinds.filter((kind) => !routes.some(kind.of)).map((kind) => kind.kind)).toEqual([])
}, 900_000)

test("the README's routes name each kind, in the addresses every route of the kind has", async () => {
  const { routes, kinds } = await built
  const paragraph = routesParagraph()
  for (const { kind, of, words, shapes = [] } of kinds) {
    expect([kind, [...words, ...shapes.map((shape) => `\`${shape}\``)].filter((said) => !paragraph.includes(said))]).toEqual([kind, []])
    if (shapes.length) expect([kind, routes.filter(of).filter((route) => !shapes.some((shape) => patternOf(shape).test(route)))]).toEqual([kind, []])
  }
}, 900_000)

test("every address the README's routes write is one the build makes", async () => {
  const { routes } = await built
  const written = [...routesParagraph().matchAll(/`(\/[^`]*)`/g)].map(([, address]) => address!)
  expect(written.length).toBeGreaterThan(20)
  expect(written.filter((address) => !routes.some((route) => patternOf(address).test(route)))).toEqual([])
}, 900_000)
