// Serves the production build the way Netlify does: pretty URLs, the redirects in
// public/_redirects (read by Netlify's own parser and answered by its own matcher, for an
// address no file has), 404.html with status 404 for the rest, the headers from public/_headers,
// brotli or gzip for text, a part of any other file for a Range request, an ETag on each file and 304
// to a request that names it, the forms' posts as Netlify Forms takes them (form-posts.mjs), and
// 405 to any other method. Loopback only. Given a certificate (TLS_CERT and TLS_KEY files), it
// speaks HTTP/2 over TLS, as the CDN does.
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import http2 from "node:http2"
import path from "node:path"
import zlib from "node:zlib"
import fresh from "fresh"
import { parseAllRedirects } from "@netlify/redirect-parser"
import { parsePlain } from "netlify-redirector"
import parseRange from "range-parser"
import { overlappingRules, readHeaderRules, requestPaths } from "./header-rules.mjs"
import { redirectLineProblems } from "./redirect-rules.mjs"
import { requestPath } from "./request-path.mjs"
import { builtForms, submissionsFile, takeFormPost } from "./form-posts.mjs"

const root = path.resolve(process.env.PUBLIC_DIR ?? path.join(import.meta.dirname, "..", "public"))
const port = Number(process.env.SERVE_PORT ?? 9000)
const host = process.env.HOST ?? "127.0.0.1"
const tls = process.env.TLS_CERT && process.env.TLS_KEY

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".map": "application/json",
}
const COMPRESSIBLE = /^(text\/|application\/(json|xml|atom\+xml|manifest\+json)|image\/(svg|x-icon))/

// The build's _headers, refused if any path is matched by two rules setting the same header:
// a CDN might merge them in any way, so this server picks none.
async function checkedHeaderRules() {
  const file = path.join(root, "_headers")
  if (!fs.existsSync(file)) return { rules: [], checkedPaths: [] }
  const rules = await readHeaderRules(file)
  const checkedPaths = requestPaths(root)
  const overlaps = overlappingRules(rules, checkedPaths)
  if (overlaps.length) {
    const lines = overlaps.slice(0, 10).map(({ path: at, header, rules: by }) => `  ${at}: ${header} is set by ${by.join(" and ")}`)
    console.error(`${path.relative(process.cwd(), file)} has overlapping rules (${overlaps.length} path/header pairs):\n${lines.join("\n")}`)
    process.exit(1)
  }
  return { rules, checkedPaths }
}
const { rules, checkedPaths } = await checkedHeaderRules()

// The build's _redirects, refused if Netlify's parser finds a line it would not apply.
async function readRedirects() {
  const file = path.join(root, "_redirects")
  if (!fs.existsSync(file)) return { count: 0, matcher: undefined }
  const text = fs.readFileSync(file, "utf8")
  const foreign = redirectLineProblems(text)
  if (foreign.length) {
    console.error(`${path.relative(process.cwd(), file)} has lines the build never writes:\n${foreign.map((line) => `  ${line}`).join("\n")}`)
    process.exit(1)
  }
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], minimal: true })
  if (errors.length) {
    console.error(`${path.relative(process.cwd(), file)} has lines Netlify would not apply:\n${errors.map((error) => `  ${error.message}`).join("\n")}`)
    process.exit(1)
  }
  return { count: redirects.length, matcher: await parsePlain(text, {}) }
}
const redirects = await readRedirects()
if (process.argv.includes("--check")) {
  console.log(
    `${rules.length} header rules, no path matched by two that set the same header (${checkedPaths.length} paths checked); ${redirects.count} redirects Netlify reads`,
  )
  process.exit(0)
}

// Netlify's answer for an address no file has: a redirect's status and target, or nothing. As on
// Netlify, the query string goes along to a target that has none of its own (campaign tags survive a move).
function redirectFor(pathname, search) {
  const match = redirects.matcher?.match({
    scheme: "http",
    host: "localhost",
    path: pathname,
    query: search.slice(1),
    getHeader: () => "",
    getCookie: () => "",
  })
  if (!match || !("to" in match)) return undefined
  return { status: match.status, location: match.to.includes("?") ? match.to : `${match.to}${search}` }
}

const realRoot = fs.realpathSync(root)

// Netlify serves neither of its own rule files: a file is refused if it is one of them, however
// the path spelled it (another case on a case-insensitive disk, a link to it).
const isRuleFile = (file) => {
  const { dev, ino } = fs.statSync(file)
  return ["_headers", "_redirects"].some((name) => {
    const rule = fs.statSync(path.join(root, name), { throwIfNoEntry: false })
    return rule?.dev === dev && rule.ino === ino
  })
}

// The file a request's path names in public/, never one outside it, through a link, or a rule file.
function resolveFile(pathname) {
  const segments = pathname.split("/").filter(Boolean)
  // A backslash is part of a name on Netlify's store, but a separator on Windows.
  if (segments.some((segment) => segment.includes(path.sep))) return undefined
  const named = path.join(root, ...segments)
  const candidates = segments.length ? [named, path.join(named, "index.html"), `${named}.html`] : [path.join(root, "index.html")]
  for (const candidate of candidates) {
    if (!fs.existsSync(candidate)) continue
    const real = fs.realpathSync(candidate)
    if (real.startsWith(`${realRoot}${path.sep}`) && fs.statSync(real).isFile() && !isRuleFile(real)) return real
  }
  return undefined
}

// What is made of a file's bytes, once for each version of it: a build made while the server runs
// replaces the file, and its new bytes are compressed and hashed anew.
const made = new Map()
function madeOnce(what, file, make) {
  const { mtimeMs, size } = fs.statSync(file)
  const key = `${what}:${file}:${mtimeMs}:${size}`
  if (!made.has(key)) made.set(key, make())
  return made.get(key)
}
const encode = (file, body, encoding) =>
  madeOnce(encoding, file, () =>
    encoding === "br" ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : zlib.gzipSync(body, { level: 9 }),
  )

// A file's ETag as Netlify's CDN writes it: a hash of its bytes, "-ssl" over TLS, and "-df" for a
// compressed copy, so each encoding of a file has a tag of its own.
const etagOf = (file, encoding) =>
  `"${madeOnce("md5", file, () => crypto.createHash("md5").update(fs.readFileSync(file)).digest("hex"))}${tls ? "-ssl" : ""}${encoding ? "-df" : ""}"`

// A request that names the file's current ETag in If-None-Match (or "*") is answered 304, with the
// headers the file's answer has but its body's own, as Netlify's CDN answers it.
function notModified(req, res, headers) {
  if (!fresh(req.headers, { etag: headers.ETag })) return false
  for (const name of ["Content-Type", "Content-Length", "Content-Encoding", "Content-Range", "Accept-Ranges"]) delete headers[name]
  res.writeHead(304, headers)
  res.end()
  return true
}

const headersFor = (urlPath, headers) => {
  for (const rule of rules) {
    if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) headers[name] = value
  }
  return headers
}

const forms = builtForms(root)
const submissions = submissionsFile()
const keep = (line) => {
  fs.mkdirSync(path.dirname(submissions), { recursive: true })
  fs.appendFileSync(submissions, line)
}

// What Netlify's CDN answers a method a static file does not take (a PUT, a DELETE, an OPTIONS, a
// TRACE, a post where no form is): 405, in a line of plain text that revalidates.
function methodNotAllowed(res, pathname) {
  const text = "Method Not Allowed"
  const headers = headersFor(pathname, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": text.length, Allow: "GET, HEAD" })
  // Whatever the path's own rule says of its files' caching, a refusal is asked again.
  res.writeHead(405, { ...headers, "Cache-Control": "public, max-age=0, must-revalidate" })
  res.end(text)
}

async function takePost(req, res, pathname) {
  const answer = await takeFormPost(forms, req, pathname.replace(/(.)\/$/, "$1"), keep)
  if (!answer) return methodNotAllowed(res, pathname)
  const headers = answer.location ? { Location: answer.location, "Content-Length": 0 } : { "Content-Type": "text/plain; charset=utf-8" }
  res.writeHead(answer.status, headersFor(pathname, headers))
  res.end(answer.text)
}

function handle(req, res) {
  // The target as sent, not read by new URL(), which takes "//about" for a host.
  const [rawPath = "/", query] = (req.url ?? "/").split(/\?(.*)/s)
  const search = query ? `?${query}` : ""
  const pathname = rawPath.startsWith("/") ? requestPath(rawPath) : undefined
  if (pathname === undefined) {
    // The asker's mistake: answered, and the server goes on serving.
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" })
    return res.end("Bad request: the address is not well-formed\n")
  }
  if (req.method === "POST") {
    takePost(req, res, pathname).catch((error) => {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
      res.end(`${error.message}\n`)
    })
    return
  }
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(res, pathname)
  let file = resolveFile(pathname)
  let status = 200
  const redirect = file ? undefined : redirectFor(pathname, search)
  if (redirect) {
    res.writeHead(redirect.status, headersFor(pathname, { Location: redirect.location, "Content-Length": 0 }))
    return res.end()
  }
  if (!file) {
    file = path.join(root, "404.html")
    status = 404
  }
  // A rule of _headers may name the type itself, as the feeds' does.
  const headers = headersFor(pathname, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream", Vary: "Accept-Encoding" })
  const type = headers["Content-Type"]
  // A file sent as it is (a video, an image, a PDF) may be asked for in parts, as Safari asks for a video.
  if (status === 200 && !COMPRESSIBLE.test(type)) return sendRange(req, res, file, headers)
  let body = fs.readFileSync(file)
  const accepts = String(req.headers["accept-encoding"] ?? "")
  const encoding = COMPRESSIBLE.test(type) && body.length > 256 ? (/\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined) : undefined
  if (encoding) {
    body = encode(file, body, encoding)
    headers["Content-Encoding"] = encoding
  }
  // The 404 page is an answer for an address that has none, not a file with a version to keep.
  if (status === 200) {
    headers.ETag = etagOf(file, encoding)
    if (notModified(req, res, headers)) return
  }
  headers["Content-Length"] = body.length
  res.writeHead(status, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

// The file, or the one range of it a Range header asks for (206), as Netlify's CDN answers: a range
// past its end is 416 with its size, and several ranges are answered with the whole file. A range
// is of the version If-Range names, if it names one: of another, the whole file is sent.
function sendRange(req, res, file, headers) {
  const { size } = fs.statSync(file)
  headers["Accept-Ranges"] = "bytes"
  headers.ETag = etagOf(file)
  if (notModified(req, res, headers)) return
  const ifRange = req.headers["if-range"]
  const asked = req.headers.range && (ifRange === undefined || ifRange === headers.ETag) ? req.headers.range : undefined
  const ranges = asked ? parseRange(size, asked, { combine: true }) : -2
  if (ranges === -1) {
    res.writeHead(416, { ...headers, "Content-Range": `bytes */${size}`, "Content-Length": 0 })
    return res.end()
  }
  const part = Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? ranges[0] : undefined
  const [start, end] = part ? [part.start, part.end] : [0, size - 1]
  if (part) headers["Content-Range"] = `bytes ${start}-${end}/${size}`
  headers["Content-Length"] = size === 0 ? 0 : end - start + 1
  res.writeHead(part ? 206 : 200, headers)
  if (req.method === "HEAD" || size === 0) return res.end()
  fs.createReadStream(file, { start, end }).pipe(res)
}

const server = tls
  ? http2.createSecureServer({ cert: fs.readFileSync(process.env.TLS_CERT), key: fs.readFileSync(process.env.TLS_KEY), allowHTTP1: true }, handle)
  : http.createServer(handle)
const scheme = tls ? "https" : "http"
// A port another program holds is the one mistake here a person makes: said in a line, not a stack trace.
server.on("error", (error) => {
  if (error.code !== "EADDRINUSE") throw error
  console.error(`Port ${port} is in use: stop what listens there, or choose another port, e.g. SERVE_PORT=${port + 1} npm run serve`)
  process.exit(1)
})
server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at ${scheme}://${host === "127.0.0.1" ? "localhost" : host}:${port}`)
  if (forms.size) console.log(`Posts to its forms (${[...forms.keys()].join(", ")}) are kept in ${path.relative(process.cwd(), submissions)}`)
})
