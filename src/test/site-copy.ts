// A copy of the site in a temporary folder, sharing this checkout's node_modules, for tests
// that run Gatsby itself on content with a mistake in it.
import fs from "node:fs"
import path from "node:path"

const root = path.join(__dirname, "..", "..")
const SITE_FILES = ["package.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "tsconfig.json", "postcss.config.js", "scripts", "src", "content", "static"]

export const FIXTURES = path.join(root, "src", "content", "__fixtures__")

/** `dir`, an empty folder, made a fresh copy of the site. */
export function copySite(dir: string): string {
  for (const name of SITE_FILES) fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true })
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
  return dir
}

/** Gatsby's output without colour codes. */
export const plain = (text: string) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
