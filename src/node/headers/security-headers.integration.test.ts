/** @jest-environment node */
// The headers file read as Netlify reads it: its parser is an ES module Jest does not load, so a
// node of its own reads it, which makes this an integration test.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { writeHeadersFile } from "./security-headers"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)

// Each path a request can name in `dir`, with how many Content-Security-Policy rules of its _headers match it
// in each of Netlify's readings (scripts/header-rules.mjs), and the overlaps serve refuses. Netlify's parser
// is an ES module Jest does not load, so the file is read by a node of its own.
function policiesByPath(dir: string) {
  const read = `
    import { overlappingRules, readHeaderRules, requestPaths } from ${JSON.stringify(path.join(__dirname, "..", "..", "..", "scripts", "header-rules.mjs"))}
    const dir = process.env.PUBLIC_DIR
    const rules = await readHeaderRules(dir + "/_headers")
    const policies = rules.filter((rule) => rule.headers.some(([name]) => name === "Content-Security-Policy"))
    const count = (probe, reading) => policies.filter((rule) => rule[reading].test(probe)).map((rule) => rule.path)
    const paths = requestPaths(dir)
    console.log(JSON.stringify({
      overlaps: overlappingRules(rules, paths),
      counts: paths.map((probe) => [probe, count(probe, "pattern").length, count(probe, "segments").length]),
      editor: Object.fromEntries(paths.map((probe) => [probe, policies.filter((rule) => rule.pattern.test(probe) && rule.headers.some(([, value]) => value.includes("unsafe-eval"))).length])),
    }))`
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", read], { encoding: "utf8", env: { ...process.env, PUBLIC_DIR: dir } })
  return JSON.parse(output) as { overlaps: unknown[]; counts: Array<[string, number, number]>; editor: Record<string, number> }
}

test("pages and folders whose names share a prefix (/pricing and /pricing-teams, /404 and /404.html, /admin and /admin-guide) each carry one policy in both of Netlify's readings", () => {
  const dir = folder("public-")
  const pages = [
    "/index.html",
    "/pricing/index.html",
    "/pricing-teams/index.html",
    "/404/index.html",
    "/404.html",
    "/admin/index.html",
    "/admin-guide/index.html",
  ]
  for (const page of pages) {
    fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true })
    fs.writeFileSync(path.join(dir, page), `<script>${page.includes("/admin/") ? "editor()" : "site()"}</script>`)
  }
  for (const file of ["/og/card.png", "/og-image.png", "/static/a.png", "/static-files.txt", "/page-data/pricing/page-data.json"]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), "")
  }
  writeHeadersFile(dir, pages)
  const { overlaps, counts, editor } = policiesByPath(dir)
  expect(overlaps).toEqual([])
  expect(counts.length).toBeGreaterThan(20)
  // An unknown path, and the rule file never served, are answered with the 404 page, whose <meta> carries the policy.
  expect(
    counts.filter(([probe]) => probe !== "/no-such-page" && probe !== "/_headers").filter(([, parser, segments]) => parser !== 1 || segments !== 1),
  ).toEqual([])
  expect(["/admin", "/admin/", "/admin/index.html", "/admin-guide", "/admin-guide/", "/admin-guide/index.html"].map((probe) => editor[probe])).toEqual([
    1, 1, 1, 0, 0, 0,
  ])
})

test("the overlap check finds what trying every rule on every path finds, trying each path on the rules that can match it: a hub of 6,000 pages is checked in linear time", () => {
  const dir = folder("rules-")
  const rule = (at: string, header = "Cache-Control") => `${at}\n  ${header}: x\n`
  const tricky = [
    rule("/pricing"),
    rule("/Pricing/"),
    rule("/pricing/*", "X-Robots-Tag"),
    rule("/pricing/plans", "X-Robots-Tag"),
    rule("/ſtatic"),
    rule("/static"),
    rule("/a//b"),
    rule("/A/B/"),
    rule("/og/:part/*"),
    rule("/og/:part"),
    rule("/og/card.png"),
    rule("/a /b", "X-Robots-Tag"),
    rule("/a/b", "X-Robots-Tag"),
    rule("/a*", "X-Robots-Tag"),
    rule("/about"),
  ]
  const pages = Array.from({ length: 6000 }, (_, i) => `/insights/article-${i}`)
  fs.writeFileSync(path.join(dir, "tricky"), tricky.join("\n"))
  fs.writeFileSync(path.join(dir, "hub"), [rule("/*", "X-Frame-Options"), rule("/page-data/*"), ...pages.map((page) => rule(page))].join("\n"))
  const check = `
    import { overlappingRules, readHeaderRules } from ${JSON.stringify(path.join(__dirname, "..", "..", "..", "scripts", "header-rules.mjs"))}
    const dir = process.env.RULES_DIR
    // Every rule tried on every path: the reading the check must give.
    const everyRule = (rules, paths) => [...new Set(paths)].flatMap((probe) => {
      const setters = new Map()
      for (const rule of rules.filter((rule) => rule.pattern.test(probe) || rule.segments.test(probe)))
        for (const [name] of rule.headers) setters.set(name.toLowerCase(), [...(setters.get(name.toLowerCase()) ?? []), rule.path])
      return [...setters].filter(([, by]) => by.length > 1).map(([header, by]) => ({ path: probe, header, rules: by }))
    })
    const tricky = await readHeaderRules(dir + "/tricky")
    const probes = ["/pricing", "/PRICING/", "/pricing/plans", "/pricing/plans/", "/static", "/STATIC", "/ſtatic", "/a/b", "/a//b", "/og/card.png", "/og/x", "/a /b", "/about/"]
    const hub = await readHeaderRules(dir + "/hub")
    let tried = 0
    for (const rule of hub) for (const reading of ["pattern", "segments"]) {
      const test = rule[reading].test.bind(rule[reading])
      rule[reading].test = (text) => (tried++, test(text))
    }
    const paths = Array.from({ length: ${pages.length} }, (_, i) => \`/insights/article-\${i}\`).flatMap((page) => [page, page + "/", page + "/index.html", "/page-data" + page + "/page-data.json"])
    const hubOverlaps = overlappingRules(hub, paths)
    // The check also tries each rule's own path, its wildcards filled: of what it finds, the paths given are compared.
    const found = overlappingRules(tricky, probes).filter((overlap) => probes.includes(overlap.path))
    console.log(JSON.stringify({ found, expected: everyRule(tricky, probes), hubOverlaps, tried, paths: paths.length }))`
  const { found, expected, hubOverlaps, tried, paths } = JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", check], { encoding: "utf8", env: { ...process.env, RULES_DIR: dir } }),
  ) as { found: unknown[]; expected: unknown[]; hubOverlaps: unknown[]; tried: number; paths: number }
  expect(found).toEqual(expected)
  expect(found.length).toBeGreaterThan(4)
  expect(hubOverlaps).toEqual([])
  // Each path is tried on the few rules with a wildcard and on the one rule its own, not on every page's.
  expect(tried).toBeLessThan(paths * 10)
})
