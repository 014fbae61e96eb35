/** @jest-environment node */
import type { Store } from "gatsby"
import { movedTarget, onCreateDevServer, redirectsFile } from "./redirects"

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
