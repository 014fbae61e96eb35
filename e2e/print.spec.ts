// Every route printed from the browser (Chromium's print to PDF, Letter): its content from the
// first page, no page left blank, nothing printed too light to read, and no navigation or
// buttons that only act on screen; on Letter, A4 and A5, no sheet ending on a heading and no call
// to action alone on one; each link's address after its words. A legal page prints as the
// document: its title, revision date, address and full text, in no more pages than its own PDF
// takes and one more.
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { printedText } from "./pdf-structure"
import { PAPER, pagingFaults, print } from "./printing"
import { NOT_FOUND, PRODUCT, ROUTES, SITE } from "./routes"
import { LEGAL_DOCUMENTS } from "./legal-content"
import { blockText } from "../src/vocabulary/legal-text"

const ROOT = path.join(__dirname, "..")
const SCREEN_ONLY = ["Sign In", "Download PDF", "Open in New Tab", "PDF Viewer Not Available", "Skip to"]

const pdfPages = async (file: string) => (await printedText(new Uint8Array(fs.readFileSync(path.join(ROOT, "public", file))))).pages.length

for (const route of [...ROUTES.map((r) => r.path), NOT_FOUND.path]) {
  test(`${route} prints its content from the first page, every page holding text and none of it too light to read`, async ({ page }) => {
    await page.goto(route)
    const { pages, faint } = await print(page)
    expect(faint).toEqual([])
    // The main heading's words, as the page prints them (the 404's "404:" keeps its colon for screen readers only).
    const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, " ").trim()
    expect(words(pages[0]!)).toContain(words(await page.getByRole("heading", { level: 1 }).innerText()))
    // The site's navigation and the buttons that only act on screen are left off the paper.
    for (const words of [...SCREEN_ONLY, "Benefits"]) expect(pages.join(" "), words).not.toContain(words)
    // No page blank or all but blank: each but the last holds a good part of a page's text.
    for (const [i, text] of pages.slice(0, -1).entries()) expect(text.length, `page ${i + 1} of ${pages.length}`).toBeGreaterThan(300)
    if (route !== NOT_FOUND.path) expect(pages[0]).toContain(`${PRODUCT} · ${new URL(route, SITE.siteUrl).href.replace(/\/$/, "")}`)
  })
}

for (const route of [...ROUTES.map((r) => r.path), NOT_FOUND.path]) {
  test(`${route} printed on Letter, A4 and A5: no sheet ends on a heading, and the call to action never stands alone on one`, async ({ page }) => {
    await page.goto(route)
    const callsToAction = await page.locator("main section:has(> div > .bg-brand-900) h2").allTextContents()
    const faults: string[] = []
    for (const paper of PAPER) faults.push(...(await pagingFaults(page, paper, callsToAction)))
    expect(faults).toEqual([])
  })
}

test("printed, a link gives its address after its words, an outbound one's and a page's of the site whole; none for a place on the same page or words that are the address", async ({
  page,
}) => {
  await page.goto("/")
  const home = (await print(page)).pages.join(" ").replace(/\s+/g, " ")
  expect(home).toContain(`Book a Demo (${SITE.demoUrl})`)
  expect(home).not.toContain("#features")
  expect(home).not.toContain("#benefits-note")
  await page.goto("/privacy-policy")
  const policy = (await print(page)).pages.join(" ").replace(/\s+/g, " ")
  // The contact address, a link whose words are the address, twice in the policy and never printed twice over.
  expect(policy.split(SITE.contactEmail)).toHaveLength(3)
  expect(policy).not.toContain("mailto:")
  // A page of the site prints the site's address before its path.
  await page.goto(NOT_FOUND.path)
  expect((await print(page)).pages.join(" ")).toContain(`Return to Home (${new URL(SITE.siteUrl).origin}/)`)
})

for (const doc of LEGAL_DOCUMENTS) {
  test(`${doc.path} prints as the document: title, revision date, address and full text, in few pages`, async ({ page }) => {
    await page.goto(doc.path)
    const { pages } = await print(page)
    expect(pages[0]).toContain(doc.title)
    expect(pages[0]).toContain(`Last updated: ${doc.lastUpdated}`)
    const first = doc.blocks.find((block) => block.kind === "h2")!
    expect(pages[0]).toContain(blockText(first))
    expect(pages.join(" ")).toContain(SITE.contactEmail)
    expect(pages.length).toBeLessThanOrEqual((await pdfPages(doc.pdf)) + 1)
  })
}

test("text printed too light to read is found, with its words", async ({ page }) => {
  // Chromium prints white text as a mid grey; a light grey it darkens enough to read.
  await page.setContent('<p style="color:#0f172a">Legible words.</p><p style="color:#fff">White words.</p><p style="color:#94a3b8">Grey words.</p>')
  expect((await print(page)).faint).toEqual(["White words."])
})
