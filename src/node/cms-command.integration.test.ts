/** @jest-environment node */
// `npm run cms -- --workflow` on a git repository: it refuses a working tree with changes (its
// backend checks branches out there), and on a clean one starts Decap's local backend in its git
// mode, which offers the editor the review workflow. The workflow itself is driven in the
// browser tests (e2e/cms.spec.ts).
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expectNoLocalBackend, localBackendInfo } from "../test/decap-editor"
import { commitAll, git } from "../test/git-repo"
import { freePort, stopGroup, until } from "../test/processes"
import { copySite } from "../test/site-copy"

test("npm run cms -- --workflow refuses uncommitted changes, and on a clean repository offers the review workflow", async () => {
  const dir = copySite()
  try {
    commitAll(dir, "The site")
    fs.appendFileSync(path.join(dir, "content", "about.md"), "A sentence not yet committed.\n")
    const refused = spawnSync(process.execPath, ["scripts/cms.mjs", "--workflow"], { cwd: dir, encoding: "utf8" })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain("commit or stash your changes first, then run `npm run cms -- --workflow` again.")

    git(dir, "checkout", "--", "content/about.md")
    await expectNoLocalBackend()
    const cms = spawn(process.execPath, ["scripts/cms.mjs", "--workflow"], { cwd: dir, env: { ...process.env, PORT: String(await freePort()) }, stdio: "ignore", detached: true })
    try {
      const info = await until("the local backend", localBackendInfo, 30)
      expect(info).toEqual({ repo: path.basename(dir), publish_modes: ["simple", "editorial_workflow"], type: "local_git" })
    } finally {
      await stopGroup(cms)
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
