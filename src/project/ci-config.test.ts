/** @jest-environment node */
// CI outside this machine runs the README's test command in the runner's own browser, and
// Netlify checks types and runs the unit tests before it builds a deploy.
import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"

const root = path.join(__dirname, "..", "..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> }
type Workflow = { on: Record<string, unknown>; jobs: Record<string, { steps: Step[] }> }

// The README's second command: "Install and run every test".
const readmeTestCommand = () =>
  read("README.md")
    .match(/# Install and run every test[^\n]*\n(.+)\n/)![1]!
    .trim()

type Job = { steps: Step[]; strategy?: { matrix?: { node?: number[] } } }
const workflow = () => yaml.load(read(".github/workflows/ci.yml")) as Workflow & { jobs: Record<string, Job> }
const netlifyNode = () => Number(read("netlify.toml").match(/^\s*NODE_VERSION\s*=\s*"(\d+)"/m)![1])

test("the GitHub workflow runs the README's test command on pushes and pull requests, with the full history, each supported Node line, npm's cache, the three engines and no browser download", () => {
  expect(Object.keys(workflow().on).sort()).toEqual(["pull_request", "push"])
  const [job] = Object.values(workflow().jobs)
  expect(job!.strategy?.matrix?.node).toEqual([20, 22, 24])
  const steps = job!.steps
  const node = steps.find((step) => step.uses?.startsWith("actions/setup-node@"))!
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
  expect(node.with).toMatchObject({ "node-version": "${{ matrix.node }}", cache: "npm" })
  // A shallow checkout would build no earlier version of the legal documents.
  expect(steps.find((step) => step.uses?.startsWith("actions/checkout@"))!.with).toMatchObject({ "fetch-depth": 0 })
  const test = steps.find((step) => step.run === readmeTestCommand())!
  expect(test.env?.CHROMIUM_PATH).toMatch(/^\/usr\/bin\//)
  expect(test.env?.FIREFOX_PATH).toMatch(/^\/usr\/bin\//)
  // WebKit and the virtual display come from the runner's own package manager, before the tests.
  const packages = steps.findIndex((step) => /apt-get install .*webkit2gtk-driver.*xvfb/.test(step.run ?? ""))
  expect(packages).toBeGreaterThanOrEqual(0)
  expect(packages).toBeLessThan(steps.indexOf(test))
  expect(steps.map((step) => step.run ?? "").join("\n")).not.toMatch(/playwright install|npx playwright/)
})

test("CI runs the README's test command as a fresh machine would, with a temporary directory of its own that starts empty", () => {
  const run = read(".ci/run")
  expect(run).toMatch(/^TMPDIR=\$\(mktemp -d\)\nexport TMPDIR\n/m)
  expect(run.indexOf("export TMPDIR")).toBeLessThan(run.indexOf(readmeTestCommand()))
})

test("Netlify deploys with a supported LTS line the workflow tests, and engines names every line tested", () => {
  expect([22, 24]).toContain(netlifyNode())
  expect(workflow().jobs.test!.strategy?.matrix?.node).toContain(netlifyNode())
  const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node
  expect(engines.split("||").map((range) => Number(range.trim().match(/^\^(\d+)\./)![1]))).toEqual(workflow().jobs.test!.strategy?.matrix?.node)
})

test("Netlify checks types and runs the unit tests beside its build, failing on any of them, and npm test runs that command with no browser, and fails on a warning of its build", () => {
  const command = read("netlify.toml").match(/^\s*command\s*=\s*"([^"]+)"/m)![1]!
  expect(command).toBe("bash scripts/deploy.sh")
  const deploy = read("scripts/deploy.sh")
  for (const step of ["npm run typecheck &", "npm run test:unit &", "npm run build"]) expect(deploy).toContain(step)
  const testAll = read("scripts/test-all.sh")
  expect(testAll).toContain(`deploy_command=$(sed -n 's/^ *command = "\\(.*\\)"$/\\1/p' netlify.toml)`)
  expect(testAll).toMatch(/^CHROMIUM_PATH=\/nonexistent\/chromium BUILD_LOG=\$build_log bash -c "\$deploy_command"$/m)
  expect(testAll).toContain('node scripts/check-build-warnings.mjs "$build_log"')
})

test("the unit tests the deploy runs start no server, builder or browser: those are integration tests", () => {
  const testFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === "__fixtures__"
            ? []
            : testFiles(path.join(dir, entry.name))
          : /\.test\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      )
  const unit = testFiles(path.join(root, "src")).filter((file) => !file.includes(".integration.test.") && file !== __filename)
  const starters = /from "node:child_process"|chromium\.launch|from "@playwright\/test"/
  expect(unit.filter((file) => starters.test(fs.readFileSync(file, "utf8"))).map((file) => path.relative(root, file))).toEqual([])
  expect(read("jest.config.ts")).toContain('process.env.TEST_SCOPE === "unit" ? ["\\\\.integration\\\\.test\\\\."] : []')
})
