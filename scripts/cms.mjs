// `npm run cms`: the writers' editor on this machine. Starts Decap's local backend (listening on
// this machine only) and the develop server, which shows each saved change; prints the editor's
// address, which names the backend's port, once both are up. Ports: DEVELOP_PORT (else 8000, or a
// free one), CMS_BACKEND_PORT (else 8081, or a free one), SERVE_PORT (npm run serve's, 9000): one
// named but taken stops it with a line saying so.
// - By default a save writes the file in content/ straight away.
// - With `-- --workflow`, the editor runs the review workflow production uses, on this git
//   repository: a save commits to a cms/... branch, the entry moves through In review and Ready,
//   and Publish merges it into the current branch. The backend works in a clone of its own
//   (scripts/cms-backend.mjs), so nothing else in this folder is committed, moved or deleted.
import { execFileSync, spawn } from "node:child_process"
import net from "node:net"
import path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const workflow = process.argv.includes("--workflow")

// The port `variable` names, which must be free; unnamed, `preferred` when free, else any free port.
async function portFor(variable, preferred) {
  const named = process.env[variable]
  const free = (port) =>
    new Promise((resolve) => {
      const probe = net.createServer().once("error", () => resolve(undefined))
      probe.listen(port, () => {
        const { port: got } = probe.address()
        probe.close(() => resolve(got))
      })
    })
  if (named === undefined) return (await free(preferred)) ?? (await free(0))
  const port = await free(Number(named))
  if (port !== undefined) return port
  console.error(`Port ${named} (${variable}) is taken by another program: name a free one with ${variable}, or leave it unset for any free port.`)
  process.exit(1)
}

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim()
let branch = process.env.CMS_BRANCH ?? "main"
if (workflow) {
  branch = process.env.CMS_BRANCH ?? git("rev-parse", "--abbrev-ref", "HEAD")
  // The editor edits what is committed: a writer's uncommitted change, or file made, is kept, but not shown there.
  const changed = git("diff", "--name-only", "HEAD", "--", "content")
  const made = git("ls-files", "--others", "--exclude-standard", "--", "content")
  const uncommitted = [changed, made].filter(Boolean).join("\n")
  if (uncommitted) console.warn(`These files in content/ have changes not committed, which the editor does not show (they stay as they are):\n${uncommitted}\n`)
}

const developPort = await portFor("DEVELOP_PORT", 8000)
const servePort = process.env.SERVE_PORT ?? "9000"
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_BRANCH: branch }
const children = []
// One stops, all stop: an editor without its backend (or the other way round) only misleads.
const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0))
const start = (script, args, options) => {
  const child = spawn(process.execPath, [path.join(root, "scripts", script), ...args], { cwd: root, ...options })
  child.on("exit", (code) => stopAll(code ?? 1))
  children.push(child)
  return child
}

// The backend answers the editors this develop server and `npm run serve` (SERVE_PORT) serve, and
// nothing else; it says which port it took (CMS_BACKEND_PORT, 8081 or a free one).
const backend = start("cms-backend.mjs", workflow ? ["--workflow"] : [], {
  env: { ...env, CMS_EDITOR_ORIGIN: `http://localhost:${developPort} http://localhost:${servePort}` },
  stdio: ["ignore", "pipe", "inherit"],
})
backend.stdout.pipe(process.stdout)
const backendPort = await new Promise((resolve) => {
  let said = ""
  backend.stdout.on("data", function listening(chunk) {
    said += chunk
    const port = said.match(/listening at http:\/\/localhost:(\d+)\//)?.[1]
    if (port === undefined) return
    backend.stdout.off("data", listening)
    resolve(port)
  })
})
// The editor's address names its backend's port (src/cms/cms-config.ts reads it).
const editorAt = (port) => `http://localhost:${port}/admin/?backend=${backendPort}`
const develop = start("gatsby.mjs", ["develop", "--port", String(developPort)], { env, stdio: ["ignore", "pipe", "inherit"] })

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
      `\nThe content editor is at ${editorAt(developPort)}\n${howSavesWork} The site at http://localhost:${developPort}/ shows what is saved; a build served by npm run serve has its editor at ${editorAt(servePort)}. Stop with Ctrl+C.\n\n`,
    )
  }
})
