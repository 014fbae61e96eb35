/** @jest-environment node */
// The local editor's guard (scripts/cms-guard.mjs): its body bound fits the largest file a writer
// saves, a path is judged by where it really leads, and its one-at-a-time queue outlives a request
// given up. Its requests are tested end to end in cms-backend.integration.test.ts.
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { BODY_MAX_BYTES, editorOrigins, fileRefusal, guard, VIDEO_MAX_BYTES } from "../../scripts/cms-guard.mjs"
import { VIDEO_MAX_BYTES as SITE_VIDEO_MAX_BYTES } from "../content/video-file"

test("the body bound takes the largest video a page may have, in base64, with its entry", () => {
  expect(VIDEO_MAX_BYTES).toBe(SITE_VIDEO_MAX_BYTES)
  expect(BODY_MAX_BYTES).toBeGreaterThan(Buffer.from("a".repeat(SITE_VIDEO_MAX_BYTES)).toString("base64").length + 256 * 1024)
})

test("a file is judged by where it leads: through a linked folder or a linked file, out of the editor's folders, it is refused", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-guard-"))
  try {
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
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})

test("a request the editor gives up on while it waits its turn holds up none after it", async () => {
  const origin = "http://localhost:8000"
  const finishFirst: Array<() => void> = []
  const taken: string[] = []
  const checked = guard({ port: () => port, origins: editorOrigins(origin), root: process.cwd() })
  // decap-server's place: the first request is answered only when the test says so.
  const server = http.createServer((request, response) =>
    checked(request, response, () => {
      const { action } = (request as unknown as { body: { action: string } }).body
      taken.push(action)
      const answer = () => response.end(JSON.stringify({ action }))
      if (action === "first") finishFirst.push(answer)
      else answer()
    }),
  )
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening))
  const port = (server.address() as AddressInfo).port
  const send = (action: string, signal?: AbortSignal) =>
    fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: "POST",
      headers: { Origin: origin, Host: `localhost:${port}` },
      body: JSON.stringify({ action }),
      signal,
    })
  try {
    const first = send("first")
    await waitFor(() => taken.includes("first"))
    const givenUp = new AbortController()
    const second = send("second", givenUp.signal).catch(() => "given up")
    await new Promise((settle) => setTimeout(settle, 100))
    givenUp.abort()
    expect(await second).toBe("given up")
    await new Promise((settle) => setTimeout(settle, 100))
    for (const answer of finishFirst) answer()
    expect(await (await first).json()).toEqual({ action: "first" })
    const third = await send("third", AbortSignal.timeout(5000))
    expect(await third.json()).toEqual({ action: "third" })
    expect(taken).toEqual(["first", "third"])
  } finally {
    server.closeAllConnections()
    server.close()
  }
})

async function waitFor(condition: () => boolean) {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 100) throw new Error("waited 5 s in vain")
    await new Promise((settle) => setTimeout(settle, 50))
  }
}
