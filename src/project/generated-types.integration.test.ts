/** @jest-environment node */
// The types a build writes from the page queries (src/gatsby-types.d.ts) are committed, and CI
// fails when a build changes them: so they must depend on the code alone, never on which content
// exists. The writers' site holds every kind of content (authors, topics, articles, forms, videos,
// photos, earlier legal versions) that the checkout's own content/ lacks.
import fs from "node:fs"
import path from "node:path"
import { stopBuilds } from "../test/site-copy"
import { sharedSite } from "../test/shared-sites"
import { temporaryFolders } from "../test/temporary-folders"

afterAll(stopBuilds)
const folder = temporaryFolders(afterAll)
const TYPES = "src/gatsby-types.d.ts"

test("the writers' site, with authors, topics and articles, builds the very types committed", async () => {
  const { dir, status, output } = await sharedSite("writers", folder)
  if (status !== 0) throw new Error(`gatsby build exited with ${status}:\n${output}`)
  expect(fs.existsSync(path.join(dir, "content", "authors"))).toBe(true)
  expect(output).toContain("Generating TypeScript types")
  expect(fs.readFileSync(path.join(dir, TYPES), "utf8")).toBe(fs.readFileSync(path.join(__dirname, "..", "..", TYPES), "utf8"))
}, 900_000)
