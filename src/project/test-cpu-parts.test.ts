/** @jest-environment node */
// `npm run bench:test` names each process of a run by its part: command lines as `npm test` starts them.
import { fileSeconds, gatsbyCommand, partOf } from "../../scripts/test-cpu-parts.mjs"

const ROOT = "/home/writer/site"
const RUN = "/tmp/tmp.x1/test-run.Ab12"
const TEST_ALL = ["bash scripts/test-all.sh", "sh -c bash scripts/test-all.sh", "npm test", "bash -c npm install && npm test"]
const DEPLOY_BUILD = [
  `/usr/bin/node ${ROOT}/node_modules/gatsby/cli.js build`,
  "node scripts/gatsby.mjs build",
  "sh -c bash scripts/with-project-caches.sh node scripts/gatsby.mjs build",
  "npm run build",
  "bash scripts/deploy.sh",
  ...TEST_ALL,
]
const INTEGRATION = [
  `/usr/bin/node ${ROOT}/node_modules/jest-runner/node_modules/jest-worker/build/processChild.js`,
  `node ${ROOT}/node_modules/.bin/jest integration --maxWorkers=2`,
  "sh -c bash scripts/with-project-caches.sh jest integration --maxWorkers=2",
  "npm run test:integration --maxWorkers=2",
  ...TEST_ALL,
]
const BROWSER_TESTS = [
  `/usr/bin/node ${ROOT}/node_modules/playwright/lib/worker/workerProcessEntry.js`,
  `node ${ROOT}/node_modules/.bin/playwright test`,
  "sh -c bash scripts/with-project-caches.sh playwright test",
  "npm run test:e2e",
  ...TEST_ALL,
]

test("a tool's workers count towards the tool, and the tool towards the part of the run that started it", () => {
  expect(partOf([`/usr/bin/node ${ROOT}/node_modules/gatsby-worker/dist/child.js`, ...DEPLOY_BUILD])).toBe("deploy command: Gatsby builds")
  // webpack's minifier runs on a worker of Jest's: it is the build's, not a test's.
  expect(partOf([`/usr/bin/node ${ROOT}/node_modules/terser-webpack-plugin/node_modules/jest-worker/build/workers/processChild.js`, ...DEPLOY_BUILD])).toBe(
    "deploy command: Gatsby builds",
  )
  expect(partOf([`${ROOT}/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.28.2 --ping`, ...DEPLOY_BUILD])).toBe("deploy command: Gatsby builds")
  const unit = [
    `node ${ROOT}/node_modules/.bin/jest`,
    "sh -c TEST_SCOPE=unit bash scripts/with-project-caches.sh jest",
    "npm run test:unit",
    "bash scripts/deploy.sh",
    ...TEST_ALL,
  ]
  expect(partOf(unit)).toBe("deploy command: unit tests")
  expect(partOf([`node ${ROOT}/node_modules/.bin/tsc --noEmit`, "sh -c tsc --noEmit", "npm run typecheck", "bash scripts/deploy.sh", ...TEST_ALL])).toBe(
    "deploy command: type check",
  )
  expect(partOf(["sh -c tsc --noEmit", "npm run typecheck", "bash scripts/deploy.sh", ...TEST_ALL])).toBe("deploy command: type check")
})

test("the integration tests' builds, servers and test code are told apart", () => {
  const build = [`/usr/bin/node ${RUN}/site-4nsZlE/node_modules/gatsby/cli.js build`, `node ${RUN}/site-4nsZlE/scripts/gatsby.mjs build`, ...INTEGRATION]
  expect(partOf(build)).toBe("integration tests: Gatsby builds")
  expect(partOf([`/usr/bin/node ${RUN}/site-4nsZlE/node_modules/gatsby-worker/dist/child.js`, ...build])).toBe("integration tests: Gatsby builds")
  expect(partOf([`/usr/bin/node ${ROOT}/scripts/serve.mjs`, ...INTEGRATION])).toBe("integration tests: npm run serve")
  expect(partOf([`/usr/bin/node ${ROOT}/scripts/cms-backend.mjs`, ...INTEGRATION])).toBe("integration tests: editor's backend")
  expect(partOf(INTEGRATION)).toBe("integration tests: Jest")
})

test("the browser tests' browsers, develop servers and validator are each a part", () => {
  const shell = "/usr/lib/chromium/chromium-headless-shell --disable-field-trial-config --user-data-dir=/tmp/playwright_chromiumdev_profile-Xy"
  expect(
    partOf([
      "/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old",
      "/usr/lib/chromium/chromium-headless-shell --type=zygote",
      shell,
      ...BROWSER_TESTS,
    ]),
  ).toBe("browser tests: Chromium")
  expect(partOf(["/usr/lib/chromium/chromium --show-component-extension-options --enable-gpu-rasterization", ...BROWSER_TESTS])).toBe("browser tests: Chromium")
  const firefox = `/usr/bin/firefox-esr about:blank --remote-debugging-port=0 --profile ${RUN}/puppeteer_dev_firefox_profile-w7rVbZ`
  expect(partOf(["/usr/lib/firefox-esr/firefox-esr -contentproc -ipcHandle 0", firefox, ...BROWSER_TESTS])).toBe("browser tests: Firefox")
  const minibrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser --automation"
  expect(
    partOf(["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/WebKitWebProcess 4 18 20", minibrowser, "/usr/bin/WebKitWebDriver --port=40319", ...BROWSER_TESTS]),
  ).toBe("browser tests: WebKit")
  const develop = [
    `/usr/bin/node ${RUN}/site-k2aMzZ/.cache/tmp-1268-ypjC0D2GysBq`,
    `/usr/bin/node ${RUN}/site-k2aMzZ/node_modules/gatsby/cli.js develop --port 38583`,
    `/usr/bin/node ${RUN}/site-k2aMzZ/scripts/gatsby.mjs develop --port 38583`,
    "/usr/bin/node scripts/cms.mjs",
    ...BROWSER_TESTS,
  ]
  expect(partOf(develop)).toBe("browser tests: develop servers")
  expect(partOf([`java -jar ${ROOT}/node_modules/vnu-jar/build/dist/vnu.jar --errors-only --format json ${RUN}/sites/writers/public`, ...BROWSER_TESTS])).toBe(
    "browser tests: HTML validator",
  )
  expect(partOf(BROWSER_TESTS)).toBe("browser tests: Playwright")
})

test("the install and what runs around the tests are parts of their own", () => {
  expect(partOf(["npm install", "bash -c npm install && npm test"])).toBe("install: other")
  expect(partOf(["npm exec biome ci .", ...TEST_ALL])).toBe("the rest: other")
})

test("a Gatsby process is known by its command, and a test file's seconds are read from the runners' output", () => {
  expect(gatsbyCommand(`/usr/bin/node ${ROOT}/node_modules/gatsby/cli.js build`)).toBe("build")
  expect(gatsbyCommand(`/usr/bin/node ${RUN}/site/node_modules/gatsby/cli.js develop --port 38583`)).toBe("develop")
  expect(gatsbyCommand(`/usr/bin/node ${ROOT}/node_modules/gatsby-worker/dist/child.js`)).toBeUndefined()
  const output = [
    "\u001b[1m\u001b[32mPASS\u001b[39m\u001b[22m src/site/hostile-content.test.ts (32.94 s)",
    "PASS src/cms/cms-config.test.ts",
    "  ✓   95 [chromium] › e2e/engines.spec.ts:36:9 › WebKit › /privacy-policy at 447px shows the viewer (500ms)",
    "  ✓   96 [chromium] › e2e/engines.spec.ts:25:9 › WebKit › / at 1280px renders (1.5s)",
    "  ✘  101 [chromium] › e2e/cms.spec.ts:984:3 › the review workflow › an edit is saved (1.2m)",
    "  ✓  102 [firefox] › e2e/engines.spec.ts:25:9 › / at 1280px (3.0s)",
  ].join("\n")
  expect(fileSeconds(output)).toEqual([
    ["[chromium] e2e/cms.spec.ts", 72],
    ["src/site/hostile-content.test.ts", 32.94],
    ["[firefox] e2e/engines.spec.ts", 3],
    ["[chromium] e2e/engines.spec.ts", 2],
  ])
})
