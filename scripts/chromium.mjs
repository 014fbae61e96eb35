// Debian's Chromium for the Node scripts, from the same facts the browser tests use.
import fs from "node:fs"

const facts = JSON.parse(fs.readFileSync(new URL("./chromium.json", import.meta.url), "utf8"))
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? facts.defaultPath
export const CHROMIUM_ARGS = facts.args
