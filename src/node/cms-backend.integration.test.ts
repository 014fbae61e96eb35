/** @jest-environment node */
// The editor's local backend (scripts/cms-backend.mjs), probed as a hostile page in the writer's
// browser would: from another local origin, through DNS rebinding (a foreign Host), and at files
// outside the editor's folders. Each is refused with 403 and changes nothing; the editor's own
// save still writes its file. In both modes: files straight into content/, and the review workflow.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { commitAll, git, GIT_IDENTITY } from "../test/git-repo"
import { freePort, stopGroup, until } from "../test/processes"
import { temporaryFolders } from "../test/temporary-folders"

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

async function startBackend(workflow: boolean) {
  const repo = folder("cms-guard-")
  fs.cpSync(path.join(root, "content"), path.join(repo, "content"), { recursive: true })
  fs.writeFileSync(path.join(repo, "gatsby-node.ts"), "export {}\n")
  commitAll(repo, "The site")
  const port = await freePort()
  const backend = spawn(process.execPath, [path.join(root, "scripts", "cms-backend.mjs"), ...(workflow ? ["--workflow"] : [])], {
    cwd: repo,
    env: { ...process.env, ...GIT_IDENTITY, PORT: String(port), CMS_EDITOR_ORIGIN: EDITOR },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  })
  await until("the backend", () => post(port, { action: "info" }).then(({ status }) => status === 200 || undefined), 30)
  return { repo, port, backend }
}

describe.each([false, true])("the backend, workflow %s", (workflow) => {
  let started: { repo: string; port: number; backend: ChildProcess }
  beforeAll(async () => {
    started = await startBackend(workflow)
  }, 60_000)
  afterAll(() => started && stopGroup(started.backend))
  const read = (file: string) => fs.readFileSync(path.join(started.repo, file), "utf8")
  const head = () => git(started.repo, "rev-parse", "HEAD")

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
  ])("%s writing %s is refused with 403, and nothing changes", async (_who, file, headers, why) => {
    const before = { node: read("gatsby-node.ts"), config: read(".git/config"), head: head() }
    const answer = await post(started.port, persist(file, "[core]\n\tfsmonitor = touch ran\n"), headers)
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.text).error).toMatch(why)
    expect({ node: read("gatsby-node.ts"), config: read(".git/config"), head: head() }).toEqual(before)
    expect(fs.existsSync(path.join(started.repo, "scripts"))).toBe(false)
  })

  test("the editor's own save writes its file in content/", async () => {
    const answer = await post(started.port, persist("content/pages/notes.md", "---\ntitle: Notes\n---\n"))
    expect([answer.status, answer.text]).toEqual([200, '{"message":"entry persisted"}'])
    if (!workflow) expect(read("content/pages/notes.md")).toBe("---\ntitle: Notes\n---\n")
    else expect(git(started.repo, "show", "main:content/pages/notes.md")).toBe("---\ntitle: Notes\n---")
  })
})
