// Runs Gatsby (`npm run build`, `npm run develop`) with a temporary folder of its own, removed
// when Gatsby ends however it ends: Gatsby's workers each make a folder in the temporary
// directory (gatsby-worker*) and never remove it, so every build left a few on the machine.
// Usage: node scripts/gatsby.mjs build | develop [Gatsby's own options]
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "veridraft-gatsby-"))
const gatsby = spawn(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", TMPDIR: temporary },
})
// Ctrl+C reaches Gatsby from the terminal too; a stop sent to this process alone is passed on.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => gatsby.kill(signal))
gatsby.on("exit", (code, signal) => {
  fs.rmSync(temporary, { recursive: true, force: true })
  process.exitCode = code ?? (signal ? 128 + os.constants.signals[signal] : 1)
})
