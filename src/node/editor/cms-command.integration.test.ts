/** @jest-environment node */
// `npm run cms -- --workflow` on a git repository with a writer's uncommitted change: it says the
// editor does not show that change, keeps it, and starts Decap's local backend in its git mode (in
// a clone of its own), which offers the editor the review workflow. The workflow itself is driven
// in the browser tests (e2e/cms.spec.ts). A port it is told to use but cannot have stops it at once.
import { spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { backendPortSaid, localBackendInfo } from "../../test/decap-editor"
import { commitAll, git } from "../../test/git-repo"
import { freePort, stopGroup, until } from "../../test/processes"
import { copySite } from "../../test/site-copy"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)

test("npm run cms -- --workflow keeps a writer's uncommitted change, says the editor does not show it, and offers the review workflow", async () => {
  const dir = copySite(folder("site-"))
  commitAll(dir, "The site")
  const about = path.join(dir, "content", "pages", "about.md")
  fs.appendFileSync(about, "A sentence not yet committed.\n")
  const edited = fs.readFileSync(about, "utf8")
  // A page the writer made by hand and has not committed either.
  const pricing = path.join(dir, "content", "pages", "pricing.md")
  fs.writeFileSync(pricing, edited.replace("path: /about", "path: /pricing"))
  const developPort = await freePort()
  const cms = spawn(process.execPath, ["scripts/cms.mjs", "--workflow"], {
    cwd: dir,
    env: { ...process.env, DEVELOP_PORT: String(developPort) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let stdout = ""
  let stderr = ""
  cms.stdout!.on("data", (chunk) => (stdout += String(chunk)))
  cms.stderr!.on("data", (chunk) => (stderr += String(chunk)))
  try {
    const backendPort = await until("the local backend's port", () => backendPortSaid(stdout), 30)
    const info = await until("the local backend", () => localBackendInfo(backendPort, `http://localhost:${developPort}`), 30)
    expect(info).toEqual({ repo: "cms-workflow", publish_modes: ["simple", "editorial_workflow"], type: "local_git" })
    expect(stderr).toContain(
      "These files in content/ have changes not committed, which the editor does not show (they stay as they are):\ncontent/pages/about.md\ncontent/pages/pricing.md\n",
    )
    expect(fs.readFileSync(about, "utf8")).toBe(edited)
    expect(git(dir, "status", "--porcelain", "--", "content").split("\n")).toEqual(["M content/pages/about.md", "?? content/pages/pricing.md"])
  } finally {
    await stopGroup(cms)
  }
}, 60_000)

test("npm run cms with a DEVELOP_PORT another program holds says so in one line and stops with 1, starting nothing", async () => {
  const holder = net.createServer().listen(0)
  await new Promise((resolve) => holder.once("listening", resolve))
  const { port } = holder.address() as net.AddressInfo
  try {
    // Alone in a folder: were the port not refused, it would find nothing to start.
    const alone = folder("cms-alone-")
    fs.mkdirSync(path.join(alone, "scripts"))
    fs.copyFileSync(path.join(__dirname, "..", "..", "..", "scripts", "cms.mjs"), path.join(alone, "scripts", "cms.mjs"))
    const cms = spawn(process.execPath, ["scripts/cms.mjs"], {
      cwd: alone,
      env: { ...process.env, DEVELOP_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    for (const stream of [cms.stdout!, cms.stderr!]) stream.on("data", (chunk) => (output += String(chunk)))
    const code = await new Promise((resolve) => cms.on("exit", resolve))
    expect({ code, output }).toEqual({
      code: 1,
      output: `Port ${port} (DEVELOP_PORT) is taken by another program: name a free one with DEVELOP_PORT, or leave it unset for any free port.\n`,
    })
  } finally {
    holder.close()
  }
})
