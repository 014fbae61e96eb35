/** @jest-environment node */
// The site's own content/ and static/, which writers change, are read by this file and
// real-site-pages.test.tsx alone (src/test/live-site-guard.ts). Every other test stands on the
// fixture site, so a writer's reordered page or new wording fails none of them; what fails here is
// a site the build would refuse or draw wrong, whatever its copy, and the one wording the product fixes.
import fs from "node:fs"
import path from "node:path"
import { formatProblem, validateContentDir } from "./content-check"
import { siteSchema } from "../content/schema"

const root = path.join(__dirname, "..", "..")

test("the site's own content passes the content check", () => {
  expect(validateContentDir(path.join(root, "content")).map(formatProblem)).toEqual([])
})

test("the content file carries exactly the spec's fallback wording", () => {
  const site = siteSchema.parse(JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8")))
  expect(site.legal.fallbackTitle).toBe("PDF Viewer Not Available")
  expect(site.legal.fallbackBody).toBe("Your browser doesn't support PDF viewing. Please use one of the options below to view the document.")
})
