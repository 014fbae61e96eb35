// The writers' editor at /admin/, as built, saving through Decap's local backend into a
// temporary copy of content/: what a writer changes is all that changes on disk, the preview
// is the site's own markup, and a value the build would refuse is refused in the form.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { changedLines } from "../src/test/changed-lines"
import { openEntry as openEntryAt, publish } from "../src/test/decap-editor"

const ROOT = path.resolve(__dirname, "..")
const BACKEND = "http://127.0.0.1:8081/api/v1"
let backend: ChildProcess
let repo: string

// The editor is 5 MB of script: give it time on a busy machine.
test.describe.configure({ mode: "serial", timeout: 90_000 })

const backendAnswers = () =>
  fetch(BACKEND, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' }).then((r) => r.ok, () => false)

test.beforeAll(async () => {
  // The editor calls its local backend at port 8081: another one there would take the saves.
  if (await backendAnswers()) throw new Error("Something already answers on port 8081 (an `npm run cms`?); stop it first.")
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-"))
  fs.cpSync(path.join(ROOT, "content"), path.join(repo, "content"), { recursive: true })
  backend = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: "8081", BIND_HOST: "127.0.0.1", MODE: "fs", LOG_LEVEL: "warn" },
    stdio: "inherit",
  })
  await expect.poll(backendAnswers, { timeout: 15_000 }).toBe(true)
})

test.afterAll(() => {
  backend?.kill()
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

const read = (file: string) => fs.readFileSync(path.join(repo, "content", file), "utf8")

const openEntry = (page: Page, entry: string) => openEntryAt(page, "/admin/", entry)

const builtHeadingClass = () => fs.readFileSync(path.join(ROOT, "public", "index.html"), "utf8").match(/<h1[^>]*class="([^"]+)"/)![1]

test("a writer changes the hero heading: the preview draws it with the site's markup, and the file changes in that line only", async ({ page }) => {
  const heading = "Medical-legal reports, written in minutes"
  const before = read("home.md")
  await openEntry(page, "pages/entries/home")
  await page.getByLabel("Main heading", { exact: true }).fill(heading)
  const preview = page.frameLocator("iframe").first()
  const h1 = preview.locator("h1")
  await expect(h1).toHaveText(heading)
  expect(await h1.getAttribute("class")).toBe(builtHeadingClass())
  await expect(preview.getByRole("banner").getByRole("link", { name: "Veridraft" }).first()).toBeVisible()
  // The site's compiled CSS is in the frame: the heading is set large, as on the page.
  expect(Number.parseFloat(await h1.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThan(30)
  await publish(page)
  // Waits for the whole new line: the backend truncates the file before writing it.
  await expect.poll(() => read("home.md"), { timeout: 15_000 }).toContain(`  heading: ${heading}\n`)
  expect(changedLines(before, read("home.md"))).toEqual([`  heading: ${heading}`])
})

test("a writer changes a legal document's revision date: only that line changes, the text stays as it was", async ({ page }) => {
  const before = read("legal/terms-of-service.md")
  await openEntry(page, "legal/entries/terms-of-service")
  await page.locator('input[type="date"]').fill("2026-12-15")
  await expect(page.frameLocator("iframe").first().getByText("December 15, 2026")).toBeVisible()
  await publish(page)
  await expect.poll(() => read("legal/terms-of-service.md"), { timeout: 15_000 }).toContain("lastUpdated: 2026-12-15\n")
  expect(changedLines(before, read("legal/terms-of-service.md"))).toEqual(["lastUpdated: 2026-12-15"])
})

test("an http address and an empty required field are refused in the form with the build's messages, and nothing is saved", async ({ page }) => {
  const before = read("site.json")
  await openEntry(page, "settings/entries/site")
  await page.getByLabel("Sign In address", { exact: true }).fill("http://app.veridraft.example.com/login")
  await page.getByLabel("Brand name", { exact: true }).fill("")
  await publish(page)
  await expect(page.getByText("expected an https:// URL")).toBeVisible()
  await expect(page.getByText("expected non-empty text")).toBeVisible()
  // The preview says the same before anything is saved.
  await expect(page.frameLocator("iframe").first().getByRole("alert")).toContainText("appLoginUrl: expected an https:// URL")

  expect(read("site.json")).toBe(before)
})

test("a date that does not exist cannot be entered: the date is refused as missing, and nothing is saved", async ({ page }) => {
  const before = read("legal/privacy-policy.md")
  await openEntry(page, "legal/entries/privacy-policy")
  const date = page.locator('input[type="date"]')
  // Typed as a writer would, month, day, year, into the browser's date field.
  await date.focus()
  await page.keyboard.type("02302026")
  await expect(date).toHaveValue("")
  await publish(page)
  await expect(page.getByText("expected non-empty text")).toBeVisible()
  expect(read("legal/privacy-policy.md")).toBe(before)
})

test("/admin/ has the editor's own policy and noindex, stays out of the sitemap, and without JavaScript says it needs it", async ({ request, browser }) => {
  const headers = (await request.get("/admin/")).headers()
  expect(headers["content-security-policy"]).toContain("script-src 'self'")
  expect(headers["content-security-policy"]).toContain("'unsafe-eval'")
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow")
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  expect(await (await request.get("/sitemap-0.xml")).text()).not.toContain("/admin")

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/admin/")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow")
  // Playwright's text matchers skip <noscript>; the DOM's own text does not.
  expect(await page.getByRole("status").textContent()).toBe("The content editor needs JavaScript.")
  await context.close()
})
