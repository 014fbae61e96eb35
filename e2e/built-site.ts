// A copy of the site built for production and served as Netlify serves it, for the browser
// tests of a site of their own (the legal documents' history, a page that moved).
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { expect, test, type Page } from "@playwright/test"
import { plain } from "../src/test/site-copy"
import { freePort, stopGroup, until } from "../src/test/processes"
import { sharedSite } from "../src/test/shared-sites"
import { temporaryFolders } from "../src/test/temporary-folders"

export type BuiltSite = { output: string; base: string; server: ChildProcess }

/** Builds the site in `dir`, which must succeed, and serves it with `npm run serve`'s server: what the build said, the address and the server. */
export async function buildAndServe(dir: string): Promise<BuiltSite> {
  const build = spawnSync(process.execPath, ["scripts/gatsby.mjs", "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
  })
  const output = plain(`${build.stdout}${build.stderr}`)
  expect(build.status, output.slice(-3000)).toBe(0)
  return { output, ...(await serveBuilt(dir)) }
}

/** The build in `dir`'s public/, served with `npm run serve`'s server: the address and the server. */
export async function serveBuilt(dir: string): Promise<Omit<BuiltSite, "output">> {
  const base = `http://localhost:${await freePort()}`
  // The production server with the build's own headers and redirects, as for the site's other browser tests.
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: dir,
    env: { ...process.env, SERVE_PORT: new URL(base).port },
    stdio: "ignore",
    detached: true,
  })
  // A server that never answers is stopped here: the caller never gets hold of it.
  await until("the server", () => fetch(`${base}/`).then((r) => r.ok || undefined), 30).catch(async (error: unknown) => {
    await stopGroup(server)
    throw error
  })
  return { base, server }
}

/** `from`, with and without its closing slash, answers a permanent redirect to `to`, and a browser following it lands there. */
export async function expectMovedFor(page: Page, base: string, from: string, to: string) {
  for (const old of [from, `${from}/`]) {
    const answer = await fetch(`${base}${old}`, { redirect: "manual" })
    expect([old, answer.status, answer.headers.get("location")]).toEqual([old, 301, to])
    const response = await page.goto(`${base}${old}`)
    expect(response!.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(to)
    expect(response!.request().redirectedFrom()!.url()).toBe(`${base}${old}`)
  }
}

/** The shared site `name` (src/test/shared-sites.ts), built once and served for one spec's tests, which read its address and its build's log once they run. */
export function servedSharedSite(name: Parameters<typeof sharedSite>[0]): { base: string; output: string } {
  const folder = temporaryFolders(test.afterAll)
  const site = { base: "", output: "" }
  let server: ChildProcess | undefined
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    const built = await sharedSite(name, folder)
    expect(built.status, built.output.slice(-3000)).toBe(0)
    site.output = built.output
    ;({ base: site.base, server } = await serveBuilt(built.dir))
  })
  test.afterAll(async () => {
    if (server) await stopGroup(server)
  })
  return site
}
