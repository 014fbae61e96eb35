/** @jest-environment node */
import fs from "node:fs"
import type { Reporter } from "gatsby"
import { netlifyBuildCache, netlifyCacheDir } from "./netlify-build-cache"

test("the cache is kept where Netlify keeps files between builds: its build image's folder, or .netlify/build-cache under netlify build", () => {
  expect(netlifyCacheDir({ NETLIFY: "true" })).toBe("/opt/build/cache")
  expect(netlifyCacheDir({ NETLIFY_LOCAL: "true" })).toBe(`${process.cwd()}/.netlify/build-cache`)
  expect(netlifyCacheDir({})).toBeUndefined()
})

test("outside Netlify the hooks restore nothing and store nothing: a build keeps its own .cache and public/", async () => {
  const reporter = { info: jest.fn(), warn: jest.fn() } as unknown as Reporter
  const hooks = netlifyBuildCache({})
  const before = fs.readdirSync(".")
  expect(await hooks.restore({ directories: [".cache", "public"], reporter })).toBe(false)
  await hooks.store({ directories: [".cache", "public"], reporter })
  expect(fs.readdirSync(".")).toEqual(before)
  expect(reporter.info).not.toHaveBeenCalled()
})
