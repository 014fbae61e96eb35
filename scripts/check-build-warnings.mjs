// Fails when the build whose log is named printed a warning (scripts/build-warnings.mjs says which
// are faults): node scripts/check-build-warnings.mjs <the build's log>, in the site's folder after the build.
import fs from "node:fs"
import path from "node:path"
import { buildWarnings } from "./build-warnings.mjs"

const [logFile] = process.argv.slice(2)
const chunks = Object.keys(JSON.parse(fs.readFileSync(path.join("public", "chunk-map.json"), "utf8")))
const warnings = buildWarnings(fs.readFileSync(logFile, "utf8"), chunks, process.cwd())
if (warnings.length) {
  console.error(`The build printed ${warnings.length === 1 ? "a warning" : `${warnings.length} warnings`}: the site's own build must print none.`)
  for (const warning of warnings) console.error(`- ${warning}`)
  process.exit(1)
}
console.log("The build printed no warning.")
