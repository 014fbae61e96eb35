/** @jest-environment node */
// The local editor's guard (scripts/cms-guard.mjs): its body bound fits the largest file a writer
// saves, a path is judged by where it really leads, every file an answer carries is judged too, and
// its one-at-a-time queue is held by no request: one given up, one whose body never ends, one whose
// answer is never read, one decap-server never answers. Its requests are tested end to end in
// cms-backend.integration.test.ts.
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import path from "node:path"
import { fileRefusal, judgedAnswer } from "../../../scripts/cms-files.mjs"
import { BODY_MAX_BYTES, editorOrigins, guard, VIDEO_MAX_BYTES } from "../../../scripts/cms-guard.mjs"
import { VIDEO_MAX_BYTES as SITE_VIDEO_MAX_BYTES } from "../../vocabulary/video-file"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)
// A whole PNG: an image is judged from its first byte to its last.
const PNG = fs.readFileSync(path.join(__dirname, "..", "..", "test", "images", "bay-ortho.png"))

test("the body bound takes the largest video a page may have, in base64, with its entry", () => {
  expect(VIDEO_MAX_BYTES).toBe(SITE_VIDEO_MAX_BYTES)
  expect(BODY_MAX_BYTES).toBeGreaterThan(Buffer.from("a".repeat(SITE_VIDEO_MAX_BYTES)).toString("base64").length + 256 * 1024)
})

test("a file is judged by where it leads: through a linked folder or a linked file, out of the editor's folders, it is refused", async () => {
  const root = folder("cms-guard-")
  fs.mkdirSync(path.join(root, "content", "pages"), { recursive: true })
  fs.symlinkSync("..", path.join(root, "content", "up"))
  fs.symlinkSync("pages", path.join(root, "content", "also-pages"))
  fs.symlinkSync("../../x.mjs", path.join(root, "content", "pages", "nowhere.md"))
  const judged = async (file: string) => (await fileRefusal(file, { root })) ?? "taken"
  expect(await judged("content/pages/new/deeper/page.md")).toBe("taken")
  expect(await judged("content/also-pages/page.md")).toBe("taken")
  expect(await judged("static/legal/terms.pdf")).toBe("taken")
  for (const file of ["content/up/x.mjs", "content/up/scripts/new/x.mjs", "content/pages/nowhere.md"])
    expect(await judged(file)).toBe(`"${file}" leads outside the editor's folders (content, static/legal)`)
  expect(await judged("scripts/x.mjs")).toBe(`"scripts/x.mjs" is outside the editor's folders (content, static/legal)`)
})

test("every file an answer carries is judged: a listing leaves out links out of content/, files no folder declares and bytes not of their name; a single file refused refuses the answer", async () => {
  const root = folder("cms-answer-")
  fs.mkdirSync(path.join(root, "content", "pages"), { recursive: true })
  fs.mkdirSync(path.join(root, "content", "images"))
  fs.writeFileSync(path.join(root, ".env"), "TOKEN=secret\n")
  fs.writeFileSync(path.join(root, "content", "pages", "about.md"), "---\ntitle: About\n---\n")
  fs.writeFileSync(path.join(root, "content", "images", "founder.png"), PNG)
  fs.symlinkSync("../../.env", path.join(root, "content", "pages", "leak.md"))
  fs.symlinkSync("../../.env", path.join(root, "content", "images", "leak.png"))
  fs.symlinkSync("../drafts.txt", path.join(root, "content", "pages", "drafts.md"))
  fs.writeFileSync(path.join(root, "content", "drafts.txt"), "notes\n")
  const entry = (file: string, data: string) => ({ data, file: { path: file, id: "x" } })
  const media = (file: string, bytes: Buffer) => ({ id: "x", content: bytes.toString("base64"), encoding: "base64", path: file, name: path.basename(file) })
  const env = "TOKEN=secret\n"
  const listed = await judgedAnswer(
    [
      entry("content/pages/about.md", "---\ntitle: About\n---\n"),
      entry("content/pages/leak.md", env),
      entry("content/pages/drafts.md", "notes\n"),
      entry("content/pages/.notes.md", "notes"),
      entry("content/pages/binary.md", "\0\0\0"),
    ],
    { root },
  )
  expect(listed).toEqual({ answer: [entry("content/pages/about.md", "---\ntitle: About\n---\n")] })
  const images = await judgedAnswer(
    [media("content/images/founder.png", PNG), media("content/images/leak.png", Buffer.from(env)), media("content/images/.DS_Store", PNG)],
    { root },
  )
  expect(images).toEqual({ answer: [media("content/images/founder.png", PNG)] })
  expect(await judgedAnswer(media("content/images/founder.png", PNG), { root })).toEqual({ answer: media("content/images/founder.png", PNG) })
  expect(await judgedAnswer(media("content/images/leak.png", Buffer.from(env)), { root })).toEqual({
    refused: `"content/images/leak.png" leads outside the editor's folders (content, static/legal)`,
  })
  // An answer that carries no file passes as it is.
  expect(await judgedAnswer({ message: "entry persisted" }, { root })).toEqual({ answer: { message: "entry persisted" } })
  expect(await judgedAnswer(["pages/home"], { root })).toEqual({ answer: ["pages/home"] })
})

/** The guard before a stand-in for decap-server, which answers each action as `answers` says (by default `{ action }` at once). */
async function guarded(answers: Record<string, (response: http.ServerResponse) => void> = {}, limits = { bodySeconds: 1, turnSeconds: 1, answerSeconds: 1 }) {
  const origin = "http://localhost:8000"
  const taken: string[] = []
  const actions = new Set(["first", "second", "third", "large", "stuck"])
  const checked = guard({ port: () => port, origins: editorOrigins(origin), root: process.cwd(), mode: { actions, about: "it is a test's" }, limits })
  const server = http.createServer((request, response) =>
    checked(request, response, () => {
      const { action } = (request as unknown as { body: { action: string } }).body
      taken.push(action)
      ;(answers[action] ?? ((answer) => answer.end(JSON.stringify({ action }))))(response)
    }),
  )
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening))
  const port = (server.address() as net.AddressInfo).port
  const send = (action: string, signal: AbortSignal = AbortSignal.timeout(5000)) =>
    fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { Origin: origin, Host: `localhost:${port}` },
      body: JSON.stringify({ action }),
      signal,
    })
  /** A connection sending `head` of a request (and as much of its body as given), then holding on. */
  const raw = (head: string) => {
    const socket = net.connect(port, "127.0.0.1")
    socket.on("error", () => undefined)
    socket.write(head.replace("{host}", `localhost:${port}`).replace("{origin}", origin))
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()))
    return { socket, closed }
  }
  const close = () => {
    server.closeAllConnections()
    server.close()
  }
  return { send, raw, taken, close }
}

const HEAD = (length: number) =>
  `POST /api/v1 HTTP/1.1\r\nHost: {host}\r\nOrigin: {origin}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

test("a request the editor gives up on while it waits its turn holds up none after it", async () => {
  const finishFirst: Array<() => void> = []
  const { send, taken, close } = await guarded(
    { first: (response) => finishFirst.push(() => response.end(JSON.stringify({ action: "first" }))) },
    {
      bodySeconds: 30,
      turnSeconds: 30,
      answerSeconds: 30,
    },
  )
  try {
    const first = send("first", AbortSignal.timeout(10_000))
    await waitFor(() => taken.includes("first"))
    const givenUp = new AbortController()
    const second = send("second", givenUp.signal).catch(() => "given up")
    await new Promise((settle) => setTimeout(settle, 100))
    givenUp.abort()
    expect(await second).toBe("given up")
    await new Promise((settle) => setTimeout(settle, 100))
    for (const answer of finishFirst) answer()
    expect(await (await first).json()).toEqual({ action: "first" })
    expect(await (await send("third")).json()).toEqual({ action: "third" })
    expect(taken).toEqual(["first", "third"])
  } finally {
    close()
  }
})

test("a body that never ends is answered 408 after its bound, and its connection dropped, while another request is answered", async () => {
  const { send, raw, taken, close } = await guarded()
  try {
    const endless = raw(`${HEAD(1000)}{"action":"first"`)
    let said = ""
    endless.socket.on("data", (chunk) => (said += chunk))
    expect(await (await send("second")).json()).toEqual({ action: "second" })
    await within(endless.closed, 5000)
    expect(endless.socket.destroyed).toBe(true)
    expect(said).toMatch(/^HTTP\/1.1 408 /)
    expect(said).toContain("the body did not end within 1 s")
    expect(taken).toEqual(["second"])
  } finally {
    close()
  }
})

test("a request cut off in the middle of its body is dropped, and the next is answered", async () => {
  const { send, raw, taken, close } = await guarded()
  try {
    const cut = raw(`${HEAD(1000)}{"action":"first"`)
    await new Promise((settle) => setTimeout(settle, 100))
    cut.socket.destroy()
    await cut.closed
    await new Promise((settle) => setTimeout(settle, 100))
    expect(await (await send("second")).json()).toEqual({ action: "second" })
    expect(taken).toEqual(["second"])
  } finally {
    close()
  }
})

test("an answer its client never reads holds up no later request, and its connection is dropped after its bound", async () => {
  const large = JSON.stringify({ data: "a".repeat(32 * 1024 * 1024) })
  const { send, raw, taken, close } = await guarded({ large: (response) => response.end(large) })
  try {
    const body = '{"action":"large"}'
    const stalled = raw(`${HEAD(body.length)}${body}`)
    stalled.socket.pause()
    await waitFor(() => taken.includes("large"))
    // Answered while the first client still reads nothing.
    expect(await (await send("second")).json()).toEqual({ action: "second" })
    // Past its bound, the client reads: the connection ends before the answer does.
    await new Promise((settle) => setTimeout(settle, 2000))
    let received = 0
    stalled.socket.on("data", (chunk) => (received += chunk.length))
    stalled.socket.resume()
    await within(stalled.closed, 5000)
    expect(stalled.socket.destroyed).toBe(true)
    expect(received).toBeLessThan(large.length)
  } finally {
    close()
  }
})

test("a request decap-server never answers is answered 503 after its bound, and the next is answered; a late answer goes nowhere", async () => {
  let late: (() => void) | undefined
  const { send, taken, close } = await guarded({ stuck: (response) => (late = () => response.end("late")) })
  try {
    const stuck = send("stuck")
    const second = send("second")
    const answer = await stuck
    expect(answer.status).toBe(503)
    expect((await answer.json()).error).toBe("Refused: decap-server did not answer within 1 s")
    expect(await (await second).json()).toEqual({ action: "second" })
    late!()
    expect(await (await send("third")).json()).toEqual({ action: "third" })
    expect(taken).toEqual(["stuck", "second", "third"])
  } finally {
    close()
  }
})

test("an action the mode does not declare is refused with 403 before anything is passed on", async () => {
  const { send, taken, close } = await guarded()
  try {
    const answer = await send("persistMedia")
    expect(answer.status).toBe(403)
    expect((await answer.json()).error).toBe(`Refused: the action "persistMedia" is not one this backend takes (it is a test's)`)
    // The editor's page, of another origin, may read why: it shows it to the writer.
    expect([answer.headers.get("access-control-allow-origin"), answer.headers.get("vary")]).toEqual(["http://localhost:8000", "Origin"])
    expect(taken).toEqual([])
  } finally {
    close()
  }
})

// All a connection is sent, once it is closed.
const heard = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let said = ""
    socket.on("data", (chunk) => {
      said += chunk
    })
    socket.on("close", () => resolve(said))
  })

test("a refusal of a body past its bound is readable by the editor's page; one of a page not the editor's is not", async () => {
  const { raw, send, close } = await guarded()
  try {
    const large = await heard(raw(HEAD(BODY_MAX_BYTES + 1)).socket)
    expect(large).toMatch(/^HTTP\/1\.1 413 /)
    expect(large.split("\r\n\r\n")[0]!.split("\r\n")).toContain("Access-Control-Allow-Origin: http://localhost:8000")
    const foreign = await heard(raw(HEAD(2).replace("{origin}", "http://localhost:8666")).socket)
    expect(foreign).toMatch(/^HTTP\/1\.1 403 /)
    expect(foreign).not.toMatch(/Access-Control/i)
    expect((await send("first")).status).toBe(200)
  } finally {
    close()
  }
})

/** `promise` settled, or `ms` gone by. */
async function within(promise: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([promise, new Promise((settle) => (timer = setTimeout(settle, ms)))])
  clearTimeout(timer)
}

async function waitFor(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 100) throw new Error("waited 5 s in vain")
    await new Promise((settle) => setTimeout(settle, 50))
  }
}
