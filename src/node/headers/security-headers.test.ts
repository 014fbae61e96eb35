/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import {
  contentSecurityPolicy,
  EDITOR_ALLOWANCES,
  editorContentSecurityPolicy,
  headerRules,
  inlineScriptHashes,
  renderedPageFiles,
  siteMetaPolicy,
  writeHeadersFile,
} from "./security-headers"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)

const sha = (text: string) => `sha256-${crypto.createHash("sha256").update(text).digest("base64")}`

test("hashes executable inline scripts only", () => {
  const html = `<script>window.a=1</script><script src="/app.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script id="x">b()</script>`
  expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha("b()")])
})

test("the policy allows neither inline nor eval'd script", () => {
  const csp = contentSecurityPolicy([sha("x")])
  const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src"))!
  expect(scriptSrc).toBe(`script-src 'self' '${sha("x")}'`)
  expect(csp).not.toMatch(/unsafe-eval/)
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("frame-ancestors 'self'")
})

test("rules cover every page's scripts; the site's policy is set per top-level entry, the headers alike everywhere once", () => {
  const dir = folder("public-")
  fs.mkdirSync(path.join(dir, "about"))
  fs.writeFileSync(path.join(dir, "index.html"), "<script>home()</script>")
  fs.writeFileSync(path.join(dir, "about", "index.html"), "<script>about()</script>")
  fs.writeFileSync(path.join(dir, "app-0123456789abcdef0123.js"), "")
  fs.writeFileSync(path.join(dir, "styles.0123456789abcdef0123.css"), "")
  const rules = headerRules(dir, ["/index.html", "/about/index.html"])
  const policyOf = (rulePath: string) => rules.find((rule) => rule.path === rulePath)!.headers["Content-Security-Policy"]
  expect(policyOf("/")).toContain(sha("home()"))
  expect(policyOf("/")).toContain(sha("about()"))
  for (const entry of ["/about/*", "/app-0123456789abcdef0123.js", "/styles.0123456789abcdef0123.css"]) expect(policyOf(entry)).toBe(policyOf("/"))
  expect(rules[0]).toMatchObject({
    path: "/*",
    headers: { "X-Content-Type-Options": "nosniff", "Cross-Origin-Opener-Policy": "same-origin-allow-popups", "X-Frame-Options": "SAMEORIGIN" },
  })
  expect(rules[0]!.headers["Content-Security-Policy"]).toBeUndefined()
  expect(rules[0]!.headers["Cache-Control"]).toBeUndefined()
  const cache = Object.fromEntries(rules.filter((rule) => rule.headers["Cache-Control"]).map((rule) => [rule.path, rule.headers["Cache-Control"]]))
  expect(cache).toMatchObject({
    "/": "public, max-age=0, must-revalidate",
    "/about": "public, max-age=0, must-revalidate",
    "/page-data/*": "public, max-age=0, must-revalidate",
    "/static/*": "public, max-age=31536000, immutable",
    "/app-0123456789abcdef0123.js": "public, max-age=31536000, immutable",
    "/styles.0123456789abcdef0123.css": "public, max-age=31536000, immutable",
  })
})

test("the feeds the build wrote, and they alone, are served as Atom; no other rule names a type", () => {
  const dir = folder("public-")
  fs.mkdirSync(path.join(dir, "insights"))
  fs.writeFileSync(path.join(dir, "index.html"), "<p>Home</p>")
  for (const file of ["insights/feed.xml", "sitemap-0.xml", "feed.xml"]) fs.writeFileSync(path.join(dir, file), "<feed/>")
  const rules = headerRules(dir, ["/index.html"], ["/insights/feed.xml", "/feed.xml", "/topics/gone/feed.xml"])
  const typed = rules.filter((rule) => rule.headers["Content-Type"])
  expect(typed).toEqual([
    { path: "/feed.xml", headers: { "Content-Type": "application/atom+xml; charset=utf-8" } },
    { path: "/insights/feed.xml", headers: { "Content-Type": "application/atom+xml; charset=utf-8" } },
  ])
  expect(headerRules(dir, ["/index.html"]).filter((rule) => rule.headers["Content-Type"])).toEqual([])
})

test("the 404 page carries the site's policy itself, for the unknown paths no rule of it matches", () => {
  const dir = folder("public-")
  fs.writeFileSync(path.join(dir, "index.html"), "<script>home()</script>")
  fs.writeFileSync(path.join(dir, "404.html"), '<html><head><meta charSet="utf-8"/><title>Not found</title></head><body><script>lost()</script></body></html>')
  writeHeadersFile(dir, ["/index.html", "/404.html"])
  writeHeadersFile(dir, ["/index.html", "/404.html"])
  const html = fs.readFileSync(path.join(dir, "404.html"), "utf8")
  const site = headerRules(dir, ["/index.html", "/404.html"]).find((rule) => rule.path === "/")!.headers["Content-Security-Policy"]!
  expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  expect(html).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${siteMetaPolicy(site)}">`)
  expect(siteMetaPolicy(site)).toContain(sha("lost()"))
  expect(siteMetaPolicy(site)).not.toContain("frame-ancestors")
  expect(site).toContain("frame-ancestors 'self'")
})

const directives = (csp: string) => Object.fromEntries(csp.split("; ").map((part) => [part.split(" ")[0]!, part.split(" ").slice(1)]))

test("the editor's policy is the site's plus exactly the listed allowances", () => {
  const site = directives(contentSecurityPolicy([sha("x")]))
  const editor = directives(editorContentSecurityPolicy([sha("x")]))
  const added = Object.entries(editor).flatMap(([name, sources]) =>
    sources.filter((source) => !site[name]!.includes(source)).map((source) => `${name} ${source}`),
  )
  expect(Object.keys(editor)).toEqual(Object.keys(site))
  for (const [name, sources] of Object.entries(site)) expect(editor[name]).toEqual(expect.arrayContaining(sources))
  expect(added).toEqual(EDITOR_ALLOWANCES.map(({ directive, source }) => `${directive} ${source}`))
})

test("only /admin and below get the editor's policy and noindex; the site's policy never lists its scripts", () => {
  const dir = folder("public-")
  fs.mkdirSync(path.join(dir, "admin"))
  fs.writeFileSync(path.join(dir, "index.html"), "<script>home()</script>")
  fs.writeFileSync(path.join(dir, "admin", "index.html"), "<script>editor()</script>")
  const rules = headerRules(dir, ["/index.html", "/admin/index.html"])
  const site = rules.find((rule) => rule.path === "/")!.headers
  const editor = rules.at(-1)!
  expect(editor.path).toBe("/admin/*")
  expect(site["Content-Security-Policy"]).toContain(sha("home()"))
  expect(site["Content-Security-Policy"]).not.toContain(sha("editor()"))
  expect(editor.headers).toEqual({ "Content-Security-Policy": editorContentSecurityPolicy([sha("editor()")]), "X-Robots-Tag": "noindex, nofollow" })
  expect(rules.filter((rule) => rule.headers["X-Robots-Tag"] || rule.headers["Content-Security-Policy"]?.includes("unsafe-eval"))).toEqual([editor])
  // No rule of the site's policy reaches into the editor's folder.
  expect(rules.filter((rule) => rule.headers["Content-Security-Policy"] && rule !== editor).map((rule) => rule.path)).not.toContainEqual(
    expect.stringMatching(/^\/(admin|\*)/),
  )
})

test("the pages Gatsby rendered are its page list's HTML files", () => {
  expect(renderedPageFiles(["/", "/about", "/404/", "/404.html", "/admin"])).toEqual([
    "/404.html",
    "/404/index.html",
    "/about/index.html",
    "/admin/index.html",
    "/index.html",
  ])
})

test("a file in public/ that is no rendered page, a stray copied from static/, has its inline script in no policy", () => {
  const dir = folder("public-")
  fs.mkdirSync(path.join(dir, "legal"))
  fs.mkdirSync(path.join(dir, "admin"))
  fs.writeFileSync(path.join(dir, "index.html"), "<script>home()</script>")
  fs.writeFileSync(path.join(dir, "admin", "index.html"), "<script>editor()</script>")
  fs.writeFileSync(path.join(dir, "legal", "evil.html"), '<script>document.title="ran"</script>')
  fs.writeFileSync(path.join(dir, "admin", "evil.html"), '<script>document.title="ran"</script>')
  writeHeadersFile(dir, ["/index.html", "/admin/index.html"])
  const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8")
  expect(headers).toContain(sha("home()"))
  expect(headers).toContain(sha("editor()"))
  expect(headers).not.toContain(sha('document.title="ran"'))
})

test("the deploying guide lists each of the editor's allowances with its reason", () => {
  const readme = fs.readFileSync(path.join(__dirname, "..", "..", "..", "docs", "deploying.md"), "utf8")
  for (const { directive, source, why } of EDITOR_ALLOWANCES) expect(readme).toContain(`| \`${directive}\` | \`${source}\` | ${why} |`)
})

test("the search's page keeps the site's policy: nothing of it lets WebAssembly or text run as script", () => {
  const dir = folder("public-")
  for (const folderName of ["search", "search-tips", "about", "search-index"]) {
    fs.mkdirSync(path.join(dir, folderName))
    fs.writeFileSync(path.join(dir, folderName, "index.html"), "<script>page()</script>")
  }
  const pages = ["/search/index.html", "/search-tips/index.html", "/about/index.html"]
  const policies = headerRules(dir, pages).flatMap((rule) => rule.headers["Content-Security-Policy"] ?? [])
  expect(new Set(policies)).toEqual(new Set([contentSecurityPolicy([sha("page()")])]))
  expect(policies.join(" ")).not.toMatch(/wasm-unsafe-eval|unsafe-eval/)
})
