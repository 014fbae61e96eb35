/** @jest-environment node */
// The editor's local backend (scripts/cms-backend.mjs), probed as a hostile page in the writer's
// browser would: from another local origin, through DNS rebinding (a foreign Host), at files
// outside the editor's folders or through a link that leads out of them, on any port its
// processes listen on, and with a body without end. Each is refused and changes nothing; a listing
// carries no file through a link out of content/; a request cut off or an answer never read
// leaves it answering; the editor's own save still writes its file, and two backends on one
// machine each save. In both modes: files straight into content/, and the review workflow, where
// the branch, a draft's files and its Publish are the editor's own entry's, and nothing skips review.
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import path from "node:path"
import sharp from "sharp"
import { backendPortSaid } from "../../test/decap-editor"
import { commitAll, git, GIT_IDENTITY } from "../../test/git-repo"
import { listeningPorts } from "../../test/listening-ports"
import { freePort, stopGroup, until } from "../../test/processes"
import { temporaryFolders } from "../../test/temporary-folders"
import { copyFixtureContent, FIXTURE_SITE } from "../../test/fixture-site"
import { BODY_MAX_BYTES } from "../../../scripts/cms-guard.mjs"

const folder = temporaryFolders(afterAll)
const root = path.join(__dirname, "..", "..", "..")
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

/** A save of a page's file, as the editor sends it: to its draft in the review workflow (`workflow`), else straight into content/. */
const persist = (file: string, raw: string, workflow = false, params: Record<string, unknown> = {}) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: path.basename(file, ".md"), path: file, raw },
    assets: [],
    options: { collectionName: "pages", commitMessage: "Edit", useWorkflow: workflow, status: "draft" },
    ...params,
  },
})
// A file outside content/ that a listing must never carry.
const SECRET = 'export const token = "not for the editor"\n'

/**
 * A repository with the fixture site's content, and links in content/ that lead out of it: a folder, a
 * file, a file not there, and in content/images git's configuration; a file no folder declares; and
 * a whole image of about `largeImage` bytes, when given (noise, stored uncompressed).
 */
async function siteRepository(largeImage = 0) {
  const repo = folder("cms-guard-")
  copyFixtureContent(repo)
  fs.writeFileSync(path.join(repo, "gatsby-node.ts"), SECRET)
  fs.symlinkSync("..", path.join(repo, "content", "lnk"))
  fs.symlinkSync("../../gatsby-node.ts", path.join(repo, "content", "pages", "linked.md"))
  fs.symlinkSync("../../pwn.mjs", path.join(repo, "content", "pages", "nowhere.md"))
  fs.symlinkSync("../../.git/config", path.join(repo, "content", "images", "config.png"))
  fs.writeFileSync(path.join(repo, "content", "images", "notes.txt"), "not an image\n")
  const side = Math.ceil(Math.sqrt(largeImage / 3))
  const noise = { type: "gaussian" as const, mean: 128, sigma: 40 }
  if (largeImage)
    await sharp({ create: { width: side, height: side, channels: 3, background: "#000", noise } })
      .png({ compressionLevel: 0 })
      .toFile(path.join(repo, "content", "images", "large.png"))
  commitAll(repo, "The site")
  return repo
}
// A whole PNG: an image is judged from its first byte to its last.
const PNG = fs.readFileSync(path.join(root, "src", "test", "images", "bay-ortho.png"))

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
    // An image whose answer, in base64, is more than this machine's sockets hold unread.
    started = await startBackend(await siteRepository(24 * 1024 * 1024), workflow, await freePort())
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
    ["the editor, at git's configuration through a link", "content/images/config.png", {}, /"content\/images\/config.png" leads outside/],
  ])("%s writing %s is refused with 403, and nothing changes", async (_who, file, headers, why) => {
    const before = untouched()
    const answer = await post(started.port, persist(file, "[core]\n\tfsmonitor = touch ran\n", workflow), headers)
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

  // An upload as the editor sends one: through the media library into content/, or with its entry's
  // draft in the review workflow; and files that are not what their folder declares.
  const asset = (file: string, bytes: Buffer) => ({ path: file, content: bytes.toString("base64"), encoding: "base64" })
  const upload = (file: string, bytes: Buffer) =>
    workflow
      ? persist("content/pages/about.md", "---\ntitle: About\n---\n", true, { assets: [asset(file, bytes)] })
      : { action: "persistMedia", params: { branch: "main", asset: asset(file, bytes), options: { commitMessage: "Upload" } } }
  const html = Buffer.from('<script>document.title="ran:"+document.domain</script>')
  // The fixture site's photo, whole, and it with markup after its first bytes or after its end.
  const png = fs.readFileSync(path.join(FIXTURE_SITE, "content", "images", "founder.png"))
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>')
  test.each([
    ["an HTML page into the legal PDFs' folder", () => upload("static/legal/evil.html", html), /"static\/legal\/evil.html" is not a file the site publishes/],
    [
      "an SVG among the images",
      () => upload("content/images/logo.svg", Buffer.from("<svg><script>alert(1)</script></svg>")),
      /is not a file the site publishes/,
    ],
    [
      "an HTML page named as a PDF",
      () => upload("static/legal/terms.pdf", html),
      /"static\/legal\/terms.pdf" expected a PDF, as its name says, found an HTML page/,
    ],
    [
      "a script saved as an entry",
      () => persist("content/pages/evil.html", html.toString(), workflow),
      /"content\/pages\/evil.html" is not a file the site publishes/,
    ],
    [
      "an entry in a folder of its own",
      () => persist("content/pages/drafts/notes.md", "---\ntitle: Notes\n---\n", workflow),
      /is not a file the site publishes/,
    ],
    [
      "a PNG's first bytes, then an SVG",
      () => upload("content/images/chart.png", Buffer.concat([png.subarray(0, 8), svg])),
      /"content\/images\/chart.png" expected a PNG image whose bytes are all the image, found a file that is not a PNG past its first 8 bytes/,
    ],
    [
      "a PNG with a page after its end",
      () => upload("content/images/chart.png", Buffer.concat([png, html])),
      /"content\/images\/chart.png" expected a PNG image whose bytes are all the image, found \d+ bytes after the image's end/,
    ],
    ["a PNG cut short", () => upload("content/images/chart.png", png.subarray(0, 100)), /found a file cut short/],
    [
      "a GIF named .png",
      () => upload("content/images/chart.png", Buffer.from("GIF89a\x01\x00\x01\x00")),
      /expected a PNG image, as its name says, found a GIF image/,
    ],
  ])("%s is refused with 403, and nothing is written", async (_what, request, why) => {
    const before = untouched()
    const answer = await post(started.port, request())
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.text).error).toMatch(why)
    expect(untouched()).toEqual(before)
    expect(git(started.repo, "branch", "--list", "cms/*")).toBe("")
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

  test("a request cut off in the middle of its body, as a reload during an upload cuts it, leaves the backend answering", async () => {
    const socket = net.connect(started.port, "127.0.0.1")
    socket.on("error", () => undefined)
    const closed = new Promise((resolve) => socket.on("close", resolve))
    socket.write(
      `POST /api/v1 HTTP/1.1\r\nHost: 127.0.0.1:${started.port}\r\nOrigin: ${EDITOR}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"action":"persistMedia","params":{"asset":{"content":"iVBORw0KG`,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    socket.destroy()
    await closed
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(started.backend.exitCode).toBeNull()
    expect((await post(started.port, { action: "info" })).status).toBe(200)
  })

  test("a client that asks for a large answer and never reads it holds up no other request", async () => {
    const socket = net.connect(started.port, "127.0.0.1")
    socket.on("error", () => undefined)
    let received = 0
    socket.on("data", (chunk) => {
      received += chunk.length
      socket.pause()
    })
    const body = JSON.stringify({ action: "getMedia", params: { branch: "main", mediaFolder: "content/images" } })
    socket.write(
      `POST /api/v1 HTTP/1.1\r\nHost: 127.0.0.1:${started.port}\r\nOrigin: ${EDITOR}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    )
    try {
      await until("the large answer's first bytes", () => received > 0 || undefined, 20)
      // Answered while the large answer stays unread on its connection.
      let timer: NodeJS.Timeout | undefined
      const answer = await Promise.race([
        post(started.port, { action: "info" }),
        new Promise<{ status: number }>((resolve) => (timer = setTimeout(() => resolve({ status: 0 }), 15_000))),
      ])
      clearTimeout(timer)
      expect(answer.status).toBe(200)
      expect(socket.destroyed).toBe(false)
    } finally {
      socket.destroy()
    }
  }, 40_000)

  test("a listing carries no file through a link out of content/, and none its folder does not declare", async () => {
    const pages = await post(started.port, { action: "entriesByFolder", params: { branch: "main", folder: "content/pages", extension: "md", depth: 1 } })
    expect(pages.status).toBe(200)
    const entries = JSON.parse(pages.text) as Array<{ data: string; file: { path: string } }>
    expect(entries.map((entry) => entry.file.path)).toContain("content/pages/home.md")
    expect(entries.map((entry) => entry.file.path)).not.toContain("content/pages/linked.md")
    expect(pages.text).not.toContain("not for the editor")
    const images = await post(started.port, { action: "getMedia", params: { branch: "main", mediaFolder: "content/images" } })
    expect(images.status).toBe(200)
    const media = JSON.parse(images.text) as Array<{ path: string; content: string }>
    expect(media.map((file) => file.path).sort()).toEqual(["content/images/founder.png", "content/images/large.png"])
    for (const file of media) expect(Buffer.from(file.content, "base64").includes("[core]")).toBe(false)
    // A file the request names, read through a link, is refused whole.
    const config = await post(started.port, { action: "getMediaFile", params: { branch: "main", path: "content/images/config.png" } })
    expect(config.status).toBe(403)
    expect(config.text).not.toContain("[core]")
  })

  test("an upload its folder declares is written", async () => {
    const answer = await post(started.port, upload("content/images/front-desk.png", PNG))
    expect(answer.status).toBe(200)
    if (!workflow) expect(fs.readFileSync(path.join(workspace(), "content", "images", "front-desk.png"))).toEqual(PNG)
    else expect(execFileSync("git", ["show", "cms/pages/about:content/images/front-desk.png"], { cwd: started.repo })).toEqual(PNG)
  })

  test("the editor's own save writes its file in content/, or in the review workflow to its draft", async () => {
    const answer = await post(started.port, persist("content/pages/notes.md", "---\ntitle: Notes\n---\n", workflow))
    expect([answer.status, answer.text]).toEqual([200, '{"message":"entry persisted"}'])
    if (!workflow) expect(read("content/pages/notes.md")).toBe("---\ntitle: Notes\n---\n")
    else expect(git(started.repo, "show", "cms/pages/notes:content/pages/notes.md")).toBe("---\ntitle: Notes\n---")
  })
})

describe("the review workflow's drafts and Publish", () => {
  let started: Started
  const repo = () => started.repo
  const clone = () => path.join(started.repo, ".git", "cms-workflow")
  const draftSave = (slug: string, params: Record<string, unknown> = {}) => persist(`content/pages/${slug}.md`, `---\ntitle: ${slug}\n---\n`, true, params)
  const entry = (slug: string) => ({ branch: "main", collection: "pages", slug })
  const status = (slug: string, newStatus: string) => ({ action: "updateUnpublishedEntryStatus", params: { ...entry(slug), newStatus } })
  const publish = (slug: string, branch = "main") => ({ action: "publishUnpublishedEntry", params: { ...entry(slug), branch } })
  const mains = () => [git(repo(), "rev-parse", "main"), git(clone(), "rev-parse", "main")]
  const drafts = () => git(repo(), "branch", "--list", "--format=%(refname:short)", "cms/*").split("\n").filter(Boolean)
  async function expectRefused(request: object, why: RegExp) {
    const answer = await post(started.port, request)
    expect([answer.status, JSON.parse(answer.text).error]).toEqual([403, expect.stringMatching(why)])
    return answer
  }

  beforeAll(async () => {
    const dir = await siteRepository()
    // Drafts already in the writer's repository, which the editor's clone takes in: one that also
    // changes the site's settings, one whose file is a link to git's configuration, and the
    // settings' own, whose file is made such a link.
    const draft = (name: string, make: () => void) => {
      git(dir, "checkout", "--quiet", "-b", name)
      make()
      git(dir, "add", "--all")
      git(dir, "commit", "--quiet", "--message", name)
      git(dir, "checkout", "--quiet", "main")
    }
    draft("cms/pages/mixed", () => {
      fs.writeFileSync(path.join(dir, "content", "pages", "mixed.md"), "---\ntitle: Mixed\n---\n")
      fs.writeFileSync(path.join(dir, "content", "site.json"), "{}\n")
    })
    draft("cms/pages/peek", () => fs.symlinkSync("../../.git/config", path.join(dir, "content", "pages", "peek.md")))
    draft("cms/settings/site", () => {
      fs.rmSync(path.join(dir, "content", "site.json"))
      fs.symlinkSync("../.git/config", path.join(dir, "content", "site.json"))
    })
    started = await startBackend(dir, true, await freePort())
  }, 60_000)
  afterAll(() => started && stopGroup(started.backend))

  test("a save naming another draft's branch is refused, and makes no draft", async () => {
    expect((await post(started.port, draftSave("first"))).status).toBe(200)
    await expectRefused(
      draftSave("second", { branch: "cms/pages/first" }),
      /^Refused: the branch "cms\/pages\/first" is not the one the editor publishes to, main$/,
    )
    expect(drafts()).not.toContain("cms/pages/second")
    expect(git(clone(), "branch", "--list", "cms/pages/second")).toBe("")
  })

  test("a Publish naming another draft's branch is refused, and merges neither draft", async () => {
    expect((await post(started.port, draftSave("second"))).status).toBe(200)
    for (const slug of ["first", "second"]) expect((await post(started.port, status(slug, "pending_publish"))).status).toBe(200)
    const before = mains()
    await expectRefused(publish("first", "cms/pages/second"), /the branch "cms\/pages\/second" is not the one the editor publishes to/)
    expect(mains()).toEqual(before)
    expect(drafts()).toEqual(expect.arrayContaining(["cms/pages/first", "cms/pages/second"]))
  })

  test("a draft not marked Ready is not published; once Ready, Publish merges it alone", async () => {
    expect((await post(started.port, draftSave("third"))).status).toBe(200)
    const before = mains()
    await expectRefused(publish("third"), /the draft of "pages\/third" is not marked Ready/)
    expect((await post(started.port, status("third", "pending_review"))).status).toBe(200)
    await expectRefused(publish("third"), /is not marked Ready/)
    expect(mains()).toEqual(before)
    expect((await post(started.port, status("third", "pending_publish"))).status).toBe(200)
    expect((await post(started.port, publish("third"))).status).toBe(200)
    expect(git(repo(), "diff", "--name-only", before[0]!, "main")).toBe("content/pages/third.md")
    expect(drafts()).not.toContain("cms/pages/third")
  })

  test("a Ready draft that changes a file besides its entry's own is not published", async () => {
    expect((await post(started.port, status("mixed", "pending_publish"))).status).toBe(200)
    const before = mains()
    await expectRefused(publish("mixed"), /the draft of "pages\/mixed" changes "content\/site.json", which is not its entry's file or media/)
    expect(mains()).toEqual(before)
  })

  test("a Ready draft whose file the writer has changed here and not committed waits, kept, naming it; once it is set aside, Publish brings the draft in", async () => {
    expect((await post(started.port, draftSave("fifth"))).status).toBe(200)
    expect((await post(started.port, status("fifth", "pending_publish"))).status).toBe(200)
    // The writer's own page of that name, made by hand in their folder and not yet committed.
    const theirs = path.join(repo(), "content", "pages", "fifth.md")
    fs.writeFileSync(theirs, "---\ntitle: Mine\n---\n")
    const before = mains()
    await expectRefused(
      publish("fifth"),
      /^Refused: "content\/pages\/fifth.md" in this folder has changes not yet committed, which publishing the draft of "pages\/fifth" would overwrite: commit them or set them aside/,
    )
    expect(mains()).toEqual(before)
    expect(fs.readFileSync(theirs, "utf8")).toBe("---\ntitle: Mine\n---\n")
    expect(drafts()).toContain("cms/pages/fifth")
    // Set aside, the draft goes in as the editor showed it, and the folder shows it.
    fs.rmSync(theirs)
    expect((await post(started.port, publish("fifth"))).status).toBe(200)
    expect(fs.readFileSync(theirs, "utf8")).toBe("---\ntitle: fifth\n---\n")
    expect(mains()[0]).toBe(mains()[1])
  })

  test("a draft's file that is a link in its branch is neither read nor written through", async () => {
    const read = await expectRefused(
      { action: "unpublishedEntryDataFile", params: { ...entry("peek"), id: "pages/peek", path: "content/pages/peek.md" } },
      /"content\/pages\/peek.md" leads through a link in cms\/pages\/peek/,
    )
    expect(read.text).not.toContain("[core]")
    const config = fs.readFileSync(path.join(clone(), ".git", "config"), "utf8")
    await expectRefused(
      {
        action: "persistEntry",
        params: {
          branch: "main",
          entry: { slug: "site", path: "content/site.json", raw: "[core]\n\tfsmonitor = touch ran\n" },
          assets: [],
          options: { collectionName: "settings", commitMessage: "Edit", useWorkflow: true, status: "draft" },
        },
      },
      /"content\/site.json" leads through a link in cms\/settings\/site/,
    )
    expect(fs.readFileSync(path.join(clone(), ".git", "config"), "utf8")).toBe(config)
  })

  test("a write that skips review is refused, and the branch stays as it was", async () => {
    const before = mains()
    const about = fs.readFileSync(path.join(repo(), "content", "pages", "about.md"), "utf8")
    await expectRefused(persist("content/pages/about.md", "---\ntitle: Straight in\n---\n", false), /a save goes to its entry's draft, for review/)
    const png = { path: "content/images/straight.png", content: PNG.toString("base64"), encoding: "base64" }
    const straight = [
      { action: "persistMedia", params: { branch: "main", asset: png, options: { commitMessage: "Upload" } } },
      { action: "deleteFile", params: { branch: "main", path: "content/pages/about.md", options: { commitMessage: "Delete" } } },
      { action: "deleteFiles", params: { branch: "main", paths: ["content/pages/about.md"], options: { commitMessage: "Delete" } } },
    ]
    for (const request of straight)
      await expectRefused(request, new RegExp(`the action "${request.action}" is not one this backend takes \\(in the review workflow`))
    expect(mains()).toEqual(before)
    expect(git(repo(), "show", "main:content/pages/about.md")).toBe(about.trimEnd())
    expect(git(repo(), "ls-tree", "--name-only", "main", "content/images/")).not.toContain("straight.png")
  })
})

test("two backends on one machine, each on a port of its own, each save into their own repository", async () => {
  const starts = await Promise.allSettled([startBackend(await siteRepository(), false), startBackend(await siteRepository(), true)])
  const started = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []))
  try {
    const failed = starts.find((start): start is PromiseRejectedResult => start.status === "rejected")
    if (failed) throw failed.reason
    const [first, second] = started as [Started, Started]
    expect(first.port).not.toBe(second.port)
    for (const [{ port }, workflow] of [
      [first, false],
      [second, true],
    ] as const) {
      const answer = await post(port, persist("content/pages/notes.md", `---\ntitle: Saved on ${port}\n---\n`, workflow))
      expect(answer.status).toBe(200)
    }
    expect(fs.readFileSync(path.join(first.repo, "content", "pages", "notes.md"), "utf8")).toBe(`---\ntitle: Saved on ${first.port}\n---\n`)
    expect(git(second.repo, "show", "cms/pages/notes:content/pages/notes.md")).toBe(`---\ntitle: Saved on ${second.port}\n---`)
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
