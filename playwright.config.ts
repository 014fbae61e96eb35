// Browser tests against the production build in public/, in Debian's Chromium: its headless
// shell, but for the tests tagged @whole-browser (e2e/browser.ts), which need the browser itself.
import { defineConfig } from "@playwright/test"
import { BROWSER_ENV, CHROMIUM_ARGS, CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from "./e2e/browser"

// Two checkouts may run their browser tests side by side on one machine, each on ports of its own.
const PORT = Number(process.env.E2E_PORT ?? 9321)
const GATSBY_SERVE_PORT = PORT + 1
const launchedFrom = (executablePath: string) => ({ launchOptions: { executablePath, args: CHROMIUM_ARGS, env: BROWSER_ENV } })

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalTeardown: "./e2e/global-teardown.ts",
  use: { baseURL: `http://localhost:${PORT}` },
  projects: [
    { name: "chromium", grepInvert: /@whole-browser/, use: launchedFrom(CHROMIUM_SHELL_PATH) },
    { name: "chromium, the whole browser", grep: /@whole-browser/, use: launchedFrom(CHROMIUM_PATH) },
  ],
  webServer: [
    { command: `SERVE_PORT=${PORT} node scripts/serve.mjs`, url: `http://localhost:${PORT}/`, reuseExistingServer: false },
    {
      command: `GATSBY_TELEMETRY_DISABLED=1 npx gatsby serve --port ${GATSBY_SERVE_PORT} --host 127.0.0.1`,
      url: `http://127.0.0.1:${GATSBY_SERVE_PORT}/`,
      reuseExistingServer: false,
    },
  ],
})

export { GATSBY_SERVE_PORT, PORT as SERVE_PORT }
