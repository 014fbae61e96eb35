/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { temporaryFolders } from "../../test/temporary-folders"
import { gatsbyFiles, markBuildStart, namedBuiltFiles, removeStaleFiles, staleFiles } from "./stale-files"

const folder = temporaryFolders(afterAll)
const STARTED = Date.parse("2026-11-24T12:00:00Z")

// A public/ with each file written before the build started (an earlier build's) or after it (this one's).
function publicDir(files: Record<string, { text: string; earlier: boolean }>) {
  const dir = folder("public-")
  for (const [name, { text, earlier }] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
    const time = new Date(STARTED + (earlier ? -60_000 : 60_000))
    fs.utimesSync(path.join(dir, name), time, time)
  }
  return dir
}

test("Gatsby's files are the HTML and page data of its pages, its static queries' results and its slices", () => {
  const state = {
    pages: new Map([
      ["/", { path: "/" }],
      ["/about", { path: "/about" }],
      ["/404.html", { path: "/404.html" }],
    ]),
    staticQueryComponents: new Map([["q", { hash: "2744905544" }]]),
    slices: new Map([["footer", { name: "footer" }]]),
    html: { slicesProps: { bySliceId: new Map([["footer-abc", {}]]) } },
  }
  expect([...gatsbyFiles(state)].sort()).toEqual([
    "404.html",
    "_gatsby/slices/_gatsby-scripts-1.html",
    "_gatsby/slices/footer-abc-1.html",
    "_gatsby/slices/footer-abc-2.html",
    "about/index.html",
    "chunk-map.json",
    "index.html",
    "page-data/404.html/page-data.json",
    "page-data/about/page-data.json",
    "page-data/app-data.json",
    "page-data/index/page-data.json",
    "page-data/sq/d/2744905544.json",
    "slice-data/footer.json",
    "webpack.stats.json",
  ])
})

test("built files are named by their address in HTML, srcset lists, JSON and stylesheets", () => {
  const named = namedBuiltFiles([
    '<img srcset="/static/a1/1c9ce/founder.avif 120w,/static/a1/2e71d/founder.avif 240w" src="/static/a1/914ee/founder.png">',
    '{"srcSet":"/static/b2/photo.webp 400w,\\n/static/b2/photo%20two.webp 800w"}',
    "@font-face{src:url(/static/inter-latin-4f3c.woff2)}",
  ])
  expect([...named].filter((name) => !name.includes("%")).sort()).toEqual([
    "static/a1/1c9ce/founder.avif",
    "static/a1/2e71d/founder.avif",
    "static/a1/914ee/founder.png",
    "static/b2/photo two.webp",
    "static/b2/photo.webp",
    "static/inter-latin-4f3c.woff2",
  ])
})

test("an earlier build's file goes unless Gatsby keeps it for a page or a file this build keeps names it", () => {
  const dir = publicDir({
    "index.html": { text: '<img src="/static/a1/kept.png">', earlier: false },
    "about/index.html": { text: '<img src="/static/c3/named-by-an-unchanged-page.png">', earlier: true },
    "page-data/about/page-data.json": { text: "{}", earlier: true },
    "pricing/index.html": { text: '<img src="/static/d4/of-a-removed-page.png">', earlier: true },
    "static/a1/kept.png": { text: "png", earlier: true },
    "static/c3/named-by-an-unchanged-page.png": { text: "png", earlier: true },
    "static/d4/of-a-removed-page.png": { text: "png", earlier: true },
    "static/b2/no-longer-shown.png": { text: "png", earlier: true },
    "price-list.txt": { text: "taken out of static/", earlier: true },
    "app-0123456789abcdef0123.js": { text: "an earlier build's script", earlier: true },
    "app-fedcba9876543210fedc.js": { text: 'this build\'s script: "/static/e5/imported.svg"', earlier: false },
    "static/e5/imported.svg": { text: "<svg/>", earlier: true },
  })
  const current = new Set(["index.html", "about/index.html", "page-data/about/page-data.json"])
  expect(staleFiles(dir, STARTED, current)).toEqual([
    "app-0123456789abcdef0123.js",
    "price-list.txt",
    "pricing/index.html",
    "static/b2/no-longer-shown.png",
    "static/d4/of-a-removed-page.png",
  ])
})

test("after a clean build nothing is older than the build, and nothing goes", () => {
  const dir = publicDir({ "index.html": { text: "<p>", earlier: false }, "static/b2/photo.png": { text: "png", earlier: false } })
  expect(staleFiles(dir, STARTED, new Set())).toEqual([])
})

test("the build's start is read on the disk's clock: a process whose clock runs a year ahead removes none of what it writes", () => {
  const site = folder("site-")
  const dir = path.join(site, "public")
  jest.useFakeTimers({ now: Date.now() + 365 * 86_400_000, doNotFake: ["setTimeout", "setImmediate", "nextTick"] })
  try {
    markBuildStart(site)
    fs.mkdirSync(dir)
    fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\n")
    const store = {
      getState: () => ({ pages: new Map(), staticQueryComponents: new Map(), slices: new Map(), html: { slicesProps: { bySliceId: new Map() } } }),
    }
    expect(removeStaleFiles(store as never, [], dir)).toEqual([])
    expect(fs.readdirSync(path.join(site, ".cache"))).toEqual([])
  } finally {
    jest.useRealTimers()
  }
})

test("a build whose .cache Gatsby emptied after it began (its plugins changed, or its last build failed) still removes what an earlier build left", () => {
  const site = folder("site-")
  const home = process.cwd()
  process.chdir(site)
  try {
    markBuildStart()
    // Gatsby's own clearing of its cache, after onPreInit: public/ stays as the last build left it.
    fs.rmSync(".cache", { recursive: true, force: true })
    const dir = path.join(site, "public")
    for (const name of ["taken-down/index.html", "index.html"]) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      fs.writeFileSync(path.join(dir, name), "<p>page</p>")
    }
    // A minute either side of the files' writing, on the disk's clock, which the build's start is read on.
    const written = fs.statSync(path.join(dir, "index.html")).mtimeMs
    const [earlier, later] = [new Date(written - 60_000), new Date(written + 60_000)]
    fs.utimesSync(path.join(dir, "taken-down/index.html"), earlier, earlier)
    fs.utimesSync(path.join(dir, "index.html"), later, later)
    const store = {
      getState: () => ({ pages: new Map(), staticQueryComponents: new Map(), slices: new Map(), html: { slicesProps: { bySliceId: new Map() } } }),
    }
    expect(removeStaleFiles(store as never, [], dir)).toEqual(["taken-down/index.html"])
    expect(fs.readdirSync(dir)).toEqual(["index.html"])
  } finally {
    process.chdir(home)
  }
})
