// `npm run cms`: the writers' editor on this machine. Starts Decap's local backend, which
// saves straight into content/ (listening on this machine only), and the develop server,
// which shows each saved change; prints the editor's address once both are up.
import { spawn } from "node:child_process"
import path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const DEVELOP_PORT = process.env.PORT ?? "8000"
const BACKEND_PORT = "8081"
const editorUrl = `http://localhost:${DEVELOP_PORT}/admin/`

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
const children = [
  spawn(process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
    cwd: root,
    env: { ...env, GIT_REPO_DIRECTORY: root, PORT: BACKEND_PORT, BIND_HOST: "127.0.0.1", MODE: "fs", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  }),
  spawn(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "develop", "--port", DEVELOP_PORT], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] }),
]
const [, develop] = children

// The develop server's output passes through; its "ready" line is followed by the editor's address.
let announced = false
develop.stdout.on("data", (chunk) => {
  process.stdout.write(chunk)
  if (!announced && /You can now view/.test(String(chunk))) {
    announced = true
    process.stdout.write(`\nThe content editor is at ${editorUrl}\nSaving there writes the file in content/; the site at http://localhost:${DEVELOP_PORT}/ shows it. Stop with Ctrl+C.\n\n`)
  }
})

// One stops, both stop: an editor without its backend (or the other way round) only misleads.
const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 1))
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0))
