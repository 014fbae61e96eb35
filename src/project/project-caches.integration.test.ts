/** @jest-environment node */
// scripts/with-project-caches.sh keeps the tools' caches in node_modules/.cache whether it runs a
// command (npm run test:unit) or is sourced by a script that was given arguments of its own
// (npm run test:node -- 24), which it must not take for a command.
import { spawnSync } from "node:child_process"
import path from "node:path"

const root = path.join(__dirname, "..", "..")
const script = path.join(root, "scripts", "with-project-caches.sh")
const caches = path.join(root, "node_modules", ".cache")
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(PLAYWRIGHT_TRANSFORM_CACHE_DIR|V8_COMPILE_CACHE_CACHE_DIR|NODE_COMPILE_CACHE)$/.test(name)),
)
const bash = (...args: string[]) => spawnSync("bash", args, { cwd: root, env, encoding: "utf8" })
const PRINT = 'echo "$NODE_COMPILE_CACHE $PLAYWRIGHT_TRANSFORM_CACHE_DIR $V8_COMPILE_CACHE_CACHE_DIR"'
const EXPECTED = `${caches}/node-compile-cache ${caches}/playwright-transform ${caches}/v8-compile-cache\n`

test("run with a command, it runs the command with the caches in node_modules/.cache", () => {
  expect(bash(script, "bash", "-c", PRINT)).toMatchObject({ status: 0, stdout: EXPECTED })
})

test("sourced by a script given arguments, it sets the caches and leaves the script to go on with its arguments", () => {
  const result = bash("-c", `source "${script}"; echo "went on with $1"; ${PRINT}`, "script", "24")
  expect(result).toMatchObject({ status: 0, stderr: "", stdout: `went on with 24\n${EXPECTED}` })
})
