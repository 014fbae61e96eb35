// A page that moves takes its visitors with it: in a copy of the site with the pages a writer
// added, /pricing becomes /plans by an edit of its file and a commit, as a writer who edits files
// does (e2e/cms.spec.ts moves it in the editor). After a build, `npm run serve` answers /pricing as
// Netlify would, and a browser following it lands on /plans.
import type { ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { commitAll, git } from "../src/test/git-repo"
import { stopGroup } from "../src/test/processes"
import { copySite } from "../src/test/site-copy"
import { temporaryFolders } from "../src/test/temporary-folders"
import { addWriterPages } from "../src/test/writer-pages"
import { buildAndServe, expectMovedFor } from "./built-site"

test.describe.configure({ mode: "default" })

const folder = temporaryFolders(test.afterAll)
const ORIGIN = "https://www.veridraft.example.com"
let site: string
let server: ChildProcess | undefined
let base: string

test.beforeAll(async () => {
  test.setTimeout(240_000)
  site = copySite(folder("site-"))
  addWriterPages(site)
  commitAll(site, "The site with the writer's pages")
  const pricing = path.join(site, "content", "pages", "pricing.md")
  fs.writeFileSync(pricing, fs.readFileSync(pricing, "utf8").replace("path: /pricing", "path: /plans"))
  git(site, "commit", "--quiet", "--all", "--message", "Pricing is now at /plans")
  ;({ base, server } = await buildAndServe(site))
})

test.afterAll(async () => {
  if (server) await stopGroup(server)
})

test("a visitor following /pricing, or /pricing/, lands on /plans by a permanent redirect", async ({ page }) => {
  await expectMovedFor(page, base, "/pricing", "/plans")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay per report, not per seat")
})

test("the moved page's canonical address is its new one, and the sitemap lists it alone", async ({ page }) => {
  await page.goto(`${base}/plans`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/plans`)
  const sitemap = fs.readFileSync(path.join(site, "public", "sitemap-0.xml"), "utf8")
  expect(sitemap).toContain(`<loc>${ORIGIN}/plans</loc>`)
  expect(sitemap).not.toContain("/pricing<")
  expect(fs.readFileSync(path.join(site, "public", "_redirects"), "utf8")).toContain("/pricing /plans 301\n")
})

test("a link to the old address, in the footer, still leads to the page", async ({ page }) => {
  await page.goto(`${base}/about`)
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Pricing" })
  await expect(link).toHaveAttribute("href", "/pricing")
  await link.click()
  await expect(page).toHaveURL(`${base}/plans`)
})
