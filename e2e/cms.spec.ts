// The writers' editor at /admin/, saving through Decap's local backend: first straight into
// content/ of a copy of the site (`npm run cms`), in the production build's editor and in the
// develop server's, which must be the same editor; then through the review workflow on a git
// repository (`npm run cms -- --workflow`). What a writer changes is all that changes, the
// preview is the site's own markup, and a value the build would refuse is refused in the form.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { changedLines } from "../src/test/changed-lines"
import { COOKIE_POLICY } from "../src/test/cookie-policy"
import { addWriterPages, WRITER_PAGES } from "../src/test/writer-pages"
import { addHub, HUB_ARTICLES } from "../src/test/hub-content"
import { dayIn } from "../src/vocabulary/announcement"
import { daysAfter } from "../src/vocabulary/fields"
import { buildAndServe, expectMovedFor } from "./built-site"
import { editorAddressSaid, startCms, withCmsOutput, type CmsRun } from "./cms-run"
import { backendPortSaid, localBackendInfo, openEntry as openEntryAt, publish } from "../src/test/decap-editor"
import { commitAll, git as gitIn, GIT_IDENTITY } from "../src/test/git-repo"
import { stopGroup, until } from "../src/test/processes"
import { copySite, FIXTURES, plain } from "../src/test/site-copy"
import { copyFixtureContent } from "../src/test/fixture-site"
import { temporaryFolders } from "../src/test/temporary-folders"
import { SERVE_PORT } from "../playwright.config"

// The editor is one large script: give it time on a busy machine. One worker runs this file in
// order: each group's tests go on from where the last left the editor and the files.
test.describe.configure({ mode: "serial", timeout: 90_000 })

const folder = temporaryFolders(test.afterAll)
// The editor of the build the browser tests serve.
const SERVED = `http://localhost:${SERVE_PORT}`

/** The editor's address at `base` (the served build's when empty), for the local backend on `port`. */
const editorFor = (port: number, base = "") => `${base}/admin/?backend=${port}`

/** The review workflow's backend on the repository `dir`, as `npm run cms -- --workflow` starts it, for the editor served at `editorOrigin`; on a port it picks. */
async function startWorkflowBackend(dir: string, editorOrigin = SERVED): Promise<{ backend: ChildProcess; port: number }> {
  const backend = spawn(process.execPath, [path.join(__dirname, "..", "scripts", "cms-backend.mjs"), "--workflow"], {
    cwd: dir,
    env: { ...process.env, ...GIT_IDENTITY, CMS_EDITOR_ORIGIN: editorOrigin },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  })
  let said = ""
  backend.stdout!.on("data", (chunk) => {
    said += chunk
    process.stdout.write(chunk)
  })
  const backendAnswers = async () => {
    const port = backendPortSaid(said)
    return port !== undefined && (await localBackendInfo(port, editorOrigin)) !== undefined
  }
  // A backend that never answers is stopped here: the caller never gets hold of it.
  await expect
    .poll(backendAnswers, { timeout: 15_000 })
    .toBe(true)
    .catch(async (error: unknown) => {
      await stopGroup(backend)
      throw error
    })
  return { backend, port: backendPortSaid(said)! }
}

/** Opens one of a page's sections in the form, which lists each collapsed under its heading: its bar's first button. */
const expandSection = (page: Page, summary: string | RegExp) =>
  page.getByText(summary, { exact: true }).first().locator("xpath=..").getByRole("button").first().click()
const HERO_HEADING = "Medical-legal reports, drafted in minutes"

const builtHeadingClass = () => fs.readFileSync(path.join(__dirname, "..", "public", "index.html"), "utf8").match(/<h1[^>]*class="([^"]+)"/)![1]

/** A page's preview as the editor draws it: in a frame of a desktop's width, inside the preview's own frame. */
const drawnPage = (page: Page) => page.frameLocator("iframe").first().frameLocator("iframe").first()

/** What the home preview looks like: the heading's classes and computed style, the brand mark's box. */
async function previewLook(page: Page, editorUrl: string) {
  await openEntryAt(page, editorUrl, "pages/entries/home")
  const frame = drawnPage(page)
  const h1 = frame.locator("h1")
  await h1.waitFor()
  const heading = await h1.evaluate((el) => {
    const style = getComputedStyle(el)
    return { className: el.className, fontSize: style.fontSize, fontWeight: style.fontWeight, color: style.color, lineHeight: style.lineHeight }
  })
  const mark = (await frame.getByRole("banner").locator("svg").first().boundingBox())!
  return { heading, mark: { width: mark.width, height: mark.height } }
}

/** A new legal document written in the form alone: title, description, page address, date and text. */
async function writeCookiePolicy(page: Page, editorUrl: string) {
  const { form } = COOKIE_POLICY
  await openEntryAt(page, editorUrl, "legal/new")
  await page.getByLabel("Title", { exact: true }).fill(form.title)
  await page.getByLabel("Search description", { exact: true }).fill(form.description)
  await page.getByLabel("Page address", { exact: true }).fill(form.path)
  await page.getByLabel("Last updated", { exact: true }).fill(form.date)
  await page.locator('[data-slate-editor="true"]').click()
  await page.keyboard.type(form.text)
}

/** A new page from the form alone, as src/test/writer-pages.ts has /pricing: an opening, figures with their basis and a call to action. */
async function writePricingPage(page: Page, editorUrl: string, address: string) {
  const addSection = async (kind: string) => {
    // The page's own list; the sample report has a list of sections too, further down.
    await page.getByRole("button", { name: "Add section" }).first().click()
    await page.getByRole("menuitem", { name: new RegExp(`^${kind} `) }).click()
  }
  await openEntryAt(page, editorUrl, "pages/new")
  await page.getByLabel("Browser tab title", { exact: true }).fill("Pricing")
  await page.getByLabel("Search description", { exact: true }).fill("Simple pricing per report, with volume plans for busy practices.")
  await page.getByLabel("Page address", { exact: true }).fill(address)
  await addSection("Opening")
  await page.getByLabel("Eyebrow (optional)", { exact: true }).fill("Pricing")
  await page.getByLabel("Main heading", { exact: true }).fill("Pay per report, not per seat")
  await page.getByLabel("Lead", { exact: true }).fill("Every plan includes AI first drafts, record summaries and HIPAA-compliant storage.")
  await page.getByRole("button", { name: "Add button" }).click()
  await page.getByLabel("Button label", { exact: true }).fill("Book a Demo")
  await addSection("Figures")
  await page.getByLabel("Section anchor (optional)", { exact: true }).last().fill("savings")
  await page.getByLabel("Heading", { exact: true }).last().fill("What a report costs you today")
  await page.getByLabel("Footnotes heading", { exact: true }).fill("How we measure these figures")
  await page.getByRole("button", { name: "Add figure" }).click()
  await page.getByLabel("Figure", { exact: true }).fill("10x")
  await page.getByLabel("Label", { exact: true }).fill("Faster and cheaper reports")
  await page.getByLabel("Text", { exact: true }).last().fill("Reports up to 10x faster and cheaper than dictation and manual record review.")
  await page
    .getByLabel("How it was measured", { exact: true })
    .fill(
      "Median drafting time and cost per report for pilot practices, compared with their own dictation-and-transcription workflow in the three months before.",
    )
  await addSection("Call to action")
  await page.getByLabel("Heading", { exact: true }).last().fill("Get a quote for your practice")
  await page.getByLabel("Text", { exact: true }).last().fill("Tell us how many reports you write each month.")
  await page.getByLabel("Button label", { exact: true }).last().fill("Book a Demo")
}

test.describe("saving straight into content/", () => {
  let site: string
  let cms: CmsRun | undefined
  let editorAddress: Promise<string>
  // The built editor's address, for the backend `npm run cms` started.
  let servedEditor: string
  // A writer saves again once develop has finished with the last save: 3 s without a new line.
  const settled = () => until("develop to settle", () => Date.now() - cms!.lastSaidAt > 3000 || undefined, 60)

  // The built editor, opened once: a writer keeps it open and goes from entry to entry. Leaving
  // an entry with changes not saved, it asks first, and the writer says yes.
  let editor: Page

  test.beforeAll(async ({ browser }) => {
    editor = await browser.newPage()
    editor.on("dialog", (dialog) => void dialog.accept())
    // Every promise the page leaves rejected with no handler, which a browser reports as an error.
    await editor.addInitScript(() => {
      const unhandled: string[] = []
      ;(window as unknown as { unhandled: string[] }).unhandled = unhandled
      window.addEventListener("unhandledrejection", (event) => unhandled.push(String(event.reason)))
    })
    // `npm run cms` on a copy of the site. The built /admin/ uses the same backend; the develop
    // server starts while the first tests run.
    site = copySite(folder("site-"))
    cms = await startCms(site)
    const run = cms
    const backendPort = await until("the backend's port", () => backendPortSaid(run.said), 15)
    servedEditor = editorFor(backendPort)
    await expect.poll(async () => (await localBackendInfo(backendPort, run.developOrigin)) !== undefined, { timeout: 15_000 }).toBe(true)
    // Plain waits, not expect.poll, which would end with this hook's time limit.
    editorAddress = editorAddressSaid(run, 280).then((address) =>
      until("the develop server", () => fetch(address).then((r) => r.ok || undefined), 60)
        .then(() => address)
        .catch(withCmsOutput(run)),
    )
    editorAddress.catch(() => undefined)
  })

  test.afterAll(async () => {
    await editor?.close()
    if (cms) await stopGroup(cms.child)
  })

  // The develop server's address, from the editor's address that `npm run cms` printed.
  const developUrl = () => editorAddress.then((address) => new URL(address).origin)

  const read = (file: string) => fs.readFileSync(path.join(site, "content", file), "utf8")
  const openEntry = (page: Page, entry: string) => openEntryAt(page, servedEditor, entry)

  test("a writer changes the hero heading: the preview draws it with the site's markup, and the file changes in that line only", async () => {
    const heading = "Medical-legal reports, written in minutes"
    const before = read("pages/home.md")
    await openEntry(editor, "pages/entries/home")
    await expandSection(editor, HERO_HEADING)
    await editor.getByLabel("Main heading", { exact: true }).fill(heading)
    const preview = drawnPage(editor)
    const h1 = preview.locator("h1")
    await expect(h1).toHaveText(heading)
    expect(await h1.getAttribute("class")).toBe(builtHeadingClass())
    await expect(preview.getByRole("banner").getByRole("link", { name: "Veridraft" }).first()).toBeVisible()
    // The site's compiled CSS is in the frame: the heading is set large, as on the page.
    expect(Number.parseFloat(await h1.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThan(30)
    await publish(editor)
    // Waits for the whole new line: the backend truncates the file before writing it.
    await expect.poll(() => read("pages/home.md"), { timeout: 15_000 }).toContain(`    heading: ${heading}\n`)
    expect(changedLines(before, read("pages/home.md"))).toEqual([`    heading: ${heading}`])
  })

  test("a writer changes a legal document's revision date: only that line changes, the text stays as it was", async () => {
    const before = read("legal/terms-of-service.md")
    await openEntry(editor, "legal/entries/terms-of-service")
    await editor.getByLabel("Last updated", { exact: true }).fill("2026-12-15")
    await expect(editor.frameLocator("iframe").first().getByText("December 15, 2026")).toBeVisible()
    await publish(editor)
    await expect.poll(() => read("legal/terms-of-service.md"), { timeout: 15_000 }).toContain("lastUpdated: 2026-12-15\n")
    expect(changedLines(before, read("legal/terms-of-service.md"))).toEqual(["lastUpdated: 2026-12-15"])
  })

  test("an http address and an empty required field are refused in the form with the build's messages, and nothing is saved", async () => {
    const before = read("site.json")
    await openEntry(editor, "settings/entries/site")
    await editor.evaluate(() => ((window as unknown as { unhandled: string[] }).unhandled.length = 0))
    await editor.getByLabel("Sign In address", { exact: true }).fill("http://app.veridraft.example.com/login")
    await editor.getByLabel("Brand name", { exact: true }).fill("")
    await publish(editor)
    await expect(editor.getByText("expected an https:// URL")).toBeVisible()
    await expect(editor.getByText("expected non-empty text")).toBeVisible()
    // The preview says the same before anything is saved.
    await expect(
      editor
        .frameLocator("iframe")
        .first()
        .getByRole("navigation", { name: /to fix before publishing/ }),
    ).toContainText("Sign In address: expected an https:// URL")
    // The refusal is the form's message alone, not an error of the page.
    expect(await editor.evaluate(() => (window as unknown as { unhandled: string[] }).unhandled)).toEqual([])

    expect(read("site.json")).toBe(before)
  })

  test("every date is typed YYYY-MM-DD or set to today in the site's zone: a day that does not exist is refused beside its field, and nothing is saved", async () => {
    const before = read("legal/privacy-policy.md")
    await openEntry(editor, "legal/entries/privacy-policy")
    const date = editor.getByLabel("Last updated", { exact: true })
    await expect(date).toHaveAttribute("placeholder", "YYYY-MM-DD")
    await date.fill("2026-02-30")
    await date.blur()
    await expect(editor.getByText("expected a real calendar date")).toBeVisible()
    await publish(editor)
    await expect(editor.getByText("expected a real calendar date")).toBeVisible()
    expect(read("legal/privacy-policy.md")).toBe(before)
    // Today is the day in New York (content/site.json's timeZone), not in UTC or the browser's zone.
    await editor.getByRole("button", { name: "Today", exact: true }).click()
    await expect(date).toHaveValue(new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date()))
    await expect(editor.getByText("expected a real calendar date")).toHaveCount(0)
  })

  test("a PNG that goes on as an SVG, chosen as the team card's photo, is refused at the save naming its field, and nothing is written", async () => {
    const before = read("pages/about.md")
    const photo = fs.readFileSync(path.join(site, "content", "images", "founder.png"))
    const polyglot = Buffer.concat([photo, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>')])
    await openEntry(editor, "pages/entries/about")
    await editor.evaluate(() => ((window as unknown as { unhandled: string[] }).unhandled.length = 0))
    await expandSection(editor, "Leadership")
    await editor.getByRole("button", { name: "Choose different image" }).click()
    await editor.locator('input[type="file"]').setInputFiles({ name: "desk.png", mimeType: "image/png", buffer: polyglot })
    await editor.getByRole("button", { name: "Choose selected" }).click()
    await publish(editor)
    await expect(
      editor.getByText(/Section 3 \(Team card\): Photo: expected a PNG image at desk\.png whose bytes are all the image, found 73 bytes after the image's end/),
    ).toBeVisible()
    expect(await editor.evaluate(() => (window as unknown as { unhandled: string[] }).unhandled)).toEqual([])
    expect(read("pages/about.md")).toBe(before)
    expect(fs.existsSync(path.join(site, "content", "images", "desk.png"))).toBe(false)
  })

  test("the Add section menu names each kind over its one-line description, and fits the screen at 1280 and 768 px", async () => {
    await openEntry(editor, "pages/entries/home")
    for (const width of [1280, 768]) {
      await editor.setViewportSize({ width, height: 720 })
      await editor.getByRole("button", { name: "Add section" }).first().click()
      const menu = editor.getByRole("menu")
      await expect(menu.getByRole("menuitem")).toHaveCount(15)
      await expect(menu.getByRole("menuitem", { name: "Plans Pricing: 1 to 4 plans, each with its price and what it includes." })).toBeVisible()
      // Scrolled into view once it opens: all of it on the screen.
      const list = menu.locator("ul")
      await expect.poll(async () => (await list.boundingBox())!.y + (await list.boundingBox())!.height).toBeLessThanOrEqual(720)
      const box = (await list.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      // The editor and its toolbar fit the window: nothing runs off its right edge.
      expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await editor.screenshot({ path: test.info().outputPath(`add-section-${width}.png`) })
      await editor.keyboard.press("Escape")
    }
    await editor.setViewportSize({ width: 1280, height: 720 })
  })

  test("a new page's plan with no price and a button to /no-such-page: the preview draws the other sections, both problems show beside their fields in the editor's words before Publish, and once fixed Publish writes the file", async () => {
    test.setTimeout(240_000)
    await openEntry(editor, "pages/new")
    // A new page is not said to be saved before it is.
    await expect(editor.getByText("No unsaved changes")).toBeVisible()
    await expect(editor.getByText("Changes saved", { exact: false })).toHaveCount(0)
    await editor.getByLabel("Browser tab title", { exact: true }).fill("Our plans")
    await expect(editor.getByText("Unsaved changes")).toBeVisible()
    await editor.getByLabel("Search description", { exact: true }).fill("What each plan costs and what it includes.")
    await editor.getByLabel("Page address", { exact: true }).fill("/our-plans")
    const addSection = async (kind: string) => {
      await editor.getByRole("button", { name: "Add section" }).first().click()
      await editor.getByRole("menuitem", { name: new RegExp(`^${kind}`) }).click()
    }
    await addSection("Opening")
    await editor.getByLabel("Main heading", { exact: true }).fill("Plans that fit your practice")
    await editor.getByLabel("Lead", { exact: true }).fill("Pay per report.")
    await addSection("Plans")
    await editor.getByLabel("Heading", { exact: true }).last().fill("Our plans")
    await editor.getByRole("button", { name: "Add plan" }).click()
    await editor.getByLabel("Name", { exact: true }).fill("Basic")
    const price = editor.getByLabel("Price", { exact: true })
    await price.focus()
    await editor.getByLabel("Summary", { exact: true }).fill("For one practice.")
    await editor.getByRole("button", { name: "Add line" }).click()
    await editor.getByLabel("Includes", { exact: true }).last().fill("AI first drafts")
    // The plan's button, an optional group, starts folded.
    await editor.getByRole("button", { name: "Expand" }).last().click()
    await editor.getByLabel("Button label (optional)", { exact: true }).fill("Start")
    const link = editor.getByLabel("Link (optional)", { exact: true })
    await link.fill("/no-such-page")
    await link.blur()
    // Beside each field, as the writer leaves it: Decap's own check of the empty price, the site's of the link.
    // The innermost part of the form that holds both the field and the message.
    const beside = (field: typeof price, message: string | RegExp) => editor.locator("div", { has: field }).filter({ hasText: message }).last()
    const besidePrice = beside(price, "expected non-empty text")
    const besideLink = beside(link, /expected a link to an existing page \(.*\), found "\/no-such-page"/)
    await expect(besidePrice).toBeVisible()
    await expect(besideLink).toBeVisible()
    // The preview draws the opening and marks the plans in place, and lists both problems in the editor's words, counted from 1.
    const preview = editor.frameLocator("iframe").first()
    const drawn = drawnPage(editor)
    await expect(drawn.locator("h1")).toHaveText("Plans that fit your practice")
    await expect(drawn.getByRole("region", { name: "Section 2 (Plans)" })).toBeVisible()
    const problems = preview.getByRole("navigation", { name: /to fix before publishing/ })
    await expect(problems).toContainText("Section 2 (Plans), plan 1: Price: expected text, found nothing")
    await expect(problems).toContainText("Section 2 (Plans), plan 1, Button: Link: expected a link to an existing page")
    await editor.setViewportSize({ width: 1280, height: 900 })
    await editor.screenshot({ path: test.info().outputPath("problems-1280.png") })
    await editor.setViewportSize({ width: 768, height: 1000 })
    await editor.screenshot({ path: test.info().outputPath("problems-768.png") })
    await editor.setViewportSize({ width: 1280, height: 720 })
    await price.fill("$149")
    await price.blur()
    // Typed as a writer corrects it: Decap's text field puts the cursor back at the end when it is focused.
    await link.focus()
    for (const _ of "no-such-page") await editor.keyboard.press("Backspace")
    await editor.keyboard.type("about")
    await link.blur()
    await expect(besidePrice).toBeHidden()
    await expect(besideLink).toBeHidden()
    await expect(problems).toBeHidden()
    await expect(drawn.getByRole("heading", { name: "Our plans" })).toBeVisible()
    await publish(editor)
    await expect.poll(() => fs.existsSync(path.join(site, "content", "pages", "our-plans.md")), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => read("pages/our-plans.md")).toContain("price: $149")
    expect(read("pages/our-plans.md")).toContain("to: /about")
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

  test("a sentence added to the about text, and one to a paragraph of a legal document, change that line only", async () => {
    const texts = [
      ["pages/entries/about", "pages/about.md", "      "],
      ["legal/entries/terms-of-service", "legal/terms-of-service.md", ""],
    ] as const
    for (const [entry, file, indent] of texts) {
      const before = read(file)
      await openEntry(editor, entry)
      // The about page's text is a section of its own: the writer opens it by its first words.
      if (indent) await expandSection(editor, /^## What Veridraft does/)
      // The text opens as its Markdown: a paragraph is a line of it, not a heading or a blank line.
      const paragraph = editor
        .locator('[data-slate-editor="true"] > [data-slate-node="element"]')
        .filter({ hasText: /^[^#\s]/ })
        .nth(1)
      const original = await paragraph.innerText()
      // The caret at the paragraph's end: a click past the text on its last line.
      const box = (await paragraph.boundingBox())!
      await paragraph.click({ position: { x: box.width - 2, y: box.height - 4 } })
      await editor.keyboard.press("End")
      await editor.keyboard.type(" Every draft is yours to review.")
      await publish(editor)
      await expect.poll(() => read(file), { timeout: 15_000 }).toContain(`${original} Every draft is yours to review.\n`)
      expect(changedLines(before, read(file))).toEqual([`${indent}${original} Every draft is yours to review.`])
    }
  })

  test("a writer adds an author and a topic in their own collections, then an article that picks them by name: each file is written as the build reads it", async () => {
    test.setTimeout(180_000)
    await openEntry(editor, "authors/new")
    await editor.getByLabel("Name", { exact: true }).fill("Sam Ortiz")
    await editor.getByLabel("Role", { exact: true }).fill("Clinical content lead")
    await editor.locator('[data-slate-editor="true"]').click()
    await editor.keyboard.type("Sam trains evaluators on report writing.")
    await publish(editor)
    await expect.poll(() => fs.existsSync(path.join(site, "content", "authors", "sam-ortiz.md")), { timeout: 15_000 }).toBe(true)
    await expect
      .poll(() => read("authors/sam-ortiz.md"), { timeout: 15_000 })
      .toBe("---\nname: Sam Ortiz\nrole: Clinical content lead\n---\n\nSam trains evaluators on report writing.\n")

    await openEntry(editor, "topics/new")
    await editor.getByLabel("Name", { exact: true }).fill("Apportionment")
    await editor.getByLabel("Description", { exact: true }).fill("What part of a disability each cause accounts for.")
    await publish(editor)
    await expect
      .poll(() => (fs.existsSync(path.join(site, "content", "topics", "apportionment.md")) ? read("topics/apportionment.md") : ""), { timeout: 15_000 })
      .toBe("---\nname: Apportionment\ndescription: What part of a disability each cause accounts for.\n---\n")

    await openEntry(editor, "pages/new")
    await editor.getByLabel("Browser tab title", { exact: true }).fill("Apportionment, explained")
    await editor.getByLabel("Search description", { exact: true }).fill("What part of a disability each cause accounts for, and how to write it.")
    await editor.getByLabel("Page address", { exact: true }).fill("/apportionment-explained")
    await editor.getByLabel("Date (optional)", { exact: true }).fill("2026-10-15")
    // Picked by name from the Authors and the Topics, as a writer finds them.
    for (const [label, name] of [
      ["Author (optional)", "Sam Ortiz"],
      ["Topics (optional)", "Apportionment"],
    ] as const) {
      await editor.getByLabel(label, { exact: true }).click()
      await editor.keyboard.type(name.slice(0, 5))
      await editor.getByRole("option", { name }).click()
    }
    await editor.getByRole("button", { name: "Add section" }).first().click()
    await editor.getByRole("menuitem", { name: /^Text / }).click()
    await editor.locator('[data-slate-editor="true"]').last().click()
    await editor.keyboard.type("Each cause, its share.")
    await publish(editor)
    const file = path.join(site, "content", "pages", "apportionment-explained.md")
    await expect.poll(() => fs.existsSync(file), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => fs.readFileSync(file, "utf8"), { timeout: 15_000 }).toContain("Each cause, its share.")
    const saved = fs.readFileSync(file, "utf8")
    expect(saved).toContain("\ndate: 2026-10-15\nauthor: sam-ortiz\ntopics:\n  - apportionment\n")
  })

  // What the build would refuse, across files too, the editor refuses first, in the build's words, and writes nothing.
  test("the editor's verdict is the build's: an author's id misspelt in the file shows as the entry opens; an update before the date, and a first day later than today for a page the footer links, are refused with the build's words", async () => {
    test.setTimeout(240_000)
    const article = "pages/apportionment-explained.md"
    const written = read(article)
    // The writer mistyped the author's id in the file itself, by hand.
    fs.writeFileSync(path.join(site, "content", article), written.replace("author: sam-ortiz", "author: sam-ortis"))
    await openEntry(editor, "pages/entries/apportionment-explained")
    const preview = editor.frameLocator("iframe").first()
    const problems = preview.getByRole("navigation", { name: /to fix before publishing/ })
    await expect(problems).toContainText('Author: expected the id of a file in content/authors/ (sam-ortiz), found "sam-ortis"')
    fs.writeFileSync(path.join(site, "content", article), written)

    await openEntry(editor, "pages/entries/apportionment-explained")
    const updated = editor.getByLabel("Updated (optional)", { exact: true })
    await updated.fill("2026-01-01")
    await updated.blur()
    await expect(editor.locator("div", { has: updated }).filter({ hasText: "expected a date no earlier than the page's date" }).last()).toBeVisible()
    await publish(editor)
    await expect(editor.getByText("expected a date no earlier than the page's date").first()).toBeVisible()
    await settled()
    expect(read(article)).toBe(written)

    // The about page going up next week would leave the footer's link to it leading nowhere today.
    const about = read("pages/about.md")
    await openEntry(editor, "pages/entries/about")
    await editor.getByLabel("Publish on (optional)", { exact: true }).fill(daysAfter(dayIn("America/New_York", new Date()), 7))
    await expect(
      preview.getByText(/content\/site\.json: Footer, column 2, item 1: Link: expected a link to a page live on \d{4}-\d{2}-\d{2}, found "\/about"/),
    ).toBeVisible()
    await publish(editor)
    const refusal = editor.getByText(/content\/site\.json: Footer, column 2, item 1: Link: expected a link to a page live on/).first()
    await expect(refusal).toBeVisible()
    // The message comes to rest on the screen, where the writer reads it.
    await expect.poll(async () => ((box) => box && box.x >= 0 && box.x + box.width <= 1280)(await refusal.boundingBox())).toBe(true)
    await editor.screenshot({ path: test.info().outputPath("verdict-refused-1280.png") })
    await settled()
    expect(read("pages/about.md")).toBe(about)
  })

  test("collapsed sections and list items read as what a writer knows them by: a section's heading, a feature's title, a figure's value and label", async () => {
    await openEntry(editor, "pages/entries/home")
    // The form's own text (the preview is in a frame of its own): each section by its heading.
    for (const summary of ["Everything a medical-legal report needs, drafted for you", "See a draft built from your own records"])
      await expect(editor.getByText(summary, { exact: true })).toBeVisible()
    await expandSection(editor, "Everything a medical-legal report needs, drafted for you")
    await expandSection(editor, "More reports, less time at the keyboard")
    for (const summary of ["AI first drafts", "HIPAA compliance", "10x Faster and cheaper reports", "15 min From upload to final report"]) {
      await expect(editor.getByText(summary, { exact: true })).toBeVisible()
    }
  })

  test("npm run cms's editor is the production one: the develop server's preview has the same markup and styles", async ({ page }) => {
    // The develop server may still be starting on a busy machine.
    test.setTimeout(300_000)
    const url = await developUrl()
    expect(await editorAddress).toMatch(/^http:\/\/localhost:\d+\/admin\/\?backend=\d+$/)
    // The heading saved in the first test is on the develop server's page. A save makes develop
    // build its pages again, during which it answers with its own 404 page: read it once settled.
    await settled()
    const heading = async () => {
      await page.goto(`${url}/`)
      return page.getByRole("heading", { level: 1 }).textContent()
    }
    await expect.poll(heading, { timeout: 60_000 }).toBe("Medical-legal reports, written in minutes")
    const built = await previewLook(editor, servedEditor)
    const local = await previewLook(page, await editorAddress)
    expect(local).toEqual(built)
    // The site's CSS is in both frames: a large heading, a brand mark the size of the header's.
    expect(Number.parseFloat(built.heading.fontSize)).toBeGreaterThan(30)
    expect(built.mark.height).toBeLessThan(64)
  })

  test("in develop, a save the form refuses is a form message only: no overlay, no page error, nothing written", async ({ page }) => {
    const editorUrl = await editorAddress
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message || "(an error without a message)"))
    page.on("console", (message) => message.type() === "error" && /Uncaught|Unhandled/.test(message.text()) && errors.push(message.text()))
    const before = read("site.json")
    await openEntryAt(page, editorUrl, "settings/entries/site")
    await page.getByLabel("Sign In address", { exact: true }).fill("http://app.veridraft.example.com/login")
    await publish(page)
    await expect(page.getByText("expected an https:// URL")).toBeVisible()
    await page.waitForTimeout(1000)
    await expect(page.getByText("Unhandled Runtime Error")).toHaveCount(0)
    expect(errors).toEqual([])
    expect(read("site.json")).toBe(before)
  })

  test("in develop, a content mistake is reported with its file and field while the server stays up and shows it, on a page already open too, and fixing it recovers", async ({
    page,
  }) => {
    // Develop rebuilds its bundle after the fix: some 50 s on two cores busy with the other tests.
    test.setTimeout(300_000)
    const url = await developUrl()
    const home = path.join(site, "content", "pages", "home.md")
    const good = read("pages/home.md")
    // While the content has a problem the page's data may be missing: the heading is then undefined.
    type HomeData = { result?: { data?: { contentPage: { sections: Array<{ heading?: string }> } | null } } }
    const heroHeading = () =>
      fetch(`${url}/page-data/index/page-data.json`)
        .then((r) => r.json() as Promise<HomeData>)
        .then(
          (page) => page.result?.data?.contentPage?.sections[0]?.heading,
          () => undefined,
        )
    await settled()
    // A writer has the home page open in a tab.
    await page.goto(`${url}/`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(read("pages/home.md").match(/^ {4}heading: (.+)$/m)![1]!)
    fs.copyFileSync(path.join(FIXTURES, "unknown-icon", "pages", "home.md"), home)
    const message =
      'content/pages/home.md: Section 2 (Cards), card 3: Icon: expected one of draft, summary, rating, template, shield, clock, speed, chart, found "rocket"'
    // Gatsby wraps long lines at the terminal's width.
    await expect
      .poll(
        () =>
          plain(cms!.said)
            .replace(/\s*\n\s*/g, " ")
            .includes(message),
        { timeout: 60_000 },
      )
      .toBe(true)
    await settled()
    expect(cms!.child.exitCode).toBeNull()
    // A browser asking for a page is answered with the problem, in the build's words.
    const during = await fetch(`${url}/`, { headers: { accept: "text/html" } })
    expect(during.status).toBe(503)
    expect(await during.text()).toContain("card 3: Icon: expected one of draft")
    // The open tab shows it too, by itself.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The site has 1 content problem")
    await expect(page.getByRole("listitem")).toContainText("card 3: Icon: expected one of draft")
    fs.writeFileSync(home, good.replace(/^ {4}heading: .+$/m, "    heading: Fixed and drafted again"))
    // Develop then bundles its pages again, past two minutes once on a machine busy with the other tests.
    await expect.poll(heroHeading, { timeout: 240_000 }).toBe("Fixed and drafted again").catch(withCmsOutput(cms!))
    // And the tab shows the site again, with no reload by the writer.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixed and drafted again", { timeout: 90_000 })
  })

  // The production build of exactly these bytes is checked in e2e/legal-history.spec.ts.
  test("in develop, a writer makes /pricing from the form: at a taken address it is refused in the build's words with no overlay; at its own it is saved as written and served", async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const url = await developUrl()
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message || "(an error without a message)"))
    page.on("dialog", (dialog) => void dialog.accept())
    const pages = () => fs.readdirSync(path.join(site, "content", "pages")).sort()
    const before = pages()
    await writePricingPage(page, await editorAddress, "/about")
    await publish(page)
    await expect(page.getByText('expected an address no other page uses, found "/about" (used by content/pages/about.md)')).toBeVisible()
    await page.waitForTimeout(1000)
    await expect(page.getByText("Unhandled Runtime Error")).toHaveCount(0)
    expect(errors).toEqual([])
    expect(pages()).toEqual(before)
    // The writer corrects the address as they would: select it and type the new one.
    await page.getByLabel("Page address", { exact: true }).click()
    await page.keyboard.press("ControlOrMeta+A")
    await page.keyboard.type("/pricing")
    await publish(page)
    await expect.poll(() => fs.existsSync(path.join(site, "content", "pages", "pricing.md")), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => read("pages/pricing.md"), { timeout: 15_000 }).toContain("button: Book a Demo\n---\n")
    expect(read("pages/pricing.md")).toBe(WRITER_PAGES["content/pages/pricing.md"])
    // Its query runs when the file arrives, before anyone asks for the page (no query on demand).
    const pageData = path.join(site, "public", "page-data", "pricing", "page-data.json")
    await expect
      .poll(() => fs.existsSync(pageData), { timeout: 60_000 })
      .toBe(true)
      .catch(withCmsOutput(cms!))
    await expect
      .poll(
        () =>
          fetch(`${url}/page-data/pricing/page-data.json`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true)
      .catch(withCmsOutput(cms!))
    await page.goto(`${url}/pricing`)
    await expect(page.getByRole("heading", { level: 1, name: "Pay per report, not per seat" })).toBeVisible()
    await expect(page.getByText("Median drafting time and cost per report for pilot practices", { exact: false }).first()).toBeVisible()
  })

  test("in develop, deleting a page the footer links to is refused, naming the file that links there, and the page stays", async ({ page }) => {
    const editorUrl = await editorAddress
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message || "(an error without a message)"))
    // Decap asks whether to delete in the browser's own dialog: the writer says yes.
    page.on("dialog", (dialog) => void dialog.accept())
    const before = read("pages/about.md")
    await openEntryAt(page, editorUrl, "pages/entries/about")
    await page.getByRole("button", { name: "Delete entry" }).click()
    // The footer's link in site.json, beside any page an earlier test of this site made that links there too.
    await expect(
      page.getByText(
        /content\/pages\/about\.md: expected no link to "\/about" before it is deleted, found links in (\S+, )*content\/site\.json \(remove them first\)/,
      ),
    ).toBeVisible()
    await page.waitForTimeout(1000)
    await expect(page.getByText("Unhandled Runtime Error")).toHaveCount(0)
    expect(errors).toEqual([])
    expect(read("pages/about.md")).toBe(before)
  })

  test("in develop, a writer creates a legal document from the form alone: it is saved as written, and develop serves its page and PDF", async ({ page }) => {
    test.setTimeout(180_000)
    const url = await developUrl()
    await writeCookiePolicy(page, await editorAddress)
    await publish(page)
    await expect.poll(() => fs.existsSync(path.join(site, COOKIE_POLICY.file)), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => read("legal/cookie-policy.md"), { timeout: 15_000 }).toContain(`${COOKIE_POLICY.form.text}\n`)
    expect(read("legal/cookie-policy.md")).toBe(COOKIE_POLICY.saved)
    // No PDF was uploaded: the one made from the text is served at the address the page gives.
    await expect
      .poll(
        () =>
          fetch(`${url}/page-data/cookie-policy/page-data.json`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true)
    await page.goto(`${url}/cookie-policy`)
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible()
    await expect(page.getByText(COOKIE_POLICY.form.text).first()).toBeVisible()
    const pdf = await fetch(`${url}/legal/cookie-policy.pdf`)
    expect(pdf.ok).toBe(true)
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-")
  })

  // The writer's authors, topic and article, and every save before them, leave the code as it was:
  // the types develop writes from the page queries are the same whatever content exists.
  // It began with no article, as a site's own content does: no save was told a template's query "will not be run".
  test("npm run cms changed no file of the checkout but content/'s: the types develop writes are the committed ones, and it warned of no template", async () => {
    await editorAddress
    await settled()
    const code = (dir: string) => fs.readdirSync(path.join(dir, "src"), { recursive: true, encoding: "utf8" }).filter((name) => /\.tsx?$/.test(name))
    const root = path.join(__dirname, "..")
    const differing = code(site).filter(
      (name) =>
        !fs.existsSync(path.join(root, "src", name)) || !fs.readFileSync(path.join(site, "src", name)).equals(fs.readFileSync(path.join(root, "src", name))),
    )
    expect(fs.existsSync(path.join(site, "content", "authors"))).toBe(true)
    expect(differing).toEqual([])
    expect(plain(cms!.said)).not.toMatch(/will not be run/)
    // Nor does develop's 404 page, to a writer who mistypes an address, offer the pages that keep the templates.
    const listed = await fetch(`${await developUrl()}/page-data/dev-404-page/page-data.json`)
      .then((r) => r.json() as Promise<{ result: { data: { allSitePage: { nodes: Array<{ path: string }> } } } }>)
      .then((page) => page.result.data.allSitePage.nodes.map((node) => node.path))
    expect(listed).toContain("/about")
    expect(listed.filter((address) => /template/.test(address))).toEqual([])
  })
})

// A writer's hub, as a marketing writer builds it with the README and the writers' guide: `npm run cms`
// started on a copy holding two authors, three topics and sixteen articles, one article with a
// mistake in it.
test.describe("a writer's hub in the editor, started with a content mistake", () => {
  let site: string
  let cms: CmsRun | undefined
  let editorUrl = ""
  let developUrl = ""
  let editor: Page
  const NOTE = "content/pages/insights-note-01.md"
  const read = (file: string) => fs.readFileSync(path.join(site, file), "utf8")
  const write = (file: string, text: string) => fs.writeFileSync(path.join(site, file), text)
  const said = () => plain(cms!.said).replace(/\s*\n\s*/g, " ")
  const preview = () => editor.frameLocator("iframe").first()
  const problemList = () => preview().getByRole("navigation", { name: /to fix before publishing/ })
  const openText = async (heading: string | RegExp) => {
    await expandSection(editor, heading)
    return editor.locator('[data-slate-editor="true"]').first()
  }
  // Typed at the end of a Markdown field, one line after another, as a writer types them.
  const typeLines = async (box: ReturnType<Page["locator"]>, lines: readonly string[]) => {
    // The caret after the text's last word: a click at the end of its last line (a paragraph wraps, and End ends a line).
    const last = box.locator(':scope > [data-slate-node="element"]').last()
    await last.scrollIntoViewIfNeeded()
    const { width, height } = (await last.boundingBox())!
    await last.click({ position: { x: width - 2, y: height - 4 } })
    await editor.keyboard.press("End")
    for (const line of lines) {
      await editor.keyboard.press("Enter")
      if (line) await editor.keyboard.type(line)
    }
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(420_000)
    site = copySite(folder("hub-"))
    addHub(site, "America/New_York")
    write(NOTE, read(NOTE).replace(/^date: .*$/m, "date: 2026-13-02"))
    cms = await startCms(site)
    editorUrl = await editorAddressSaid(cms, 400)
    developUrl = new URL(editorUrl).origin
    await until("the develop server", () => fetch(`${developUrl}/admin/`).then((r) => r.ok || undefined), 120)
    editor = await browser.newPage()
    editor.on("dialog", (dialog) => void dialog.accept())
  })

  test.afterAll(async () => {
    await editor?.close()
    if (cms) await stopGroup(cms.child)
  })

  test("a content mistake at start-up: the terminal says it alone, every address shows it in the build's words, the editor opens, and fixing the file brings the pages back with no restart", async ({
    browser,
  }) => {
    test.setTimeout(360_000)
    const problem = 'content/pages/insights-note-01.md: Date: expected a real calendar date, found "2026-13-02"'
    expect(said()).toContain(problem)
    // Nothing else went wrong: no error of Gatsby's, no page query left unrun.
    expect(said()).not.toMatch(/ERROR|error #|GRAPHQL|will not be run|Cannot read properties|Attempted import error/)
    const visitor = await browser.newPage()
    for (const width of [1280, 768]) {
      await visitor.setViewportSize({ width, height: 800 })
      const answer = await visitor.goto(`${developUrl}/insights/note-02`)
      expect(answer!.status()).toBe(503)
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("The site has 1 content problem")
      await expect(visitor.getByRole("listitem")).toHaveText([problem])
      await visitor.screenshot({ path: test.info().outputPath(`content-problem-${width}.png`) })
    }
    // The editor opens all the same, with the site's settings in its previews.
    await openEntryAt(editor, editorUrl, "articles/entries/insights-note-02")
    await expect(drawnPage(editor).locator("h1")).toHaveText("Evaluator's note 2: apportionment by cause")
    // Fixed in the file: the page the visitor holds open comes back by itself.
    write(NOTE, read(NOTE).replace(/^date: .*$/m, "date: 2026-01-02"))
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Evaluator's note 2: apportionment by cause", { timeout: 240_000 })
    expect(cms!.child.exitCode).toBeNull()
    expect(said()).toContain("The content problems are fixed: the pages are built again.")
    await visitor.close()
  })

  test("an optional field emptied (an article's Updated, a page's Last day and Then) says nothing and is left out of the file: a take-down is cancelled", async () => {
    for (const [entry, file, labels] of [
      ["pages/entries/insights-note-01", NOTE, ["Updated (optional)"]],
      ["pages/entries/insights-webinar-recap", "content/pages/insights-webinar-recap.md", ["Last day (optional)", "Then send visitors to (optional)"]],
    ] as const) {
      const before = read(file)
      await openEntryAt(editor, editorUrl, entry)
      for (const label of labels) {
        const field = editor.getByLabel(label, { exact: true })
        await field.fill("")
        await field.blur()
      }
      // Not a word beside the fields, nor above the preview.
      await editor.screenshot({ path: test.info().outputPath(`emptied-${entry.replace(/\W/g, "-")}.png`) })
      await expect(editor.getByText(/expected a date|expected a page address|expected the/i)).toHaveCount(0)
      await expect(problemList()).toHaveCount(0)
      await publish(editor)
      const removed = before.split("\n").filter((line) => /^(updated|until|then): /.test(line))
      expect(removed).toHaveLength(labels.length)
      // The backend empties the file before it writes it: read once it is whole. Its other lines are
      // kept, each field where the form has it (the hub's files name a reviewer before the topics).
      const sorted = (text: string) => text.split("\n").sort()
      await expect.poll(() => sorted(read(file)), { timeout: 15_000 }).toEqual(sorted(before).filter((line) => !removed.includes(line)))
    }
  })

  test("what a writer types in a Markdown field is what is saved: it opens as Markdown, and ##, - and [words](/address) are a heading, a list and a link", async () => {
    const file = "content/pages/insights-note-02.md"
    await openEntryAt(editor, editorUrl, "articles/entries/insights-note-02")
    const box = await openText(/^## Why it matters/)
    await typeLines(box, ["", "## A new heading", "", "- first item", "- [a link](/insights)"])
    await expect(drawnPage(editor).getByRole("heading", { level: 2, name: "A new heading" })).toBeVisible()
    await expect(drawnPage(editor).getByRole("link", { name: "a link" })).toHaveAttribute("href", "/insights")
    await editor.screenshot({ path: test.info().outputPath("markdown-typed.png") })
    await publish(editor)
    await expect.poll(() => read(file), { timeout: 15_000 }).toContain("      ## A new heading\n\n      - first item\n      - [a link](/insights)\n")
    expect(read(file)).not.toContain("\\")
  })

  test("a file the editor cannot read is named above its list with the build's message and line, and opened it shows that, never a form to save over it", async () => {
    const file = "content/pages/insights-note-03.md"
    const good = read(file)
    write(file, good.replace("author: maya-lindqvist\n", "author: maya-lindqvist\n  oops: bad\n"))
    const message = "content/pages/insights-note-03.md: line 7, column 7: malformed YAML front matter (bad indentation of a mapping entry)"
    try {
      for (const width of [1280, 768]) {
        await editor.setViewportSize({ width, height: 800 })
        // Read anew as the editor opens.
        await editor.reload()
        await openEntryAt(editor, editorUrl, "pages/entries/about")
        await editor.goto(`${editorUrl}#/collections/pages`)
        await expect(editor.getByRole("alert")).toContainText(message)
        await expect(editor.getByText(/^Cannot be read \(line 7, column 7: malformed YAML front matter/)).toBeVisible()
        await editor.screenshot({ path: test.info().outputPath(`unreadable-list-${width}.png`) })
        await editor.goto(`${editorUrl}#/collections/pages/entries/insights-note-03`)
        const notice = editor.getByRole("alertdialog", { name: "The editor cannot read content/pages/insights-note-03.md" })
        await expect(notice).toContainText(message)
        // It covers the whole window: no field, and no Publish, to reach.
        expect(await notice.boundingBox()).toEqual({ x: 0, y: 0, width, height: 800 })
        await editor.screenshot({ path: test.info().outputPath(`unreadable-entry-${width}.png`) })
      }
    } finally {
      write(file, good)
      await editor.setViewportSize({ width: 1280, height: 720 })
    }
    expect(read(file)).toBe(good)
  })

  test("an author's and a topic's previews are their pages as the site draws them, and a Role past its limit is said as it is typed", async ({ page }) => {
    test.setTimeout(300_000)
    for (const [entry, address] of [
      ["authors/entries/sam-ortiz", "/authors/sam-ortiz"],
      ["topics/entries/apportionment", "/topics/apportionment"],
    ] as const) {
      // The page as the develop server draws it, once it has built the site again after the last test's unreadable file.
      // Beside the other browser tests a rebuild can take minutes on two cores.
      await expect.poll(async () => (await page.goto(`${developUrl}${address}`))?.status(), { timeout: 240_000, intervals: [2_000] }).toBe(200)
      const cards = 'section[aria-labelledby="articles-heading"] h3'
      await expect(page.locator(cards).first()).toBeVisible()
      const site = { heading: await page.locator("h1").textContent(), cards: await page.locator(cards).allTextContents() }
      await openEntryAt(editor, editorUrl, entry)
      const drawn = drawnPage(editor)
      await expect(drawn.locator("h1")).toHaveText(site.heading!)
      await expect(drawn.getByRole("heading", { name: "Articles" })).toBeVisible()
      await expect(drawn.locator(cards)).toHaveText(site.cards)
      expect(site.cards.length).toBeGreaterThan(2)
      await editor.screenshot({ path: test.info().outputPath(`${address.split("/")[1]}-preview.png`) })
    }
    await openEntryAt(editor, editorUrl, "authors/entries/sam-ortiz")
    // Typed, not yet left: the limit is said above the preview at once, as on a page.
    await editor.getByLabel("Role", { exact: true }).fill("Clinical content lead for every template the service ships, and its reviews")
    await expect(problemList()).toContainText("Role: expected at most 60 characters")
  })

  test("articles have a collection of their own, whose form asks for a date and an author and speaks of the hub's addresses; Pages lists the other pages", async () => {
    await openEntryAt(editor, editorUrl, "articles/new")
    await expect(editor.getByText("Writing in Articles collection")).toBeVisible()
    await expect(editor.getByText(/^Under the address of the page that lists your articles, like \/insights\//)).toBeVisible()
    await expect(editor.getByText(/case-studies/)).toHaveCount(0)
    for (const label of ["Date", "Author"]) await expect(editor.getByLabel(label, { exact: true })).toBeVisible()
    await editor.goto(`${editorUrl}#/collections/articles`)
    await expect(editor.getByText(/^Evaluator's note \d+: .+ \(2026-\d\d-\d\d\)$/)).toHaveCount(HUB_ARTICLES.length)
    await expect(editor.getByText(/^About \(/)).toHaveCount(0)
    await editor.goto(`${editorUrl}#/collections/pages`)
    await expect(editor.getByText("About (/about)")).toBeVisible()
    await expect(editor.getByText(/^Evaluator's note/)).toHaveCount(0)
  })

  test("a Markdown field's toolbar fits a tablet's form, and a text's problem says its line by its first words and a link to no page the closest few addresses", async () => {
    await openEntryAt(editor, editorUrl, "articles/entries/insights-note-04")
    const box = await openText(/^## Why it matters/)
    for (const width of [768, 1280]) {
      await editor.setViewportSize({ width, height: 1000 })
      await box.scrollIntoViewIfNeeded()
      const toolbar = editor.locator("div", { has: editor.getByText("Rich Text", { exact: true }) }).last()
      expect((await toolbar.boundingBox())!.height).toBeLessThanOrEqual(80)
      await editor.screenshot({ path: test.info().outputPath(`markdown-toolbar-${width}.png`) })
    }
    await typeLines(box, ["", "# A title"])
    await expect(problemList()).toContainText('Section 1 (Text): Text: line 13 of the text ("# A title"): expected a heading written ## or ###')
    for (const _ of "# A title") await editor.keyboard.press("Backspace")
    await editor.keyboard.type("See [the first note](/insights/note-1).")
    await expect(problemList()).toContainText(
      'Text: line 13 of the text ("See [the first note](/insights/note-1)."): expected a link to an existing page (the closest: /insights/note-10, /insights/note-11, /insights/note-12), found "/insights/note-1"',
    )
    await editor.setViewportSize({ width: 1280, height: 720 })
  })

  test("in develop, an article deleted in the editor leaves the list that showed it with no restart", async () => {
    const file = "content/pages/insights-note-19.md"
    const listed = async () => (await (await fetch(`${developUrl}/page-data/insights/page-data.json`)).text()).includes('"/insights/note-19"')
    expect(await listed()).toBe(true)
    await openEntryAt(editor, editorUrl, "articles/entries/insights-note-19")
    await editor.getByRole("button", { name: "Delete entry" }).click()
    await expect.poll(() => fs.existsSync(path.join(site, file)), { timeout: 15_000 }).toBe(false)
    await expect.poll(listed, { timeout: 60_000 }).toBe(false)
    expect(cms!.child.exitCode).toBeNull()
  })
})

/** The lines a commit range adds and removes in the repository `dir`, as `-line` and `+line`. */
const changedBetween = (dir: string, from: string, to: string) =>
  gitIn(dir, "diff", "--unified=0", from, to)
    .split("\n")
    .filter((line) => /^[-+](?![-+]{2} )/.test(line))

/** Moves the open entry to a status through the toolbar's menu. */
async function setStatus(page: Page, status: "In review" | "Ready") {
  await page.getByRole("button", { name: /^Status:/ }).click()
  await page
    .getByRole("menuitem", { name: status })
    .or(page.getByText(status, { exact: true }))
    .first()
    .click()
  await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible()
}

test.describe("the review workflow on a git repository", () => {
  let repo: string
  let backend: ChildProcess | undefined
  let admin: string
  let start: string
  const git = (...args: string[]) => gitIn(repo, ...args)
  const changed = (from: string, to: string) => changedBetween(repo, from, to)
  // The writer's own files, which the editor must leave as they are and out of every commit:
  // an untracked note, an ignored log, and a tracked file changed after the editor started.
  const WRITER_FILES = {
    "writer-notes.txt": "questions for counsel\n",
    "debug.log": "a log the writer keeps\n",
    "notes/plan.md": "changed while the editor runs\n",
  }
  const writerFiles = () => Object.fromEntries(Object.keys(WRITER_FILES).map((file) => [file, fs.readFileSync(path.join(repo, file), "utf8")]))
  /** Every file any commit since the start touches, on any branch. */
  const committedFiles = () => git("log", "--all", "--format=", "--name-only", `^${start}`).split("\n").filter(Boolean)
  function expectWriterFilesUntouched() {
    expect(writerFiles()).toEqual(WRITER_FILES)
    expect(git("ls-files", "--others", "--exclude-standard")).toBe("writer-notes.txt")
    expect(git("ls-files", "--others", "--ignored", "--exclude-standard")).toBe("debug.log")
    expect(git("diff", "--name-only")).toBe("notes/plan.md")
    expect(committedFiles().filter((file) => !file.startsWith("content/"))).toEqual([])
  }

  test.beforeAll(async () => {
    repo = folder("cms-git-")
    copyFixtureContent(repo)
    fs.mkdirSync(path.join(repo, "notes"))
    fs.writeFileSync(path.join(repo, "notes", "plan.md"), "committed\n")
    fs.writeFileSync(path.join(repo, ".gitignore"), "*.log\n")
    commitAll(repo, "The site's content")
    start = git("rev-parse", "main")
    fs.writeFileSync(path.join(repo, "writer-notes.txt"), WRITER_FILES["writer-notes.txt"])
    fs.writeFileSync(path.join(repo, "debug.log"), WRITER_FILES["debug.log"])
    const started = await startWorkflowBackend(repo)
    backend = started.backend
    admin = editorFor(started.port)
    fs.writeFileSync(path.join(repo, "notes", "plan.md"), WRITER_FILES["notes/plan.md"])
  })

  test.afterAll(async () => {
    if (backend) await stopGroup(backend)
  })

  // Publishing asks "Are you sure?" in the browser's own dialog: the writer says yes.
  test.beforeEach(({ page }) => {
    page.on("dialog", (dialog) => void dialog.accept())
  })

  test("an edit is saved as a one-line commit on its own branch, goes through review, and Publish puts exactly it on main", async ({ page }) => {
    const main = git("rev-parse", "main")
    await openEntryAt(page, admin, "pages/entries/home")
    await expandSection(page, HERO_HEADING)
    await page.getByLabel("Main heading", { exact: true }).fill("Reports drafted while you examine")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible()
    // A branch with one commit, the one-line change; main as it was.
    expect(git("rev-parse", "main")).toBe(main)
    expect(git("rev-list", "--count", "main..cms/pages/home")).toBe("1")
    expect(changed("main", "cms/pages/home")).toEqual([
      "-    heading: Medical-legal reports, drafted in minutes",
      "+    heading: Reports drafted while you examine",
    ])
    expectWriterFilesUntouched()

    await setStatus(page, "In review")
    await setStatus(page, "Ready")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now").click()
    await expect.poll(() => git("rev-parse", "main"), { timeout: 15_000 }).not.toBe(main)
    expect(changed(main, "main")).toEqual(["-    heading: Medical-legal reports, drafted in minutes", "+    heading: Reports drafted while you examine"])
    expect(git("branch", "--list", "cms/*")).toBe("")
    // Publish brought the change into the writer's folder, and nothing else changed there.
    expect(git("diff", "--name-only", "HEAD", "--", "content")).toBe("")
    expectWriterFilesUntouched()
  })

  test("a Publish that would overwrite the writer's uncommitted change to its file says so in the editor and waits; once the change is set aside, it goes through", async ({
    page,
  }) => {
    const main = git("rev-parse", "main")
    const file = path.join(repo, "content", "pages", "home.md")
    const committed = fs.readFileSync(file, "utf8")
    // The heading the edit before this one published.
    const published = "Reports drafted while you examine"
    const theirs = committed.replace(published, "Reports drafted in the clinic")
    await openEntryAt(page, admin, "pages/entries/home")
    await expandSection(page, published)
    await page.getByLabel("Main heading", { exact: true }).fill("Reports drafted before the patient leaves")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible()
    await setStatus(page, "In review")
    await setStatus(page, "Ready")
    // Meanwhile the writer changes the same file by hand, and does not commit.
    fs.writeFileSync(file, theirs)
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now").click()
    await expect(page.getByText(/"content\/pages\/home\.md" in this folder has changes not yet committed/)).toBeVisible()
    expect([git("rev-parse", "main"), fs.readFileSync(file, "utf8"), git("branch", "--list", "cms/*").trim()]).toEqual([main, theirs, "cms/pages/home"])
    fs.writeFileSync(file, committed)
    await page.reload()
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now").click()
    await expect.poll(() => git("rev-parse", "main"), { timeout: 15_000 }).not.toBe(main)
    expect(fs.readFileSync(file, "utf8")).toContain("heading: Reports drafted before the patient leaves")
    expectWriterFilesUntouched()
  })

  test("a change to the site settings is a one-line commit, though the editor hands the legal pages' twenty-five labels over in no order", async ({ page }) => {
    const main = git("rev-parse", "main")
    await openEntryAt(page, admin, "settings/entries/site")
    await page.getByLabel("Tagline", { exact: true }).fill("AI drafting for medical-legal reports")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible()
    expect(git("rev-parse", "main")).toBe(main)
    expect(changed("main", "cms/settings/site")).toEqual([
      '-  "tagline": "AI drafting for medical-legal reports and record review",',
      '+  "tagline": "AI drafting for medical-legal reports",',
    ])
    expectWriterFilesUntouched()
  })

  test("an announcement written in the site settings: the preview draws its band above the header and says when visitors would not see it; the commit adds it alone", async ({
    page,
  }) => {
    const today = dayIn("America/New_York", new Date())
    const text = "Join our webinar on 12 January."
    await openEntryAt(page, admin, "settings/entries/site")
    await expandSection(page, "Announcement")
    // Every field of an optional group is optional in the form; the build asks for them once the group is filled.
    const field = (label: string) => page.getByLabel(`${label} (optional)`, { exact: true })
    await field("Text").fill(text)
    await expandSection(page, "Read-more link")
    await field("Link text").fill("Save a seat")
    await field("Goes to").fill("/about")
    await field("First day").fill(today)
    await field("Last day").fill(today)
    const preview = page.frameLocator("iframe").first()
    const band = preview.getByRole("complementary", { name: text })
    await expect(band.getByRole("link", { name: "Save a seat" })).toHaveAttribute("href", "/about")
    expect((await band.boundingBox())!.y).toBeLessThan((await preview.getByRole("banner").boundingBox())!.y)
    await expect(preview.getByRole("status")).toHaveCount(0)
    // A last day gone by: drawn still, for the writer, with why no visitor sees it.
    await field("Last day").fill("2026-01-31")
    await field("First day").fill("2026-01-01")
    await expect(preview.getByRole("status")).toContainText(`The announcement "${text}" is left out`)
    await field("Last day").fill(today)
    await field("First day").fill(today)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    // The save is a commit of its own on the settings' draft (which an earlier test may have started).
    const saved = () => {
      try {
        return changed("cms/settings/site~1", "cms/settings/site")
      } catch {
        return []
      }
    }
    await expect
      .poll(saved, { timeout: 15_000 })
      .toEqual([
        '+  "announcement": {',
        `+    "text": "${text}",`,
        '+    "link": {',
        '+      "label": "Save a seat",',
        '+      "to": "/about"',
        "+    },",
        `+    "from": "${today}",`,
        `+    "until": "${today}"`,
        "+  },",
      ])
    expectWriterFilesUntouched()
  })

  test("a new legal document goes the same way: its own branch adds its file only, and Publish puts it on main", async ({ page }) => {
    const main = git("rev-parse", "main")
    await writeCookiePolicy(page, admin)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible()
    expect(git("rev-parse", "main")).toBe(main)
    expect(git("diff", "--name-status", "main", "cms/legal/cookie-policy")).toBe("A\tcontent/legal/cookie-policy.md")

    await setStatus(page, "In review")
    await setStatus(page, "Ready")
    await page.getByRole("button", { name: "Publish", exact: true }).click()
    await page.getByText("Publish now").click()
    await expect.poll(() => git("rev-parse", "main"), { timeout: 15_000 }).not.toBe(main)
    expect(git("diff", "--name-status", main, "main")).toBe("A\tcontent/legal/cookie-policy.md")
    // git() trims its output, the file's last newline with it.
    expect(git("show", `main:${COOKIE_POLICY.file}`)).toBe(COOKIE_POLICY.saved.trimEnd())
    expect(fs.readFileSync(path.join(repo, COOKIE_POLICY.file), "utf8")).toBe(COOKIE_POLICY.saved)
    expectWriterFilesUntouched()
  })
})

// A page a writer moves in the editor takes its visitors with it: in a repository of the whole
// site with the writer's pages, /pricing becomes /plans in the Page address field, goes through
// review and is published; the next build answers the old address with a permanent redirect, with
// nothing more for the writer to do, and its editor still saves a file that links the old address.
// A page moved by an edit of its file, and the history's moves, are built in
// src/node/headers/redirects.integration.test.ts; the published commit here is the same one-line edit.
test.describe("a page moved in the editor", () => {
  let site: string
  let backend: ChildProcess | undefined
  let server: ChildProcess | undefined
  let base: string
  let backendPort: number

  test.beforeAll(async () => {
    site = copySite(folder("site-moved-"))
    addWriterPages(site)
    fs.writeFileSync(path.join(site, ".gitignore"), "node_modules\n.cache/\npublic/\n")
    commitAll(site, "The site with the writer's pages")
    ;({ backend, port: backendPort } = await startWorkflowBackend(site))
  })

  test.afterAll(async () => {
    for (const child of [backend, server]) if (child) await stopGroup(child)
  })

  test("/pricing moved to /plans in the Page address field and published answers /pricing with 301 to /plans after the build, whose editor still saves the settings that link /pricing", async ({
    page,
  }) => {
    test.setTimeout(300_000)
    page.on("dialog", (dialog) => void dialog.accept())
    const main = gitIn(site, "rev-parse", "main")
    await openEntryAt(page, editorFor(backendPort), "pages/entries/pricing")
    await page.getByLabel("Page address", { exact: true }).fill("/plans")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible()
    await setStatus(page, "In review")
    await setStatus(page, "Ready")
    await publish(page)
    await expect.poll(() => gitIn(site, "rev-parse", "main"), { timeout: 15_000 }).not.toBe(main)
    expect(changedBetween(site, main, "main")).toEqual(["-path: /pricing", "+path: /plans"])
    await stopGroup(backend!)

    ;({ base, server } = await buildAndServe(site))
    expect(fs.readFileSync(path.join(site, "public", "_redirects"), "utf8")).toContain("/pricing /plans 301\n")
    await expectMovedFor(page, base, "/pricing", "/plans")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay per report, not per seat")

    // The footer still links /pricing: the new build's editor reads that link through the
    // redirect, as the build does, and saves the settings.
    ;({ backend, port: backendPort } = await startWorkflowBackend(site, new URL(base).origin))
    await openEntryAt(page, editorFor(backendPort, base), "settings/entries/site")
    await page.getByLabel("Tagline", { exact: true }).fill("AI drafting for medical-legal reports")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible()
    expect(changedBetween(site, "main", "cms/settings/site")).toEqual([
      '-  "tagline": "AI drafting for medical-legal reports and record review",',
      '+  "tagline": "AI drafting for medical-legal reports",',
    ])
  })

  test("the moved page's canonical address is its new one, and the sitemap lists it alone", async ({ page }) => {
    await page.goto(`${base}/plans`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.veridraft.example.com/plans")
    const sitemap = fs.readFileSync(path.join(site, "public", "sitemap-0.xml"), "utf8")
    expect(sitemap).toContain("<loc>https://www.veridraft.example.com/plans</loc>")
    expect(sitemap).not.toContain("/pricing<")
  })

  test("the built editor's preview of /how-it-works draws each kind of section as its built page does", async ({ page }) => {
    // What a visitor reads, section by section: headings, questions, the quote and its caption, claims and plans.
    const READ = "main :is(h1, h2, h3, summary, blockquote, figcaption, ol > li, [role=region] th)"
    const texts = (root: Page | ReturnType<Page["frameLocator"]>) => root.locator(READ).allInnerTexts()
    await page.goto(`${base}/how-it-works`)
    const built = await texts(page)
    await openEntryAt(page, editorFor(backendPort, base), "pages/entries/how-it-works")
    const preview = drawnPage(page)
    await preview.getByRole("heading", { name: "Questions practices ask" }).waitFor()
    expect(await texts(preview)).toEqual(built)
    // The preview has no sized images: each logo shows its organisation's name.
    await expect(preview.getByText("Coastal IME Group")).toBeVisible()
  })

  test("a one-field edit of /how-it-works in the editor saves that line alone: every kind, its lists, dates and checkbox, is written back as the file had it", async ({
    page,
  }) => {
    page.on("dialog", (dialog) => void dialog.accept())
    await openEntryAt(page, editorFor(backendPort, base), "pages/entries/how-it-works")
    await expandSection(page, "Dr. A. Example")
    await page.getByLabel("Role", { exact: true }).fill("Orthopaedic surgeon, QME and AME")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible()
    expect(changedBetween(site, "main", "cms/pages/how-it-works")).toEqual([
      "-    role: Orthopaedic surgeon and QME",
      "+    role: Orthopaedic surgeon, QME and AME",
    ])
  })

  test("a one-field edit of the case study saves that line alone: its video, captions, poster and transcript are written back as the file had them", async ({
    page,
  }) => {
    page.on("dialog", (dialog) => void dialog.accept())
    await openEntryAt(page, editorFor(backendPort, base), "pages/entries/orthopaedic-practice")
    await expandSection(page, "See a report drafted")
    await page.getByLabel("Heading (optional)", { exact: true }).fill("See a report drafted in minutes")
    // The preview draws the section without the video, which the build publishes: its description stands under the empty player.
    await expect(drawnPage(page).getByText("A physician uploads 1,200 pages of records and reviews the draft.")).toBeVisible()
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible()
    await expect
      .poll(() => changedBetween(site, "main", "cms/pages/orthopaedic-practice"))
      .toEqual(["-    heading: See a report drafted", "+    heading: See a report drafted in minutes"])
  })

  test("a link to the old address, in the footer, still leads to the page", async ({ page }) => {
    await page.goto(`${base}/about`)
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Pricing" })
    await expect(link).toHaveAttribute("href", "/pricing")
    await link.click()
    await expect(page).toHaveURL(`${base}/plans`)
  })
})
