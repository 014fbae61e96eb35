/** @jest-environment node */
// `npm run cms -- --workflow` on a git repository with a writer's uncommitted change: it says the
// editor does not show that change, keeps it, and starts Decap's local backend in its git mode (in
// a clone of its own), which offers the editor the review workflow. The workflow itself is driven
// in the browser tests (e2e/cms.spec.ts).
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expectNoLocalBackend, localBackendInfo } from "../test/decap-editor"
import { commitAll, git } from "../test/git-repo"
import { freePort, stopGroup, until } from "../test/processes"
import { copySite } from "../test/site-copy"
import { temporaryFolders } from "../test/temporary-folders"

const folder = temporaryFolders(afterAll)

test("npm run cms -- --workflow keeps a writer's uncommitted change, says the editor does not show it, and offers the review workflow", async () => {
  const dir = copySite(folder("site-"))
  commitAll(dir, "The site")
  const about = path.join(dir, "content", "pages", "about.md")
  fs.appendFileSync(about, "A sentence not yet committed.\n")
  const edited = fs.readFileSync(about, "utf8")
  await expectNoLocalBackend()
  const developPort = await freePort()
  const cms = spawn(process.execPath, ["scripts/cms.mjs", "--workflow"], {
    cwd: dir,
    env: { ...process.env, PORT: String(developPort) },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  })
  let stderr = ""
  cms.stderr!.on("data", (chunk) => (stderr += String(chunk)))
  try {
    const info = await until("the local backend", () => localBackendInfo(`http://localhost:${developPort}`), 30)
    expect(info).toEqual({ repo: "cms-workflow", publish_modes: ["simple", "editorial_workflow"], type: "local_git" })
    expect(stderr).toContain(
      "These files in content/ have changes not committed, which the editor does not show (they stay as they are):\ncontent/pages/about.md\n",
    )
    expect(fs.readFileSync(about, "utf8")).toBe(edited)
    expect(git(dir, "status", "--porcelain", "--", "content")).toBe("M content/pages/about.md")
  } finally {
    await stopGroup(cms)
  }
}, 60_000)
