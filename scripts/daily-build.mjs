// The daily build: run every hour by .github/workflows/daily-build.yml, it asks Netlify for a build
// in the hour after midnight in the site's time zone (content/site.json), so that what a date
// decides, an announcement's first and last day, changes on time with no commit. Netlify's build
// hook is the repository secret NETLIFY_BUILD_HOOK; without it, the run says so and does nothing.
import fs from "node:fs"
import path from "node:path"
import { dailyBuildStep } from "./daily-build-step.mjs"

const site = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "..", "content", "site.json"), "utf8"))
const step = dailyBuildStep({
  zone: site.timeZone ?? "UTC",
  now: new Date(),
  hook: process.env.NETLIFY_BUILD_HOOK,
  manual: process.env.GITHUB_EVENT_NAME === "workflow_dispatch",
})
console.log(step.message)
if (step.call) {
  const response = await fetch(`${process.env.NETLIFY_BUILD_HOOK}?trigger_title=${encodeURIComponent(step.title)}`, { method: "POST", body: "{}" })
  if (!response.ok) throw new Error(`Netlify answered the build hook with ${response.status} ${response.statusText}`)
  console.log("Netlify is building the site.")
}
