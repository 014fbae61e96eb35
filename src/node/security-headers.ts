// The one source of truth for response headers: written to public/_headers at build,
// applied by Netlify and by scripts/serve.mjs alike.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { listFiles } from "./list-files"
import { ADMIN_ROUTE } from "./admin-route"

const REVALIDATE = "public, max-age=0, must-revalidate"
const IMMUTABLE = "public, max-age=31536000, immutable"
// Icons keep stable URLs (browsers and crawlers ask for /favicon.ico by name): cached a day.
const ICON = "public, max-age=86400"
const ICONS = ["/favicon.ico", "/icon.svg", "/icon.png", "/apple-touch-icon.png"]

// Features the site never uses, all denied; fullscreen stays for the PDF viewer. Only names
// Chromium knows, since it logs a console error for any other.
const PERMISSIONS_POLICY = [
  "accelerometer=()", "autoplay=()", "browsing-topics=()", "camera=()", "display-capture=()",
  "encrypted-media=()", "fullscreen=(self)", "geolocation=()", "gyroscope=()", "hid=()", "idle-detection=()",
  "magnetometer=()", "microphone=()", "midi=()", "payment=()", "picture-in-picture=()",
  "publickey-credentials-get=()", "screen-wake-lock=()", "serial=()", "usb=()", "xr-spatial-tracking=()",
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

const policyText = (directives: Directives) => Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ")

export const contentSecurityPolicy = (scriptHashes: string[]): string => policyText(siteDirectives(scriptHashes))

/** What the writers' editor (Decap CMS) needs beyond the site's policy, and why; the README lists these. */
export const EDITOR_ALLOWANCES = [
  { directive: "script-src", source: "'unsafe-eval'", why: "Decap CMS compiles the validator of its configuration at run time (ajv)." },
  { directive: "img-src", source: "blob:", why: "Images a writer picks, or that the editor reads from GitHub, are shown from blob: URLs." },
  { directive: "img-src", source: "https://avatars.githubusercontent.com", why: "The signed-in writer's GitHub avatar." },
  { directive: "connect-src", source: "blob:", why: "Decap CMS reads back the drafts and files it keeps in blob: URLs with fetch." },
  { directive: "connect-src", source: "https://api.github.com", why: "The GitHub backend reads content and commits changes through GitHub's API." },
  { directive: "connect-src", source: "http://localhost:8081", why: "The local backend of `npm run cms`; the editor only calls it when it is opened on localhost." },
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

const hashesOf = (publicDir: string, pages: string[]) =>
  [...new Set(pages.flatMap((page) => inlineScriptHashes(fs.readFileSync(path.join(publicDir, page), "utf8"))))].sort()

// Each header name is set by one rule per path, except on the editor's path, whose rule comes
// after the site's and replaces its policy there, as Netlify and scripts/serve.mjs apply
// rules: the later matching rule's value for a header is the one sent.
export function headerRules(publicDir: string): Rule[] {
  const files = listFiles(publicDir).map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
  // Slices under /_gatsby/ are fragments Gatsby stitches into pages, not pages themselves.
  const pages = files.filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/"))
  const editorPages = pages.filter((page) => page.startsWith(`${ADMIN_ROUTE}/`))
  const sitePages = pages.filter((page) => !editorPages.includes(page))
  const routes = pages.map((page) => page.replace(/(\/index)?\.html$/, "") || "/")
  // Webpack's hashed files, and the editor bundle's (esbuild names each by its content).
  const hashedAssets = files.filter((file) => /^\/[^/]+[-.][0-9a-f]{16,}\.(js|css)$/.test(file) || /^\/admin\/(editor|chunk)-[A-Z0-9]{8}\.js$/.test(file))
  return [
    {
      path: "/*",
      headers: {
        "Content-Security-Policy": contentSecurityPolicy(hashesOf(publicDir, sitePages)),
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": PERMISSIONS_POLICY,
        "Cross-Origin-Opener-Policy": "same-origin",
      },
    },
    ...[...new Set(routes)].sort().map((route) => ({ path: route, headers: { "Cache-Control": REVALIDATE } })),
    { path: "/page-data/*", headers: { "Cache-Control": REVALIDATE } },
    { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    ...ICONS.filter((icon) => files.includes(icon)).map((icon) => ({ path: icon, headers: { "Cache-Control": ICON } })),
    ...hashedAssets.map((asset) => ({ path: asset, headers: { "Cache-Control": IMMUTABLE } })),
    ...(editorPages.length
      ? [{
          path: `${ADMIN_ROUTE}/*`,
          headers: {
            "Content-Security-Policy": editorContentSecurityPolicy(hashesOf(publicDir, editorPages)),
            // GitHub sign-in runs in a popup on api.netlify.com that hands the token back to this window.
            "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
            "X-Robots-Tag": "noindex, nofollow",
          },
        }]
      : []),
  ]
}

export function writeHeadersFile(publicDir: string): void {
  const text = headerRules(publicDir)
    .map((rule) => `${rule.path}\n${Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`).join("\n")}`)
    .join("\n\n")
  fs.writeFileSync(path.join(publicDir, "_headers"), `# Written at build by src/node/security-headers.ts\n${text}\n`)
}
