/** @jest-environment node */
// The build of a later day prints no warning of the browsers data's age, which npm test would fail
// on: Gatsby runs with the environment scripts/gatsby-env.mjs gives it, and Renovate renews the data.
import { createRequire } from "node:module"
import { gatsbyEnv } from "../../scripts/gatsby-env.mjs"

// The browserslist Gatsby's build loads, not one of the site's own.
const browserslist = createRequire(require.resolve("gatsby"))("browserslist") as { (query: string): string[]; clearCaches(): void }

// Whether browserslist warns of its data's age in the environment `env`, two years after this run's day.
function warnsOfAge(env: NodeJS.ProcessEnv): boolean {
  const saved = process.env
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
  jest.useFakeTimers({ now: Date.now() + 2 * 365 * 86_400_000 })
  try {
    process.env = { ...env, npm_config_loglevel: "" }
    browserslist.clearCaches()
    browserslist("defaults")
    return warn.mock.calls.some(([message]) => /browsers data \(caniuse-lite\) is \d+ months old/.test(String(message)))
  } finally {
    process.env = saved
    jest.useRealTimers()
    warn.mockRestore()
  }
}

test("two years on, Gatsby's browserslist warns of its data's age, but not in the environment Gatsby is run in", () => {
  const { BROWSERSLIST_IGNORE_OLD_DATA, ...bare } = process.env
  expect(warnsOfAge(bare)).toBe(true)
  expect(warnsOfAge(gatsbyEnv("/tmp/gatsby"))).toBe(false)
})
