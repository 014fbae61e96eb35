// A copy of the site in a temporary folder, sharing this checkout's node_modules, for tests
// that run Gatsby itself on content with a mistake in it: the site's code with the fixture site's
// content/ and static/ (src/test/fixture-site.ts), so a writer's edit of the live site changes no test's site.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { copyFixtureSite } from "./fixture-site"

const root = path.join(__dirname, "..", "..")
const SITE_FILES = [
  "package.json",
  ".parcelrc",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "scripts",
  "src",
]

export const FIXTURES = path.join(root, "src", "vocabulary", "__fixtures__")

/** `dir`, an empty folder, made a fresh copy of the site's code with the fixture site's content, for a build on `day` (SITE_DATE's or today). */
export function copySite(dir: string, day?: string): string {
  for (const name of SITE_FILES) fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true })
  copyFixtureSite(dir, day)
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"))
  return dir
}

/** Gatsby's output without colour codes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC begins a terminal colour code
export const plain = (text: string) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")

const builds = new Set<ChildProcess>()
/** Stops every build still running, with its workers: for the after-all hook of a test file whose test ended before its build. */
export const stopBuilds = () =>
  Promise.all(
    [...builds].map((child) => {
      const closed = new Promise((resolve) => child.once("close", resolve))
      child.kill() // scripts/gatsby.mjs passes it on to Gatsby, which stops its workers
      return closed
    }),
  )

/** `gatsby build` in `dir`, with `env` added to this process's environment: its status and plain output. */
export async function gatsbyBuild(dir: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ["scripts/gatsby.mjs", "build"], { cwd: dir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...env } })
  builds.add(child)
  child.on("close", () => builds.delete(child))
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve))
  return { status, output: plain(output) }
}
