// Runs Gatsby (`npm run build`, `npm run develop`) with a temporary folder of its own, removed
// when Gatsby and its workers have ended, however they end: Gatsby's workers each make a folder
// in the temporary directory (gatsby-worker*) and never remove it, so every build left a few on
// the machine. A Gatsby stopped while it wrote the page queries' types leaves them as they were
// (./query-types.mjs). Usage: node scripts/gatsby.mjs build | develop [Gatsby's own options]
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { keepQueryTypes } from "./query-types.mjs"
import { gatsbyEnv } from "./gatsby-env.mjs"

const root = path.resolve(import.meta.dirname, "..")
const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "veridraft-gatsby-"))
const restoreTypes = keepQueryTypes(path.join(root, "src", "gatsby-types.d.ts"))
const gatsby = spawn(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), ...process.argv.slice(2)], {
  stdio: "inherit",
  env: gatsbyEnv(temporary),
})
// Ctrl+C reaches Gatsby from the terminal too; a stop sent to this process alone is passed on.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => gatsby.kill(signal))

// Whether a process other than this one still has the folder as its TMPDIR, read from /proc where
// there is one: a Gatsby that stops on an error leaves its workers to write their state after it.
function inUse() {
  if (!fs.existsSync("/proc")) return false
  const setting = `TMPDIR=${temporary}`
  return fs.readdirSync("/proc").some((pid) => {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) return false
    try {
      return fs.readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(setting)
    } catch {
      return false // ended meanwhile, or another user's
    }
  })
}

gatsby.on("exit", async (code, signal) => {
  for (let waited = 0; waited < 15_000 && inUse(); waited += 100) await sleep(100)
  fs.rmSync(temporary, { recursive: true, force: true })
  if (restoreTypes()) console.error("Gatsby stopped while it wrote src/gatsby-types.d.ts: the file holds what it held before again.")
  process.exitCode = code ?? (signal ? 128 + os.constants.signals[signal] : 1)
})
