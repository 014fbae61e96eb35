/** @jest-environment node */
// The editor's local backend (scripts/cms-backend.mjs), probed as a hostile page in the writer's
// browser would: from another local origin, through DNS rebinding (a foreign Host), at files
// outside the editor's folders or through a link that leads out of them, on any port its
// processes listen on, and with a body without end. Each is refused and changes nothing; the
// editor's own save still writes its file, and two backends on one machine each save. In both
// modes: files straight into content/, and the review workflow.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import path from "node:path"
import { backendPortSaid } from "../test/decap-editor"
import { commitAll, git, GIT_IDENTITY } from "../test/git-repo"
import { listeningPorts } from "../test/listening-ports"
import { freePort, stopGroup, until } from "../test/processes"
import { temporaryFolders } from "../test/temporary-folders"
import { BODY_MAX_BYTES } from "../../scripts/cms-guard.mjs"

const folder = temporaryFolders(afterAll)
const root = path.join(__dirname, "..", "..")
const EDITOR = "http://localhost:8123"

function post(port: number, body: object, { host = `127.0.0.1:${port}`, origin = EDITOR }: { host?: string; origin?: string } = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: "POST", path: "/api/v1", headers: { Host: host, Origin: origin, "Content-Type": "application/json" } },
      (response) => {
        let text = ""
        response.on("data", (chunk) => (text += chunk))
        response.on("end", () => resolve({ status: response.statusCode!, text }))
      },
    )
    request.on("error", reject)
    request.end(JSON.stringify(body))
  })
}

const persist = (file: string, raw: string, branch = "main") => ({
  action: "persistEntry",
  params: {
    branch,
    entry: { slug: "x", path: file, raw },
    assets: [],
    options: { collectionName: "pages", commitMessage: "Edit", useWorkflow: false, status: "draft" },
  },
})

/** A repository with the site's content, and links in content/ that lead out of it: a folder, a file, and a file not there. */
function siteRepository() {
  const repo = folder("cms-guard-")
  fs.cpSync(path.join(root, "content"), path.join(repo, "content"), { recursive: true })
  fs.writeFileSync(path.join(repo, "gatsby-node.ts"), "export {}\n")
  fs.symlinkSync("..", path.join(repo, "content", "lnk"))
  fs.symlinkSync("../../gatsby-node.ts", path.join(repo, "content", "pages", "linked.md"))
  fs.symlinkSync("../../pwn.mjs", path.join(repo, "content", "pages", "nowhere.md"))
  commitAll(repo, "The site")
  return repo
}

type Started = { repo: string; port: number; backend: ChildProcess }

/** scripts/cms-backend.mjs on `repo`, on the port it takes (CMS_BACKEND_PORT when `port` is given). */
async function startBackend(repo: string, workflow: boolean, port?: number): Promise<Started> {
  const backend = spawn(process.execPath, [path.join(root, "scripts", "cms-backend.mjs"), ...(workflow ? ["--workflow"] : [])], {
    cwd: repo,
    env: { ...process.env, ...GIT_IDENTITY, CMS_EDITOR_ORIGIN: EDITOR, ...(port ? { CMS_BACKEND_PORT: String(port) } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let output = ""
  for (const stream of [backend.stdout!, backend.stderr!]) stream.on("data", (chunk) => (output += chunk))
  try {
    const taken = await until("the backend", () => backendPortSaid(output) ?? (backend.exitCode !== null ? -1 : undefined), 30)
    if (taken < 0) throw new Error(`The backend stopped:\n${output}`)
    await until("the backend", () => post(taken, { action: "info" }).then(({ status }) => status === 200 || undefined), 30)
    return { repo, port: taken, backend }
  } catch (error) {
    // A backend that never answers is stopped here: the caller never gets hold of it.
    await stopGroup(backend)
    throw error
  }
}

describe.each([false, true])("the backend, workflow %s", (workflow) => {
  let started: Started
  beforeAll(async () => {
    started = await startBackend(siteRepository(), workflow, await freePort())
  }, 60_000)
  afterAll(() => started && stopGroup(started.backend))
  const read = (file: string) => fs.readFileSync(path.join(started.repo, file), "utf8")
  const head = () => git(started.repo, "rev-parse", "HEAD")
  // Where the backend writes: the repository, or in the workflow its clone.
  const workspace = () => (workflow ? path.join(started.repo, ".git", "cms-workflow") : started.repo)
  const untouched = () => ({
    node: read("gatsby-node.ts"),
    config: read(".git/config"),
    head: head(),
    workspaceHead: git(workspace(), "rev-parse", "HEAD"),
    written: ["pwn.mjs", "scripts"].filter((file) => fs.existsSync(path.join(workspace(), file)) || fs.existsSync(path.join(started.repo, file))),
  })

  test.each([
    ["another page on this machine", "gatsby-node.ts", { origin: "http://localhost:3000" }, /the Origin "http:\/\/localhost:3000" is not the editor's/],
    ["a page with no origin", "gatsby-node.ts", { origin: "" }, /the Origin "" is not the editor's/],
    [
      "a web site through DNS rebinding",
      ".git/config",
      { host: "rebind.attacker.example:8081" },
      /the Host "rebind.attacker.example:8081" is not this backend's/,
    ],
    ["the editor, at git's configuration", ".git/config", {}, /".git\/config" is outside the editor's folders/],
    ["the editor, at a script", "scripts/build.mjs", {}, /"scripts\/build.mjs" is outside the editor's folders/],
    ["the editor, out of content/ by ..", "content/../gatsby-node.ts", {}, /is outside the editor's folders/],
    ["the editor, through a linked folder", "content/lnk/gatsby-node.ts", {}, /"content\/lnk\/gatsby-node.ts" leads outside the editor's folders/],
    ["the editor, through a linked folder to a new file", "content/lnk/scripts/pwn.mjs", {}, /leads outside the editor's folders/],
    ["the editor, at a linked file", "content/pages/linked.md", {}, /"content\/pages\/linked.md" leads outside the editor's folders/],
    ["the editor, at a link to no file", "content/pages/nowhere.md", {}, /"content\/pages\/nowhere.md" leads outside the editor's folders/],
  ])("%s writing %s is refused with 403, and nothing changes", async (_who, file, headers, why) => {
    const before = untouched()
    const answer = await post(started.port, persist(file, "[core]\n\tfsmonitor = touch ran\n"), headers)
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.text).error).toMatch(why)
    expect(untouched()).toEqual({ ...before, written: [] })
  })

  test("every port the backend's processes listen on is its own, where the guard stands: a write sent to any other is not made", async () => {
    const ports = listeningPorts(started.backend.pid!)
    expect(ports).toContain(started.port)
    const before = untouched()
    for (const port of ports.filter((port) => port !== started.port)) await post(port, persist("scripts/pwn.mjs", "export {}\n")).catch(() => undefined)
    expect(untouched()).toEqual({ ...before, written: [] })
  })

  test("a body past the bound is answered 413 without being read to its end", async () => {
    const socket = net.connect(started.port, "127.0.0.1")
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk))
    socket.on("error", () => undefined)
    const answered = new Promise((resolve) => socket.on("close", resolve))
    socket.write(
      `POST /api/v1 HTTP/1.1\r\nHost: 127.0.0.1:${started.port}\r\nOrigin: ${EDITOR}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    )
    // A body that never ends, sent until the backend answers (or three times the bound).
    const chunk = Buffer.alloc(1024 * 1024, "a")
    let sent = 0
    while (!answer && !socket.destroyed && sent < 3 * BODY_MAX_BYTES) {
      const flushed = socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
      sent += chunk.length
      await Promise.race([new Promise((resolve) => (flushed ? setImmediate(resolve) : socket.once("drain", resolve))), answered])
    }
    await until("the answer", () => answer.includes("\r\n\r\n") || undefined, 10)
    expect(answer).toMatch(/^HTTP\/1.1 413 /)
    expect(answer).toContain(`the body is larger than ${BODY_MAX_BYTES} bytes`)
    expect(sent).toBeLessThan(BODY_MAX_BYTES + 32 * 1024 * 1024)
    socket.destroy()
  })

  // An upload as the editor's media library sends one, and files that are not what their folder declares.
  const upload = (file: string, bytes: Buffer) => ({
    action: "persistMedia",
    params: { branch: "main", asset: { path: file, content: bytes.toString("base64"), encoding: "base64" }, options: { commitMessage: "Upload" } },
  })
  const html = Buffer.from('<script>document.title="ran:"+document.domain</script>')
  // The site's own photo, whole, and it with markup after its first bytes or after its end.
  const png = fs.readFileSync(path.join(root, "content", "images", "founder.png"))
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>')
  test.each([
    ["an HTML page into the legal PDFs' folder", upload("static/legal/evil.html", html), /"static\/legal\/evil.html" is not a file the site publishes/],
    ["an SVG among the images", upload("content/images/logo.svg", Buffer.from("<svg><script>alert(1)</script></svg>")), /is not a file the site publishes/],
    ["an HTML page named as a PDF", upload("static/legal/terms.pdf", html), /"static\/legal\/terms.pdf" expected a PDF, as its name says, found an HTML page/],
    ["a script saved as an entry", persist("content/pages/evil.html", html.toString()), /"content\/pages\/evil.html" is not a file the site publishes/],
    ["an entry in a folder of its own", persist("content/pages/drafts/notes.md", "---\ntitle: Notes\n---\n"), /is not a file the site publishes/],
    [
      "a PNG's first bytes, then an SVG",
      upload("content/images/chart.png", Buffer.concat([png.subarray(0, 8), svg])),
      /"content\/images\/chart.png" expected a PNG image whose bytes are all the image, found a file that is not a PNG past its first 8 bytes/,
    ],
    [
      "a PNG with a page after its end",
      upload("content/images/chart.png", Buffer.concat([png, html])),
      /"content\/images\/chart.png" expected a PNG image whose bytes are all the image, found \d+ bytes after the image's end/,
    ],
    ["a PNG cut short", upload("content/images/chart.png", png.subarray(0, 100)), /found a file cut short/],
    [
      "a GIF named .png",
      upload("content/images/chart.png", Buffer.from("GIF89a\x01\x00\x01\x00")),
      /expected a PNG image, as its name says, found a GIF image/,
    ],
  ])("%s is refused with 403, and nothing is written", async (_what, request, why) => {
    const before = untouched()
    const answer = await post(started.port, request)
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.text).error).toMatch(why)
    expect(untouched()).toEqual(before)
    for (const file of [
      "static/legal/evil.html",
      "content/images/logo.svg",
      "static/legal/terms.pdf",
      "content/pages/evil.html",
      "content/pages/drafts",
      "content/images/chart.png",
    ])
      expect(fs.existsSync(path.join(workspace(), file))).toBe(false)
  })

  test("an upload its folder declares is written", async () => {
    const answer = await post(started.port, upload("content/images/front-desk.png", png))
    expect(answer.status).toBe(200)
    expect(fs.readFileSync(path.join(workspace(), "content", "images", "front-desk.png"))).toEqual(png)
  })

  test("the editor's own save writes its file in content/", async () => {
    const answer = await post(started.port, persist("content/pages/notes.md", "---\ntitle: Notes\n---\n"))
    expect([answer.status, answer.text]).toEqual([200, '{"message":"entry persisted"}'])
    if (!workflow) expect(read("content/pages/notes.md")).toBe("---\ntitle: Notes\n---\n")
    else expect(git(started.repo, "show", "main:content/pages/notes.md")).toBe("---\ntitle: Notes\n---")
  })
})

test("two backends on one machine, each on a port of its own, each save into their own repository", async () => {
  const starts = await Promise.allSettled([startBackend(siteRepository(), false), startBackend(siteRepository(), true)])
  const started = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []))
  try {
    const failed = starts.find((start): start is PromiseRejectedResult => start.status === "rejected")
    if (failed) throw failed.reason
    const [first, second] = started as [Started, Started]
    expect(first.port).not.toBe(second.port)
    for (const { port } of [first, second]) {
      const answer = await post(port, persist("content/pages/notes.md", `---\ntitle: Saved on ${port}\n---\n`))
      expect(answer.status).toBe(200)
    }
    expect(fs.readFileSync(path.join(first.repo, "content", "pages", "notes.md"), "utf8")).toBe(`---\ntitle: Saved on ${first.port}\n---\n`)
    expect(git(second.repo, "show", "main:content/pages/notes.md")).toBe(`---\ntitle: Saved on ${second.port}\n---`)
  } finally {
    await Promise.all(started.map(({ backend }) => stopGroup(backend)))
  }
}, 60_000)

test("a named port another program holds stops the backend with one line saying so", async () => {
  const holder = net.createServer().listen(0, "127.0.0.1")
  await new Promise((resolve) => holder.once("listening", resolve))
  const { port } = holder.address() as net.AddressInfo
  try {
    const backend = spawn(process.execPath, [path.join(root, "scripts", "cms-backend.mjs")], {
      cwd: folder("cms-taken-"),
      env: { ...process.env, CMS_BACKEND_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let stderr = ""
    backend.stderr!.on("data", (chunk) => (stderr += chunk))
    const code = await new Promise((resolve) => backend.on("exit", resolve))
    expect({ code, stderr }).toEqual({
      code: 1,
      stderr: `The editor's backend cannot listen on port ${port}, which another program holds: name a free one with CMS_BACKEND_PORT, or leave it unset for any free port.\n`,
    })
  } finally {
    holder.close()
  }
})
