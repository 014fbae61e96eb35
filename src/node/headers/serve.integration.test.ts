/** @jest-environment node */
// `npm run serve` on a small public/ of its own: one spelling of each path chooses the file, the
// headers and the redirect; a busy port; pages whose addresses share a prefix; the forms' posts;
// the methods a file takes, its ETag and 304.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import https from "node:https"
import net from "node:net"
import path from "node:path"
import { writeHeadersFile } from "./security-headers"
import { freePort, until } from "../../test/processes"
import { temporaryFolders } from "../../test/temporary-folders"

const SERVE = path.join(__dirname, "..", "..", "..", "scripts", "serve.mjs")
const folder = temporaryFolders(afterAll)
const servers: ChildProcess[] = []
afterAll(() => {
  for (const server of servers) server.kill()
})

const FORM =
  '<form name="demo-request" method="POST" action="/thanks" data-netlify="true" netlify-honeypot="robot-field"><input name="robot-field"><input name="your-name"></form>'
const PAGES: Record<string, string> = {
  "/index.html": "<p>Home</p><script>home()</script>",
  "/about/index.html": "<p>About</p><script>home()</script>",
  "/pricing/index.html": "<p>Pricing</p>",
  "/pricing-teams/index.html": "<p>Pricing for teams</p>",
  "/request-demo/index.html": `<p>Request a demo</p>${FORM}`,
  "/thanks/index.html": "<p>Thanks</p>",
  // Long enough to be compressed.
  "/guide/index.html": `<p>${"How a report is drafted. ".repeat(20)}</p>`,
  "/admin/index.html": "<p>Editor</p><script>editor()</script>",
  "/404.html": '<meta charSet="utf-8"/><p>Not found</p>',
}
// A file sent as it is, in parts when asked: a page's video.
const VIDEO = Buffer.concat([Buffer.from("00000018667479706d703432", "hex"), Buffer.alloc(2000, 7)])

// An Atom feed the build wrote, and an XML file that is none.
const FEED = `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">${"<entry><title>A note</title></entry>".repeat(20)}</feed>\n`
const XML_FILES: Record<string, string> = { "/insights/feed.xml": FEED, "/sitemap-0.xml": `<?xml version="1.0"?>\n<urlset>${"<url/>".repeat(60)}</urlset>\n` }

// A build's public/ with its rule files, in a folder of its own that serve runs in (it keeps the posts in .netlify/ there).
function publicDir() {
  const cwd = folder("serve-")
  const dir = path.join(cwd, "public")
  for (const [file, text] of Object.entries({ ...PAGES, ...XML_FILES })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  fs.mkdirSync(path.join(dir, "static"))
  fs.writeFileSync(path.join(dir, "static", "walkthrough.mp4"), VIDEO)
  fs.writeFileSync(path.join(dir, "_redirects"), "/plans /pricing 301\n")
  writeHeadersFile(dir, Object.keys(PAGES), ["/insights/feed.xml"])
  return { cwd, dir }
}

async function serve(env: Record<string, string> = {}) {
  const { cwd, dir } = publicDir()
  const port = await freePort()
  const server = spawn(process.execPath, [SERVE], { cwd, env: { ...process.env, ...env, PUBLIC_DIR: dir, SERVE_PORT: String(port) } })
  servers.push(server)
  const tls = Boolean(env.TLS_CERT)
  await until("the server", () => request(port, "/", { tls }).then((answer) => answer.status === 200 || undefined), 20)
  return { cwd, dir, port }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }
type Asked = { method?: string; headers?: Record<string, string>; body?: string; tls?: boolean }

// A request of `target` exactly as written, which fetch would resolve first ("/a/../b", "//about"), on a
// connection of its own: none is left idle for the server to close as the next request reuses it.
const request = (port: number, target: string, { method = "GET", headers = {}, body, tls = false }: Asked = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path: target, method, headers, agent: false, rejectUnauthorized: false }
    const answered = (answer: http.IncomingMessage) => {
      let text = ""
      answer.setEncoding("latin1")
      answer.on("data", (chunk) => (text += chunk))
      answer.on("end", () => resolve({ status: answer.statusCode!, headers: answer.headers, body: text }))
    }
    ;(tls ? https.request(options, answered) : http.request(options, answered)).on("error", reject).end(body)
  })

const send = (port: number, target: string, post?: string) =>
  post === undefined
    ? request(port, target)
    : request(port, target, { method: "POST", body: post, headers: { "Content-Type": "application/x-www-form-urlencoded" } })

const served = serve()

test("every spelling of a rule file's path is refused: encoded, doubly encoded, in another case, through dots and doubled slashes", async () => {
  const { port } = await served
  const spellings = [
    "/_headers",
    "/_redirects",
    "/%2f_headers",
    "/%2F_headers",
    "/a/..%2f_headers",
    "/a/..%2F_redirects",
    "/_headers%2f.",
    "/_headers%2F%2e",
    "/_headers/.",
    "/%5f%68eaders",
    "/%5F%68eaders",
    "/%255f_headers",
    "/a/..%255f_headers",
    "/..%5c_headers",
    "/a/..%5C..%5c_headers",
    "//_headers",
    "/.//_headers",
    "/_headers%2e",
    "/x/%2e%2e/_redirects",
    "/_redirects/",
  ]
  for (const spelling of spellings) {
    const { status, body } = await send(port, spelling)
    expect([spelling, status, /Content-Security-Policy:|\/plans \/pricing/.test(body)]).toEqual([spelling, 404, false])
  }
})

test("an encoded spelling of a page is that page, with that page's policy and cache rule, and never another's", async () => {
  const { port } = await served
  const plain = await send(port, "/about/")
  for (const spelling of ["/%61bout/", "/%61%62out", "/ab%6Fut", "//about", "/x/../about", "/x/%2e%2e/about", "/about/.", "/about%2f"]) {
    const answer = await send(port, spelling)
    expect([spelling, answer.status, answer.body]).toEqual([spelling, 200, plain.body])
    expect([spelling, answer.headers["content-security-policy"], answer.headers["cache-control"]]).toEqual([
      spelling,
      plain.headers["content-security-policy"],
      plain.headers["cache-control"],
    ])
  }
  const editor = (await send(port, "/admin")).headers["content-security-policy"]!
  expect(editor).toContain("'unsafe-eval'")
  for (const spelling of ["/admin/..%2findex.html", "/admin/..%2Findex.html", "/admin/%2e%2e/index.html", "/admin%2f..%2f", "/admin/../"]) {
    const answer = await send(port, spelling)
    expect([spelling, answer.status, answer.body]).toEqual([spelling, 200, PAGES["/index.html"]])
    expect([spelling, answer.headers["content-security-policy"]]).toEqual([spelling, expect.not.stringContaining("'unsafe-eval'")])
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'")
  }
  // A doubly encoded name is a name with "%" in it: no file, the 404 page.
  for (const spelling of ["/%2561bout", "/about%252f", "/about%2e"]) expect([spelling, (await send(port, spelling)).status]).toEqual([spelling, 404])
  // The redirect is chosen from the same path.
  for (const spelling of ["/plans", "/pl%61ns", "//plans", "/x/..%2fplans"]) {
    const answer = await send(port, spelling)
    expect([spelling, answer.status, answer.headers.location]).toEqual([spelling, 301, "/pricing"])
  }
})

test("pages whose addresses share a prefix both serve, each with one policy, and the check passes", async () => {
  const { port, dir } = await served
  for (const page of ["/pricing", "/pricing/", "/pricing-teams", "/pricing-teams/"]) {
    const answer = await send(port, page)
    expect([page, answer.status]).toEqual([page, 200])
    expect([page, answer.headers["content-security-policy"]]).toEqual([page, expect.stringMatching(/^default-src 'self'; script-src 'self'[^,]*$/)])
  }
  const check = spawnSync(process.execPath, [SERVE, "--check"], { encoding: "utf8", env: { ...process.env, PUBLIC_DIR: dir } })
  expect(check.stderr).toBe("")
  expect(check.status).toBe(0)
})

test("a feed is served as Atom, compressed as text; another XML file stays XML", async () => {
  const { port } = await served
  const get = (target: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: "127.0.0.1", port, path: target, headers: { "Accept-Encoding": "br" }, agent: false }, resolve).on("error", reject),
    )
  const feed = await get("/insights/feed.xml")
  feed.resume()
  expect([feed.statusCode, feed.headers["content-type"], feed.headers["content-encoding"]]).toEqual([200, "application/atom+xml; charset=utf-8", "br"])
  const sitemap = await get("/sitemap-0.xml")
  sitemap.resume()
  expect([sitemap.statusCode, sitemap.headers["content-type"], sitemap.headers["content-encoding"]]).toEqual([200, "application/xml; charset=utf-8", "br"])
})

test("a busy port is one line naming it and how to choose another, and exit 1", async () => {
  const { dir } = publicDir()
  const holder = net.createServer()
  const port = await new Promise<number>((resolve) => holder.listen(0, "127.0.0.1", () => resolve((holder.address() as net.AddressInfo).port)))
  try {
    const run = spawnSync(process.execPath, [SERVE], { encoding: "utf8", env: { ...process.env, PUBLIC_DIR: dir, SERVE_PORT: String(port) }, timeout: 20_000 })
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split("\n")).toEqual([expect.stringContaining(`Port ${port} is in use`)])
    expect(run.stderr).toContain(`SERVE_PORT=${port + 1} npm run serve`)
  } finally {
    holder.close()
  }
})

// Every line end some reader splits on: Python's str.splitlines takes all of these.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the line ends looked for
const LINE_END = /\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/u
// What serve kept of the forms' posts, each line read as a line reader reads it.
const keptLines = (cwd: string) => {
  const file = path.join(cwd, ".netlify", "form-submissions.jsonl")
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split(LINE_END).filter(Boolean) : []
}
const post = (port: number, body: string) => send(port, "/thanks", body)

test("a honeypot with any value filled drops the post, however many times it is sent", async () => {
  const { port, cwd } = await served
  const before = keptLines(cwd).length
  for (const body of [
    "form-name=demo-request&robot-field=&robot-field=spam&your-name=Robot",
    "form-name=demo-request&robot-field=spam&robot-field=&your-name=Robot",
    "form-name=demo-request&robot-field=+&your-name=Robot",
  ]) {
    const answer = await post(port, body)
    expect([body, answer.status, answer.headers.location]).toEqual([body, 303, "/thanks"])
  }
  expect(keptLines(cwd)).toHaveLength(before)
  expect((await post(port, "form-name=demo-request&robot-field=&your-name=Visitor")).status).toBe(303)
  expect(keptLines(cwd)).toHaveLength(before + 1)
})

test("line and paragraph separators in a value are escaped: each post is one line for every line reader", async () => {
  const { port, cwd } = await served
  const before = keptLines(cwd).length
  const name = "A\u2028B\u2029C\u0085D\nE\rF\u000bG"
  expect((await post(port, `form-name=demo-request&your-name=${encodeURIComponent(name)}`)).status).toBe(303)
  const lines = keptLines(cwd)
  expect(lines).toHaveLength(before + 1)
  expect(JSON.parse(lines.at(-1)!).fields["your-name"]).toBe(name)
})

// A post and a GET sent together on one kept-alive connection: the answers' status lines and
// headers, and whether the server closed it or left it waiting (5 s).
function pipelined(port: number, body: string) {
  return new Promise<{ heads: string[]; closed: boolean }>((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    let received = ""
    socket.setEncoding("latin1")
    socket.on("data", (chunk) => (received += chunk))
    socket.on("error", () => undefined)
    const heads = () => received.split("\r\n\r\n").filter((part) => part.startsWith("HTTP/1.1 "))
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ heads: heads(), closed: false })
    }, 5000)
    socket.on("close", () => {
      clearTimeout(timer)
      resolve({ heads: heads(), closed: true })
    })
    const type = "Content-Type: application/x-www-form-urlencoded"
    socket.write(`POST /thanks HTTP/1.1\r\nHost: localhost\r\n${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
    socket.end("GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n")
  })
}

test("after a refused post, the next request on the same kept-alive connection is answered, or the refusal closes the connection", async () => {
  const { port } = await served
  for (const [body, status] of [
    [`form-name=demo-request&your-name=${"a".repeat(5 * 1024 * 1024)}`, 413],
    ["form-name=newsletter&your-name=A", 404],
  ] as const) {
    const { heads, closed } = await pipelined(port, body)
    expect(heads[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `))
    // A client sends the next request on a new connection once an answer says "Connection: close".
    const answered = heads[1]?.startsWith("HTTP/1.1 200 ") || /\r\nConnection: close\r\n/i.test(heads[0]!)
    expect([status, answered, closed]).toEqual([status, true, true])
  }
  expect((await send(port, "/about")).status).toBe(200)
})

test("a method a file does not take, on any path, is answered 405 in a line of plain text, as Netlify's CDN answers it", async () => {
  const { port } = await served
  const asked = ["PUT", "DELETE", "TRACE", "OPTIONS", "PATCH"].flatMap((method) =>
    ["/", "/about", "/about/", "/static/walkthrough.mp4", "/plans", "/nowhere"].map((target) => ({ method, target })),
  )
  // A post where no form is sent to, and a PUT with a body, are refused alike.
  asked.push({ method: "POST", target: "/about" }, { method: "PUT", target: "/thanks" })
  for (const { method, target } of asked) {
    const answer = await request(port, target, { method, body: method === "PUT" ? "form-name=demo-request" : undefined })
    expect([method, target, answer.status, answer.body]).toEqual([method, target, 405, "Method Not Allowed"])
    expect([method, target, answer.headers["content-type"], answer.headers.allow, answer.headers["cache-control"], answer.headers.etag]).toEqual([
      method,
      target,
      "text/plain; charset=utf-8",
      "GET, HEAD",
      "public, max-age=0, must-revalidate",
      undefined,
    ])
  }
  // The refusals changed nothing: the page is served as before.
  expect((await send(port, "/about")).body).toBe(PAGES["/about/index.html"])
})

test("every file has an ETag of its bytes and its encoding, and a request that names it is answered 304 with no body", async () => {
  const { port } = await served
  const page = await request(port, "/guide")
  expect(page.headers.etag).toMatch(/^"[0-9a-f]{32}"$/)
  // Every spelling of the page is the one file, with the one tag; another file has another.
  expect((await request(port, "/%67uide/")).headers.etag).toBe(page.headers.etag)
  expect((await request(port, "/pricing")).headers.etag).not.toBe(page.headers.etag)
  const brotli = await request(port, "/guide", { headers: { "Accept-Encoding": "br" } })
  expect(brotli.headers["content-encoding"]).toBe("br")
  expect(brotli.headers.etag).toBe(page.headers.etag!.replace(/"$/, '-df"'))
  for (const [named, encoding, status] of [
    [page.headers.etag!, "identity", 304],
    [`W/${page.headers.etag}`, "identity", 304],
    [`"0123", ${page.headers.etag}`, "identity", 304],
    ["*", "identity", 304],
    [brotli.headers.etag!, "br", 304],
    // The tag of another encoding, or of another version, names no copy the asker holds.
    [page.headers.etag!, "br", 200],
    ['"0123456789abcdef0123456789abcdef"', "identity", 200],
  ] as const) {
    const answer = await request(port, "/guide", { headers: { "If-None-Match": named, "Accept-Encoding": encoding } })
    expect([named, encoding, answer.status, answer.body.length > 0]).toEqual([named, encoding, status, status === 200])
    if (status === 304) {
      expect([answer.headers.etag, answer.headers["cache-control"], answer.headers["content-security-policy"]]).toEqual([
        encoding === "br" ? brotli.headers.etag : page.headers.etag,
        page.headers["cache-control"],
        page.headers["content-security-policy"],
      ])
      expect([answer.headers["content-type"], answer.headers["content-length"], answer.headers["content-encoding"]]).toEqual([undefined, undefined, undefined])
    }
  }
  // HEAD is GET without the body: the same status, tag and length.
  const head = await request(port, "/guide", { method: "HEAD" })
  expect([head.status, head.headers.etag, head.headers["content-length"], head.body]).toEqual([200, page.headers.etag, String(page.body.length), ""])
  expect((await request(port, "/guide", { method: "HEAD", headers: { "If-None-Match": page.headers.etag! } })).status).toBe(304)
  // The 404 page is no version of anything: no tag, and 404 whatever is named.
  const missing = await request(port, "/nowhere", { headers: { "If-None-Match": "*" } })
  expect([missing.status, missing.headers.etag]).toEqual([404, undefined])
  // A redirect is no file either.
  expect((await request(port, "/plans", { headers: { "If-None-Match": "*" } })).status).toBe(301)
})

test("a file sent in parts has its tag too: 304 when named, and a range only of the version If-Range names", async () => {
  const { port } = await served
  const whole = await request(port, "/static/walkthrough.mp4")
  expect([whole.status, whole.headers.etag]).toEqual([200, expect.stringMatching(/^"[0-9a-f]{32}"$/)])
  const tag = whole.headers.etag!
  expect((await request(port, "/static/walkthrough.mp4", { headers: { "If-None-Match": tag } })).status).toBe(304)
  const part = await request(port, "/static/walkthrough.mp4", { headers: { Range: "bytes=0-9", "If-Range": tag } })
  expect([part.status, part.headers["content-range"], part.body.length]).toEqual([206, `bytes 0-9/${VIDEO.length}`, 10])
  const changed = await request(port, "/static/walkthrough.mp4", { headers: { Range: "bytes=0-9", "If-Range": '"0123"' } })
  expect([changed.status, changed.body.length]).toEqual([200, VIDEO.length])
})

test("over TLS, a file's tag ends in -ssl, as Netlify's CDN writes it, and names it all the same", async () => {
  const dir = folder("serve-tls-")
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")]
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", key, "-out", cert], {
    stdio: "ignore",
  })
  const { port } = await serve({ TLS_CERT: cert, TLS_KEY: key })
  const page = await request(port, "/guide", { tls: true })
  expect(page.headers.etag).toMatch(/^"[0-9a-f]{32}-ssl"$/)
  expect((await request(port, "/guide", { tls: true, headers: { "Accept-Encoding": "gzip" } })).headers.etag).toMatch(/^"[0-9a-f]{32}-ssl-df"$/)
  expect((await request(port, "/guide", { tls: true, headers: { "If-None-Match": page.headers.etag! } })).status).toBe(304)
  expect((await request(port, "/guide", { tls: true, method: "DELETE" })).status).toBe(405)
})
