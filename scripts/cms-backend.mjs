// Decap's local backend for the git repository in the current folder, as `npm run cms` starts it,
// on 127.0.0.1: on CMS_BACKEND_PORT when it is set, else on 8081 (Decap's own default) when that is
// free, else on a free port; once listening it prints its address. By default it saves files
// straight into content/ (decap-server's fs mode).
// decap-server's middlewares run in this process, behind the guard (scripts/cms-guard.mjs) as the
// first middleware of the one server listening: a request reaches them only with this backend's
// Host, from an editor's origin (CMS_EDITOR_ORIGIN: the develop server's and npm run serve's,
// space-separated), with a bounded body, for an action its mode declares and for files whose real
// place is in the editor's folders (scripts/cms-files.mjs); anything else gets 403 (413 for a body
// too large), and an answer carries only such files.
//
// With --workflow it runs the review workflow (what it takes: scripts/cms-review.mjs), and the
// writer's folder is never its workspace:
// decap-server's git mode checks branches out and commits with `git add .`, which would sweep a
// writer's untracked files into a draft and hide them when it switches back. So it works in a
// clone of its own (.git/cms-workflow), and, one request at a time:
// - first brings the clone's branch up to the writer's (their own commits reach the editor);
// - then mirrors the clone's cms/* draft branches into this repository;
// - and after a Publish fast-forwards the writer's branch, which changes the published files only.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import { createRequire } from "node:module"
import path from "node:path"
import { FILES_MODE } from "./cms-files.mjs"
import { editorOrigins, guard } from "./cms-guard.mjs"
import { reviewMode } from "./cms-review.mjs"

const require = createRequire(import.meta.url)
// express is decap-server's own dependency, and its middlewares are registered on an app of it.
const decapRequire = createRequire(require.resolve("decap-server/package.json"))
const express = decapRequire("express")
const { registerLocalFs, registerLocalGit } = decapRequire("./dist/middlewares.js")
const root = process.cwd()
const DEFAULT_PORT = 8081
const named = process.env.CMS_BACKEND_PORT
const host = "127.0.0.1"
const workflow = process.argv.includes("--workflow")
const logLevel = process.env.LOG_LEVEL ?? "warn"
const origins = editorOrigins(process.env.CMS_EDITOR_ORIGIN ?? "http://localhost:8000")

const git = (cwd, ...args) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()
const tryGit = (cwd, ...args) => {
  try {
    return { ok: true, out: git(cwd, ...args) }
  } catch (error) {
    return { ok: false, out: String(error.stderr || error.message).trim() }
  }
}

/** The clone the workflow works in, made on first use and kept with the repository's own data. */
function workflowClone(branch) {
  const clone = path.resolve(root, git(root, "rev-parse", "--git-common-dir"), "cms-workflow")
  if (!fs.existsSync(path.join(clone, ".git"))) {
    git(root, "clone", "--quiet", "--branch", branch, root, clone)
    // Drafts already in this repository (from an earlier clone) stay in the editor.
    git(clone, "fetch", "--quiet", root, "+refs/heads/cms/*:refs/heads/cms/*")
  }
  // The clone works on the writer's branch, as it is now (a clone from an earlier run may be on another).
  if (!tryGit(clone, "rev-parse", "--verify", "--quiet", `refs/heads/${branch}`).ok)
    git(clone, "fetch", "--quiet", root, `refs/heads/${branch}:refs/heads/${branch}`)
  git(clone, "checkout", "--quiet", branch)
  catchUp(clone, branch)
  // The writer's name on the editor's commits, as git would put it on their own.
  for (const key of ["user.name", "user.email"]) {
    const value = tryGit(root, "config", key)
    if (value.ok && value.out) git(clone, "config", key, value.out)
  }
  return clone
}

// The writer's new commits on the branch reach the clone (a fast-forward; the clone is idle on it).
function catchUp(clone, branch) {
  git(clone, "fetch", "--quiet", root, `+refs/heads/${branch}:refs/remotes/writer/${branch}`)
  if (tryGit(clone, "merge-base", "--is-ancestor", branch, `writer/${branch}`).ok) git(clone, "merge", "--quiet", "--ff-only", `writer/${branch}`)
}

// Drafts mirrored as branches of this repository; a published branch moves the writer's forward.
function bringBack(clone, branch) {
  git(root, "fetch", "--quiet", "--prune", clone, "+refs/heads/cms/*:refs/heads/cms/*")
  const published = git(clone, "rev-parse", branch)
  if (git(root, "rev-parse", branch) === published) return
  const onBranch = tryGit(root, "symbolic-ref", "--short", "HEAD").out === branch
  git(root, "fetch", "--quiet", clone, branch)
  // Only files the published commits change are written; anything else in the folder stays as it is.
  const merged = onBranch ? tryGit(root, "merge", "--quiet", "--ff-only", published) : tryGit(root, "fetch", "--quiet", clone, `${branch}:${branch}`)
  if (!merged.ok) {
    console.error(
      `Published in the editor, but ${branch} in this folder could not take it (${merged.out.split("\n")[0]}). Nothing here was changed; bring it in with: git merge --ff-only ${published}`,
    )
  }
}

const CHANGES = new Set([
  "persistEntry",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
  "updateUnpublishedEntryStatus",
  "publishUnpublishedEntry",
  "deleteUnpublishedEntry",
])

// The one server: the named port, or Decap's default, or when that is taken, any free port.
function listen(server) {
  const attempt = (port) =>
    new Promise((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, host, () => {
        server.off("error", reject)
        resolve(server.address().port)
      })
    })
  if (named !== undefined) return attempt(Number(named))
  return attempt(DEFAULT_PORT).catch((error) => (error.code === "EADDRINUSE" ? attempt(0) : Promise.reject(error)))
}

// decap-server's `kind` of middleware (fs or git) on the repository in `dir`, behind the guard
// taking what `mode` declares, on this process's one port.
async function startBackend(kind, dir, mode, hooks) {
  let port
  const app = express()
  app.disable("x-powered-by")
  app.use(guard({ port: () => port, origins, root: dir, mode, hooks }))
  // decap-server reads the repository's folder from its environment.
  process.env.GIT_REPO_DIRECTORY = dir
  await (kind === "git" ? registerLocalGit : registerLocalFs)(app, { logLevel })
  port = await listen(http.createServer(app)).catch((error) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `The editor's backend cannot listen on port ${named}, which another program holds: name a free one with CMS_BACKEND_PORT, or leave it unset for any free port.`
        : `The editor's backend could not listen on ${host}:${named ?? DEFAULT_PORT}: ${error.message}`,
    )
    process.exit(1)
  })
  console.log(`The editor's backend is listening at http://localhost:${port}/api/v1`)
}

function startWorkflow() {
  const branch = process.env.CMS_BRANCH ?? git(root, "symbolic-ref", "--short", "HEAD")
  const clone = workflowClone(branch)
  return startBackend("git", clone, reviewMode({ clone, branch, folder: root }), {
    before: (action) => {
      if (action && action !== "info") catchUp(clone, branch)
    },
    after: (action, status) => {
      if (CHANGES.has(action) && status < 400) bringBack(clone, branch)
    },
  })
}

await (workflow ? startWorkflow() : startBackend("fs", root, FILES_MODE))
