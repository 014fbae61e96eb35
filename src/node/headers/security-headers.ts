// The one source of truth for response headers: written to public/_headers at build,
// applied by Netlify and by scripts/serve.mjs alike.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { generateHtmlPath } from "gatsby-core-utils/page-html"
import { listFiles } from "../pages/list-files"
import { ADMIN_ROUTE, BUNDLE_FILE } from "../editor/admin-route"
import { headerValue, ruleValue } from "./rule-text"
import { ATOM_TYPE } from "../../vocabulary/feed-paths"

const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"
// Icons keep stable URLs (browsers and crawlers ask for /favicon.ico by name): cached a day.
const ICON = "public, max-age=86400"
const ICONS = ["/favicon.ico", "/icon.svg", "/icon.png", "/apple-touch-icon.png"]

// Features the site never uses, all denied; fullscreen stays for the PDF viewer. Only names
// Chromium knows, since it logs a console error for any other.
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ")

type Directives = Record<string, string[]>

const siteDirectives = (scriptHashes: string[]): Directives => ({
  "default-src": ["'self'"],
  "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
  // React and Radix write style attributes; no script can come from them.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  // The legal pages embed our own PDFs.
  "object-src": ["'self'"],
  "frame-src": ["'self'"],
  "frame-ancestors": ["'self'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
})

const policyText = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")

export const contentSecurityPolicy = (scriptHashes: string[]): string => policyText(siteDirectives(scriptHashes))

/** What the writers' editor (Decap CMS) needs beyond the site's policy, and why; docs/deploying.md lists these. */
export const EDITOR_ALLOWANCES = [
  { directive: "script-src", source: "'unsafe-eval'", why: "Decap CMS compiles the validator of its configuration at run time (ajv)." },
  { directive: "img-src", source: "blob:", why: "Images a writer picks, or that the editor reads from GitHub, are shown from blob: URLs." },
  { directive: "img-src", source: "https://avatars.githubusercontent.com", why: "The signed-in writer's GitHub avatar." },
  { directive: "connect-src", source: "blob:", why: "Decap CMS reads back the drafts and files it keeps in blob: URLs with fetch." },
  { directive: "connect-src", source: "https://api.github.com", why: "The GitHub backend reads content and commits changes through GitHub's API." },
  {
    directive: "connect-src",
    source: "http://localhost:*",
    why: "The local backend of `npm run cms`, on the port the editor's address names (8081 unless that is taken); the editor only calls it when it is opened on localhost.",
  },
] as const

export function editorContentSecurityPolicy(scriptHashes: string[]): string {
  const directives = siteDirectives(scriptHashes)
  for (const { directive, source } of EDITOR_ALLOWANCES) directives[directive] = [...directives[directive]!, source]
  return policyText(directives)
}

// The executable inline scripts in a page; JSON-LD and other data blocks never run.
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/(ld\+)?json"/.test(attributes) || !body) continue
    hashes.push(`sha256-${crypto.createHash("sha256").update(body).digest("base64")}`)
  }
  return hashes
}

type Rule = { path: string; headers: Record<string, string> }

/** The HTML files of the pages Gatsby rendered (its page list), as addresses in public/: "/about/index.html", "/404.html". */
export const renderedPageFiles = (pagePaths: Iterable<string>): string[] =>
  [...new Set([...pagePaths].map((pagePath) => `/${generateHtmlPath("", pagePath).split(path.sep).join("/")}`))].sort()

const hashesOf = (publicDir: string, pages: string[]) =>
  [...new Set(pages.flatMap((page) => inlineScriptHashes(fs.readFileSync(path.join(publicDir, page), "utf8"))))].sort()

// Netlify's headers parser reads "/pricing/*" as "/pricing" followed by anything, so it would take
// /pricing-teams and /pricing.pdf too. A folder whose name begins another top-level entry's name is
// written as "/pricing" and "/pricing/:part/*", which neither of Netlify's readings stretches past it.
const folderRules = (folder: string, topLevel: string[]): string[] =>
  topLevel.some((name) => name !== folder && name.toLowerCase().startsWith(folder.toLowerCase())) ? [`/${folder}`, `/${folder}/:part/*`] : [`/${folder}/*`]

// No path is matched by two rules that set the same header, so what a response carries does not
// depend on how a CDN merges overlapping rules. Headers that are the same everywhere sit in "/*";
// the site's policy is set per top-level entry of the build (a file, or a folder with all below
// it), the editor's on /admin and below; an unknown path, matched by neither, gets the site's
// policy from the 404 page's own <meta> (siteMetaPolicy). The policies hash the inline scripts of
// `pageFiles`, the pages the build rendered (renderedPageFiles), never of another file in public/.
// `feedFiles`, the Atom feeds the build wrote, are served as Atom, which readers and browsers take
// for a feed rather than an XML document.
export function headerRules(publicDir: string, pageFiles: string[], feedFiles: string[] = []): Rule[] {
  const files = listFiles(publicDir).map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
  const built = new Set(files)
  const pages = pageFiles.filter((page) => built.has(page))
  const editorPages = pages.filter((page) => page.startsWith(`${ADMIN_ROUTE}/`))
  const sitePages = pages.filter((page) => !editorPages.includes(page))
  const routes = pages.map((page) => page.replace(/(\/index)?\.html$/, "") || "/")
  // Webpack's hashed files, and the editor bundle's (esbuild names each by its content).
  const hashedAssets = files.filter(
    (file) => /^\/[^/]+[-.][0-9a-f]{16,}\.(js|css)$/.test(file) || (file.startsWith(`${ADMIN_ROUTE}/`) && BUNDLE_FILE.test(path.basename(file))),
  )
  const topLevel = fs.readdirSync(publicDir, { withFileTypes: true })
  const topLevelNames = topLevel.map((entry) => entry.name)
  const entries = topLevel.filter((entry) => `/${entry.name}` !== ADMIN_ROUTE && entry.name !== "_headers")
  const siteEntries = entries.flatMap((entry) => (entry.isDirectory() ? folderRules(entry.name, topLevelNames) : [`/${entry.name}`])).sort()
  const siteHashes = hashesOf(publicDir, sitePages)
  const sitePolicy = contentSecurityPolicy(siteHashes)
  return [
    {
      path: "/*",
      headers: {
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": PERMISSIONS_POLICY,
        // Severs any cross-origin window that opens a page; popups a page opens keep their
        // opener only if they ask for it, which the editor's GitHub sign-in does (it runs in a
        // popup on api.netlify.com that hands the token back). The site's own links open none.
        "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        // frame-ancestors for the unknown paths, whose policy comes in a <meta>, which cannot say it.
        "X-Frame-Options": "SAMEORIGIN",
      },
    },
    { path: "/", headers: { "Content-Security-Policy": sitePolicy, "Cache-Control": REVALIDATE } },
    ...siteEntries.map((entry) => ({ path: entry, headers: { "Content-Security-Policy": sitePolicy } })),
    ...[...new Set(routes)]
      .filter((route) => route !== "/")
      .sort()
      .map((route) => ({ path: route, headers: { "Cache-Control": REVALIDATE } })),
    ...folderRules("page-data", topLevelNames).map((rule) => ({ path: rule, headers: { "Cache-Control": REVALIDATE } })),
    ...folderRules("static", topLevelNames).map((rule) => ({ path: rule, headers: { "Cache-Control": IMMUTABLE } })),
    ...ICONS.filter((icon) => built.has(icon)).map((icon) => ({ path: icon, headers: { "Cache-Control": ICON } })),
    ...hashedAssets.map((asset) => ({ path: asset, headers: { "Cache-Control": IMMUTABLE } })),
    ...feedFiles
      .filter((feed) => built.has(feed))
      .sort()
      .map((feed) => ({ path: feed, headers: { "Content-Type": `${ATOM_TYPE}; charset=utf-8` } })),
    ...(editorPages.length ? folderRules(ADMIN_ROUTE.slice(1), topLevelNames) : []).map((rule) => ({
      path: rule,
      headers: { "Content-Security-Policy": editorContentSecurityPolicy(hashesOf(publicDir, editorPages)), "X-Robots-Tag": "noindex, nofollow" },
    })),
  ]
}

/** The site's policy for a <meta> in the 404 page: all of it but frame-ancestors, which a <meta> cannot carry. */
export const siteMetaPolicy = (policy: string) =>
  policy
    .split("; ")
    .filter((part) => !part.startsWith("frame-ancestors "))
    .join("; ")

// The 404 page answers every unknown path, which no rule of the site's policy matches: it
// carries that policy itself, before anything it loads.
function addPolicyTo404(publicDir: string, rules: Rule[]): void {
  const file = path.join(publicDir, "404.html")
  if (!fs.existsSync(file)) return
  const policy = siteMetaPolicy(rules.find((rule) => rule.path === "/")!.headers["Content-Security-Policy"]!)
  const html = fs.readFileSync(file, "utf8").replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`
  // After the charset, which browsers look for in the first 1024 bytes.
  fs.writeFileSync(
    file,
    /<meta charSet="utf-8"\/>/i.test(html)
      ? html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${meta}`)
      : html.replace("<head>", `<head>${meta}`),
  )
}

export function writeHeadersFile(publicDir: string, pageFiles: string[], feedFiles: string[] = []): void {
  const rules = headerRules(publicDir, pageFiles, feedFiles)
  addPolicyTo404(publicDir, rules)
  const text = rules
    .map(
      (rule) =>
        `${ruleValue(rule.path)}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${headerValue(value)}`)
          .join("\n")}`,
    )
    .join("\n\n")
  fs.writeFileSync(path.join(publicDir, "_headers"), `# Written at build by src/node/headers/security-headers.ts\n${text}\n`)
}
