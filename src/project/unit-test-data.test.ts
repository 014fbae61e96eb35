/** @jest-environment node */
// Unit tests stand on data of their own, so a writer's edit of content/ or static/ fails no test
// the deploy runs: every unit test runs with the live folders watched (src/test/live-site-guard.ts,
// installed by jest.setup.ts), and no unit test's source, nor a helper's it imports, names a path
// to them, which native code (sharp) would read unseen by the watch.
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { isGuardedTest, READS_LIVE_SITE, takeLiveSiteReads } from "../test/live-site-guard"
import { FIXTURE_SITE } from "../test/fixture-site"
import { temporaryFolders } from "../test/temporary-folders"

const root = path.join(__dirname, "..", "..")
const folder = temporaryFolders(afterAll)
const live = (file: string) => path.join(root, file)

test("a unit test's read, listing, copy or link of the live content/ or static/ throws and is kept, however its path is written", async () => {
  const dir = folder("guarded-")
  const uses: Array<[string, () => unknown]> = [
    ["fs.readFileSync(content/site.json)", () => fs.readFileSync(live("content/site.json"), "utf8")],
    ["fs.readFileSync(content/pages/home.md)", () => fs.readFileSync(path.relative(process.cwd(), live("content/pages/home.md")))],
    ["fs.readFileSync(content/pages/about.md)", () => fs.readFileSync(pathToFileURL(live("content/pages/about.md")))],
    ["fs.readFileSync(static/icon.svg)", () => fs.readFileSync(Buffer.from(`${root}/src/../static/icon.svg`))],
    ["fs.readdirSync(static)", () => fs.readdirSync(live("static"))],
    ["fs.existsSync(content/legal/terms-of-service.md)", () => fs.existsSync(live("content/legal/terms-of-service.md"))],
    ["fs.statSync(content/images/founder.png)", () => fs.statSync(live("content/images/founder.png"))],
    ["fs.createReadStream(content/site.json)", () => fs.createReadStream(live("content/site.json"))],
    ["fs.cpSync(content)", () => fs.cpSync(live("content"), path.join(dir, "content"), { recursive: true })],
    // The whole checkout, of which nothing would be copied were the guard to let it through.
    ["fs.cpSync(content, static)", () => fs.cpSync(root, path.join(dir, "all"), { recursive: true, filter: () => false })],
    ["fs.copyFileSync(static/icon.png)", () => fs.copyFileSync(live("static/icon.png"), path.join(dir, "icon.png"))],
    ["fs.symlinkSync(content)", () => fs.symlinkSync(path.relative(dir, live("content")), path.join(dir, "link"))],
  ]
  for (const [use, run] of uses) expect(run).toThrow(`A unit test used the live site: ${use}.`)
  await expect(fs.promises.readFile(live("content/site.json"))).rejects.toThrow("A unit test used the live site: fs.promises.readFile(content/site.json).")
  const kept = uses.flatMap(([use]) => (use === "fs.cpSync(content, static)" ? ["fs.cpSync(content)", "fs.cpSync(static)"] : [use]))
  expect(takeLiveSiteReads()).toEqual([...kept, "fs.promises.readFile(content/site.json)"])
  // The writers' field reference is no part of the site; the fixture site and a copy of it are the tests' own.
  expect(fs.readFileSync(live("content/README.md"), "utf8")).toContain("| `type` | What it draws | Fields |")
  fs.cpSync(FIXTURE_SITE, path.join(dir, "fixture"), { recursive: true })
  expect(fs.readdirSync(path.join(dir, "fixture", "content", "pages")).sort()).toEqual(["about.md", "home.md"])
  expect(takeLiveSiteReads()).toEqual([])
})

test("every unit test is watched but for the files that read the live site on purpose; integration tests build on copies", () => {
  expect(isGuardedTest(__filename)).toBe(true)
  expect(isGuardedTest(path.join(root, "src", "sections", "PageView.test.tsx"))).toBe(true)
  expect(isGuardedTest(path.join(root, "src", "node", "pages", "text-images.integration.test.ts"))).toBe(false)
  for (const file of Object.keys(READS_LIVE_SITE))
    expect([file, isGuardedTest(path.join(root, file)), fs.existsSync(path.join(root, file))]).toEqual([file, false, true])
  expect(fs.readFileSync(path.join(root, "jest.config.ts"), "utf8")).toContain('setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"]')
})

// Paths a source names with path.join or path.resolve from __dirname, process.cwd() or a constant
// made so, and what it imports, each as far as its string literals go; and the names it imports.
const callPattern = /path\.(?:join|resolve)\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g
const importPattern = /(?:from |require\(|import\()"(\.{1,2}\/[^"]+)"/g

function pathsNamedIn(source: string, file: string): string[] {
  const known = new Map<string, string>([
    ["__dirname", path.dirname(file)],
    ["process.cwd()", root],
  ])
  const evaluate = (args: string): string | undefined => {
    const [first, ...rest] = args.split(",").map((arg) => arg.trim())
    const base = known.get(first ?? "")
    if (base === undefined) return undefined
    const literals = rest.map((arg) => /^"([^"]*)"$/.exec(arg)?.[1])
    const taken = literals.indexOf(undefined)
    return path.resolve(base, ...(literals.slice(0, taken === -1 ? undefined : taken) as string[]))
  }
  for (const [, name, args] of source.matchAll(/const (\w+) = path\.(?:join|resolve)\(([^()]*)\)/g)) {
    const value = evaluate(args!)
    if (value !== undefined) known.set(name!, value)
  }
  const calls = [...source.matchAll(callPattern)].map(([, args]) => evaluate(args!))
  const imports = [...source.matchAll(importPattern)].map(([, specifier]) => path.resolve(path.dirname(file), specifier!))
  return [...calls, ...imports].filter((named): named is string => named !== undefined)
}

const isLive = (named: string) =>
  named !== live("content/README.md") && ["content", "static"].some((folder) => named === live(folder) || named.startsWith(`${live(folder)}${path.sep}`))

test("the scan finds a path to the live folders however a source builds it, and nothing else", () => {
  const at = path.join(root, "src", "site", "x.test.ts")
  const found = (source: string) => [
    ...new Set(
      pathsNamedIn(source, at)
        .filter(isLive)
        .map((named) => path.relative(root, named)),
    ),
  ]
  expect(found('fs.readFileSync(path.join(__dirname, "..", "..", "content", "site.json"))')).toEqual(["content/site.json"])
  expect(found('const root = path.join(__dirname, "..", "..")\nfs.cpSync(path.join(root, "static"), dir)')).toEqual(["static"])
  expect(found('const CONTENT = path.resolve(__dirname, "../../content")\nsharp(path.join(CONTENT, file))')).toEqual(["content"])
  expect(found('sharp(path.join(process.cwd(), "content", "images", name))')).toEqual(["content/images"])
  expect(found('import site from "../../content/site.json"')).toEqual(["content/site.json"])
  expect(
    found(
      'path.join(dir, "content")\npath.join(__dirname, "..", "content", "__fixtures__")\npath.join(root, "content")\nimport { x } from "../vocabulary/schema"\npath.join(__dirname, "..", "..", "content", "README.md")',
    ),
  ).toEqual([])
})

// The unit test files but this one, whose examples name the live folders, and the helpers of src/test/ they import.
function unitSourcesAndHelpers(): string[] {
  const tests = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return ["__fixtures__", "fixture-site"].includes(entry.name) ? [] : tests(file)
      return /\.test\.tsx?$/.test(entry.name) && isGuardedTest(file) && file !== __filename ? [file] : []
    })
  const seen = new Set(tests(path.join(root, "src")))
  for (const file of seen) {
    for (const named of pathsNamedIn(fs.readFileSync(file, "utf8"), file)) {
      if (!named.startsWith(path.join(root, "src", "test") + path.sep)) continue
      const helper = ["", ".ts", ".tsx", ".mjs"]
        .map((ending) => named + ending)
        .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      if (helper && !helper.endsWith("live-site-guard.ts")) seen.add(helper)
    }
  }
  return [...seen]
}

test("no unit test's source, nor a helper's of src/test/ it imports, names a path to the live content/ or static/", () => {
  const sources = unitSourcesAndHelpers()
  expect(sources.length).toBeGreaterThan(60)
  expect(sources).toContain(path.join(root, "src", "test", "content.ts"))
  const naming = sources.flatMap((file) =>
    pathsNamedIn(fs.readFileSync(file, "utf8"), file)
      .filter(isLive)
      .map((named) => `${path.relative(root, file)}: ${path.relative(root, named)}`),
  )
  expect(naming).toEqual([])
})
