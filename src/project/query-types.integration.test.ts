/** @jest-environment node */
// A Gatsby stopped while it writes the page queries' types (it empties the file, then fills it)
// leaves the committed types as they were, not an empty file that stops the type check and the deploy.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { keepQueryTypes } from "../../scripts/query-types.mjs"
import { temporaryFolders } from "../test/temporary-folders"

const folder = temporaryFolders(afterAll)
const ROOT = path.join(__dirname, "..", "..")
const TYPES = "declare namespace Queries {\n\ntype Maybe<T> = T | null;\n\n}\n"
const NEW_TYPES = "declare namespace Queries {\n\ntype Maybe<T> = T | undefined;\n\n}\n"

test("the types' text is put back when the file was left empty or cut short, and kept when it was written whole", () => {
  const file = path.join(folder("types-"), "gatsby-types.d.ts")
  fs.writeFileSync(file, TYPES)
  for (const unfinished of ["", TYPES.slice(0, 30)]) {
    const restore = keepQueryTypes(file)
    fs.writeFileSync(file, unfinished)
    expect(restore()).toBe(true)
    expect(fs.readFileSync(file, "utf8")).toBe(TYPES)
  }
  const restore = keepQueryTypes(file)
  fs.writeFileSync(file, NEW_TYPES)
  expect(restore()).toBe(false)
  expect(fs.readFileSync(file, "utf8")).toBe(NEW_TYPES)
})

// A checkout whose Gatsby runs `gatsby`, the script in its place, through the project's own scripts/gatsby.mjs.
function checkoutWithGatsby(gatsby: string) {
  const dir = folder("checkout-")
  for (const script of ["gatsby.mjs", "gatsby-env.mjs", "query-types.mjs"]) fs.cpSync(path.join(ROOT, "scripts", script), path.join(dir, "scripts", script))
  fs.mkdirSync(path.join(dir, "src"))
  fs.writeFileSync(path.join(dir, "src", "gatsby-types.d.ts"), TYPES)
  fs.mkdirSync(path.join(dir, "node_modules", "gatsby"), { recursive: true })
  fs.writeFileSync(path.join(dir, "node_modules", "gatsby", "cli.js"), `const fs = require("node:fs")\nconst types = "src/gatsby-types.d.ts"\n${gatsby}\n`)
  const run = spawnSync(process.execPath, ["scripts/gatsby.mjs", "develop"], { cwd: dir, encoding: "utf8" })
  return { ...run, types: fs.readFileSync(path.join(dir, "src", "gatsby-types.d.ts"), "utf8") }
}

test("scripts/gatsby.mjs puts the types back after a Gatsby stopped between emptying and filling them, and keeps what a Gatsby wrote whole", () => {
  const stopped = checkoutWithGatsby('fs.writeFileSync(types, "")\nprocess.kill(process.pid, "SIGTERM")')
  expect(stopped.types).toBe(TYPES)
  expect(stopped.stderr).toContain("Gatsby stopped while it wrote src/gatsby-types.d.ts: the file holds what it held before again.")
  expect(stopped.status).toBe(143)
  const written = checkoutWithGatsby(`fs.writeFileSync(types, ${JSON.stringify(NEW_TYPES)})`)
  expect(written.types).toBe(NEW_TYPES)
  expect(written.stderr).toBe("")
  expect(written.status).toBe(0)
})
