/** @jest-environment node */
// The end-of-run check of npm test (scripts/test-all.sh) compares what the run's own tools are
// known to make in the system's temporary directories, before and after: a file another program
// makes there during the run is not the run's, and does not fail it; a tool's leftover does.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { temporaryFolders } from "../test/temporary-folders"

const folder = temporaryFolders(afterAll)
const script = path.join(__dirname, "..", "..", "scripts", "tool-temporaries.sh")
// As scripts/test-all.sh runs it: under `set -euo pipefail`, where a directory with none of the names must not stop the run.
const listing = (dir: string) =>
  execFileSync("bash", ["-c", `set -euo pipefail; source "${script}"; found=$(tool_temporaries "$1"); echo "$found"`, "bash", dir], { encoding: "utf8" }).trim()

test("a file another program makes in /tmp during the run is not the run's; a tool's leftover is", () => {
  const tmp = folder("system-tmp-")
  expect(listing(tmp)).toBe("")
  fs.writeFileSync(path.join(tmp, "editor-notes.swp"), "")
  const before = listing(tmp)
  fs.writeFileSync(path.join(tmp, "another-run.log"), "")
  fs.mkdirSync(path.join(tmp, "chromium-profile-x"))
  expect(listing(tmp)).toBe(before)
  for (const name of ["jest_0", "node-jiti", "gatsby-worker-abc", "v8-compile-cache-0", ".X11-unix"]) fs.mkdirSync(path.join(tmp, name))
  expect(listing(tmp).split("\n").sort()).toEqual(
    [".X11-unix", "gatsby-worker-abc", "jest_0", "node-jiti", "v8-compile-cache-0"].map((name) => path.join(tmp, name)).sort(),
  )
})
