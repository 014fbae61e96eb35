/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { load } from "js-yaml"
import { dailyBuildStep } from "../../../scripts/daily-build-step.mjs"

const HOOK = "https://api.netlify.com/build_hooks/64f0c0ffee"
const at = (iso: string) => new Date(iso)

test("the hourly run asks for a build only in the hour after midnight in the site's zone", () => {
  const zone = "America/New_York"
  expect(dailyBuildStep({ zone, now: at("2026-12-01T04:59:00Z"), hook: HOOK, manual: false })).toEqual({
    call: false,
    message: "It is 23:59 in America/New_York: the daily build runs in the hour after midnight.",
  })
  expect(dailyBuildStep({ zone, now: at("2026-12-01T05:07:00Z"), hook: HOOK, manual: false })).toEqual({
    call: true,
    title: "Daily build for 2026-12-01 (America/New_York)",
    message: "Asking Netlify for the daily build of 2026-12-01 (America/New_York).",
  })
  // In summer New York is UTC−4: the same hour after midnight is an hour earlier in UTC.
  expect(dailyBuildStep({ zone, now: at("2027-07-01T04:07:00Z"), hook: HOOK, manual: false }).call).toBe(true)
  expect(dailyBuildStep({ zone, now: at("2027-07-01T05:07:00Z"), hook: HOOK, manual: false }).call).toBe(false)
  expect(dailyBuildStep({ zone: "UTC", now: at("2026-12-01T00:07:00Z"), hook: HOOK, manual: false }).call).toBe(true)
  // Run by hand, at once.
  expect(dailyBuildStep({ zone, now: at("2026-12-01T15:00:00Z"), hook: HOOK, manual: true }).call).toBe(true)
})

test("without the secret the run says so and does nothing; a hook that is not Netlify's stops it", () => {
  expect(dailyBuildStep({ zone: "UTC", now: at("2026-12-01T00:07:00Z"), hook: "", manual: false })).toEqual({
    call: false,
    message: 'No daily build: the repository secret NETLIFY_BUILD_HOOK is not set (docs/deploying.md, "The daily build").',
  })
  expect(() => dailyBuildStep({ zone: "UTC", now: at("2026-12-01T00:07:00Z"), hook: "https://example.com/hook", manual: false })).toThrow(
    "NETLIFY_BUILD_HOOK: expected a Netlify build hook",
  )
})

test("the workflow runs every hour, can be run by hand, and hands the script the secret", () => {
  const workflow = load(fs.readFileSync(path.join(__dirname, "..", "..", "..", ".github", "workflows", "daily-build.yml"), "utf8")) as {
    on: { schedule: Array<{ cron: string }>; workflow_dispatch: unknown }
    jobs: { "build-hook": { steps: Array<{ run?: string; env?: Record<string, string> }> } }
  }
  expect(workflow.on.schedule).toEqual([{ cron: "7 * * * *" }])
  expect("workflow_dispatch" in workflow.on).toBe(true)
  expect(workflow.jobs["build-hook"].steps.at(-1)).toEqual({
    run: "node scripts/daily-build.mjs",
    // GitHub's expression, not a template: the secret is handed over by the workflow.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub Actions' own syntax
    env: { NETLIFY_BUILD_HOOK: "${{ secrets.NETLIFY_BUILD_HOOK }}" },
  })
})
