// `npm run cms`: the writers' editor on this machine. Starts Decap's local backend (listening on
// this machine only) and the develop server, which shows each saved change; prints the editor's
// address once both are up.
// - By default a save writes the file in content/ straight away.
// - With `-- --workflow`, the editor runs the review workflow production uses, on this git
//   repository: a save commits to a cms/... branch, the entry moves through In review and Ready,
//   and Publish merges it into the current branch. The backend works in a clone of its own
//   (scripts/cms-backend.mjs), so nothing else in this folder is committed, moved or deleted.
import { execFileSync, spawn } from "node:child_process"
import path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const DEVELOP_PORT = process.env.PORT ?? "8000"
const BACKEND_PORT = "8081"
const editorUrl = `http://localhost:${DEVELOP_PORT}/admin/`
const workflow = process.argv.includes("--workflow")

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim()
let branch = process.env.CMS_BRANCH ?? "main"
if (workflow) {
  branch = process.env.CMS_BRANCH ?? git("rev-parse", "--abbrev-ref", "HEAD")
  // The editor edits what is committed: a writer's uncommitted change is kept, but not shown there.
  const uncommitted = git("diff", "--name-only", "HEAD", "--", "content")
  if (uncommitted) console.warn(`These files in content/ have changes not committed, which the editor does not show (they stay as they are):\n${uncommitted}\n`)
}

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_BRANCH: branch }
const children = [
  spawn(process.execPath, [path.join(root, "scripts", "cms-backend.mjs"), ...(workflow ? ["--workflow"] : [])], {
    cwd: root,
    // The backend answers the editors this develop server and `npm run serve` (SERVE_PORT, 9000) serve, and nothing else.
    env: { ...env, PORT: BACKEND_PORT, CMS_EDITOR_ORIGIN: `http://localhost:${DEVELOP_PORT} http://localhost:${process.env.SERVE_PORT ?? "9000"}` },
    stdio: ["ignore", "inherit", "inherit"],
  }),
  spawn(process.execPath, [path.join(root, "scripts", "gatsby.mjs"), "develop", "--port", DEVELOP_PORT], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  }),
]
const [, develop] = children

const howSavesWork = workflow
  ? `Saving there commits to a cms/... branch of this repository; Publish merges it into ${branch}.`
  : "Saving there writes the file in content/."

// The develop server's output passes through; its "ready" line is followed by the editor's address.
let announced = false
develop.stdout.on("data", (chunk) => {
  process.stdout.write(chunk)
  if (!announced && /You can now view/.test(String(chunk))) {
    announced = true
    process.stdout.write(
      `\nThe content editor is at ${editorUrl}\n${howSavesWork} The site at http://localhost:${DEVELOP_PORT}/ shows what is saved. Stop with Ctrl+C.\n\n`,
    )
  }
})

// One stops, both stop: an editor without its backend (or the other way round) only misleads.
const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 1))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0))
