// Decap's local backend for the git repository in the current folder, as `npm run cms` starts it,
// on 127.0.0.1:8081 (PORT). By default it saves files straight into content/ (decap-server's fs mode).
// Either way decap-server listens on a port of its own behind a guard (scripts/cms-guard.mjs): a
// request reaches it only with this backend's Host, from an editor's origin (CMS_EDITOR_ORIGIN: the
// develop server's and npm run serve's, space-separated), and for files in the editor's folders;
// anything else gets 403.
//
// With --workflow it runs the review workflow, and the writer's folder is never its workspace:
// decap-server's git mode checks branches out and commits with `git add .`, which would sweep a
// writer's untracked files into a draft and hide them when it switches back. So it works in a
// clone of its own (.git/cms-workflow), behind a proxy that, one request at a time:
// - first brings the clone's branch up to the writer's (their own commits reach the editor);
// - then mirrors the clone's cms/* draft branches into this repository;
// - and after a Publish fast-forwards the writer's branch, which changes the published files only.
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import { createRequire } from "node:module"
import net from "node:net"
import path from "node:path"
import { editorOrigins, refusal } from "./cms-guard.mjs"

const require = createRequire(import.meta.url)
const root = process.cwd()
const port = Number(process.env.PORT ?? 8081)
const host = "127.0.0.1"
const workflow = process.argv.includes("--workflow")
const server = require.resolve("decap-server/dist/index.js")
const backendEnv = { ...process.env, BIND_HOST: host, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" }
const origins = editorOrigins(process.env.CMS_EDITOR_ORIGIN ?? "http://localhost:8000")

const git = (cwd, ...args) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim()
const tryGit = (cwd, ...args) => {
  try {
    return { ok: true, out: git(cwd, ...args) }
  } catch (error) {
    return { ok: false, out: String(error.stderr || error.message).trim() }
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, host, () => {
      const { port: free } = probe.address()
      probe.close(() => resolve(free))
    })
  })

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

function forward(target, request, body) {
  return new Promise((resolve, reject) => {
    const upstream = http.request({ host, port: target, method: request.method, path: request.url, headers: request.headers }, (response) => {
      const chunks = []
      response.on("data", (chunk) => chunks.push(chunk))
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    upstream.on("error", reject)
    upstream.end(body)
  })
}

// Every request passes the guard first; in the workflow, changes are then brought back (see above).
function startProxy(internalPort, backend, around = (_action, send) => send()) {
  let queue = Promise.resolve()
  const proxy = http.createServer((request, response) => {
    const chunks = []
    request.on("data", (chunk) => chunks.push(chunk))
    request.on("end", () => {
      const body = Buffer.concat(chunks)
      const why = refusal(
        { host: request.headers.host, origin: request.headers.origin, body: request.method === "POST" ? String(body) : undefined },
        { port, origins },
      )
      if (why) {
        console.error(`The editor's backend refused a ${request.method} request: ${why}.`)
        return response.writeHead(403, { "Content-Type": "application/json" }).end(JSON.stringify({ error: `Refused: ${why}` }))
      }
      const action = request.method === "POST" ? safeAction(body) : undefined
      queue = queue.then(async () => {
        try {
          const answer = await around(action, () => forward(internalPort, request, body))
          response.writeHead(answer.status, answer.headers).end(answer.body)
        } catch (error) {
          response.writeHead(502, { "Content-Type": "application/json" }).end(JSON.stringify({ error: String(error.message ?? error) }))
        }
      })
    })
  })
  // A port already taken stops both: the editor would otherwise find no backend, or another one.
  proxy.on("error", (error) => {
    console.error(`The editor's backend could not listen on ${host}:${port}: ${error.message}`)
    backend.kill("SIGTERM")
  })
  proxy.listen(port, host)
}

// decap-server in `mode` on the repository in `dir`, on a port of its own behind the guard.
async function startBackend(mode, dir, around) {
  const internalPort = await freePort()
  const backend = spawn(process.execPath, [server], {
    cwd: dir,
    env: { ...backendEnv, MODE: mode, GIT_REPO_DIRECTORY: dir, PORT: String(internalPort) },
    stdio: "inherit",
  })
  startProxy(internalPort, backend, around)
  return backend
}

function startWorkflow() {
  const branch = process.env.CMS_BRANCH ?? git(root, "symbolic-ref", "--short", "HEAD")
  const clone = workflowClone(branch)
  return startBackend("git", clone, async (action, send) => {
    if (action && action !== "info") catchUp(clone, branch)
    const answer = await send()
    if (CHANGES.has(action) && answer.status < 400) bringBack(clone, branch)
    return answer
  })
}

const safeAction = (body) => {
  try {
    return JSON.parse(String(body)).action
  } catch {
    return undefined
  }
}

const backend = workflow ? await startWorkflow() : await startBackend("fs", root)

// The backend stops with this process, and this process with the backend.
backend.on("exit", (code) => process.exit(code ?? 1))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => backend.kill("SIGTERM"))
