// A copy of the site built for production and served as Netlify serves it, for the browser
// tests of a site of their own (the legal documents' history, a page that moved).
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { expect } from "@playwright/test"
import { plain } from "../src/test/site-copy"
import { freePort, until } from "../src/test/processes"

export type BuiltSite = { output: string; base: string; server: ChildProcess }

/** Builds the site in `dir`, which must succeed, and serves it with `npm run serve`'s server: what the build said, the address and the server. */
export async function buildAndServe(dir: string): Promise<BuiltSite> {
  const build = spawnSync("npx", ["gatsby", "build"], { cwd: dir, encoding: "utf8", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" } })
  const output = plain(`${build.stdout}${build.stderr}`)
  expect(build.status, output.slice(-3000)).toBe(0)
  const base = `http://localhost:${await freePort()}`
  // The production server with the build's own headers and redirects, as for the site's other browser tests.
  const server = spawn(process.execPath, ["scripts/serve.mjs"], { cwd: dir, env: { ...process.env, PORT: new URL(base).port }, stdio: "ignore", detached: true })
  await until("the server", () => fetch(`${base}/`).then((r) => r.ok || undefined), 30)
  return { output, base, server }
}
