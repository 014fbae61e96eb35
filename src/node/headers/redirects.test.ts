/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Store } from "gatsby"
import { movedTarget, onCreateDevServer, publishedRedirects, redirectsFile } from "./redirects"

const redirects = [
  { fromPath: "/pricing", toPath: "/plans", statusCode: 301 },
  { fromPath: "/terms-of-service/*", toPath: "/terms/:splat", statusCode: 301 },
  { fromPath: "/demo", toPath: "https://schedule.veridraft.example.com/demo", statusCode: 301 },
]
const store = { getState: () => ({ redirects }) } as unknown as Store

test("the redirects are written in Netlify's format, one line each, in the order they apply", () => {
  expect(redirectsFile(redirects.map(({ fromPath, toPath }) => ({ from: fromPath, to: toPath })))).toBe(
    "/pricing /plans 301\n/terms-of-service/* /terms/:splat 301\n/demo https://schedule.veridraft.example.com/demo 301\n",
  )
})

test("the develop server answers them through Netlify's matcher, with or without a closing slash, and passes every other address on", async () => {
  let middleware: (req: object, res: object, next: () => void) => Promise<void> = async () => {}
  const app = { use: (handler: typeof middleware) => (middleware = handler) }
  await onCreateDevServer!({ app, store } as never, {} as never, () => {})
  const answer = async (path: string) => {
    let result = "next"
    await middleware({ path, headers: { host: "localhost:8000" } }, { redirect: (status: number, to: string) => (result = `${status} ${to}`) }, () => undefined)
    return result
  }
  expect(await answer("/pricing")).toBe("301 /plans")
  expect(await answer("/pricing/")).toBe("301 /plans")
  expect(await answer("/terms-of-service/2026-10-01/changes")).toBe("301 /terms/2026-10-01/changes")
  expect(await answer("/demo")).toBe("301 https://schedule.veridraft.example.com/demo")
  expect(await answer("/plans")).toBe("next")
})

test("a move is published by what it leads to: a page, the page the addresses under it stand under, the PDF beside its versions", () => {
  expect(movedTarget("/privacy#cookies")).toBe("/privacy")
  expect(movedTarget("/privacy/:splat")).toBe("/privacy")
  expect(movedTarget("/legal/privacy-:splat")).toBe("/legal/privacy.pdf")
  expect(movedTarget("/legal/privacy.pdf")).toBe("/legal/privacy.pdf")
})

test("a site.json that does not read (develop shows it as a content problem) has no redirects of its own, and stops nothing that reads the moves", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"))
  fs.cpSync(path.join(__dirname, "..", "..", "test", "fixture-site"), site, { recursive: true })
  const cwd = process.cwd()
  // The redirects are read from the site's folder, which the build runs in.
  process.chdir(site)
  try {
    const settings = path.join(site, "content", "site.json")
    fs.writeFileSync(settings, '{ "redirects": [{ "from": "/demo", "to": "/request-demo" }] ')
    expect(publishedRedirects({ pages: [], legal: [] }).made).toEqual([])
    fs.rmSync(settings)
    expect(publishedRedirects({ pages: [], legal: [] }).made).toEqual([])
  } finally {
    process.chdir(cwd)
    fs.rmSync(site, { recursive: true, force: true })
  }
})
