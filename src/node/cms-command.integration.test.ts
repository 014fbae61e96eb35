/** @jest-environment node */
// `npm run cms` on a copy of the site, as a writer uses it: it prints the editor's address;
// there, a sentence changed through the form is saved into content/ as a one-line change,
// the develop server shows it, and no page throws.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { chromium, type Browser } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/browser"
import { changedLines } from "../test/changed-lines"
import { openEntry, publish } from "../test/decap-editor"
import { freePort, heroHeading, stopGroup, until } from "../test/processes"
import { copySite, plain } from "../test/site-copy"

test("npm run cms: the printed address opens the editor, a save writes the file and the develop server shows it", async () => {
  const dir = copySite()
  const home = path.join(dir, "content", "home.md")
  const original = fs.readFileSync(home, "utf8")
  const port = await freePort()
  const cms = spawn(process.execPath, ["scripts/cms.mjs"], { cwd: dir, env: { ...process.env, NODE_ENV: "development", PORT: String(port) }, detached: true })
  let output = ""
  cms.stdout.on("data", (chunk: Buffer) => (output += plain(String(chunk))))
  cms.stderr.on("data", (chunk: Buffer) => (output += plain(String(chunk))))
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    const editorUrl = await until("the editor's address", () => output.match(/The content editor is at (\S+)/)?.[1], 300)
    expect(editorUrl).toBe(`http://localhost:${port}/admin/`)
    const page = await browser.newPage()
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))

    await openEntry(page, editorUrl, "pages/entries/home")
    await page.getByLabel("Main heading", { exact: true }).fill("Reports drafted while you examine")
    await publish(page)
    // The whole new line: the backend truncates the file before writing it.
    await until("the saved file", () => fs.readFileSync(home, "utf8").includes("  heading: Reports drafted while you examine\n"), 30)
    expect(changedLines(original, fs.readFileSync(home, "utf8"))).toEqual(["  heading: Reports drafted while you examine"])
    await until("the develop server to show it", async () => (await heroHeading(port)()) === "Reports drafted while you examine", 60)

    await page.goto(`http://localhost:${port}/`)
    await page.getByRole("heading", { level: 1, name: "Reports drafted while you examine" }).waitFor()
    expect(errors).toEqual([])
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- npm run cms said:\n${output.slice(-3000)}`)
  } finally {
    // Whatever failed, and however early: nothing this test started outlives it.
    await browser?.close()
    await stopGroup(cms)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 480_000)
