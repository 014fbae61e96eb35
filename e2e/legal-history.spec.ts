// Earlier versions of a legal document, built from a repository whose history holds three
// revisions of the privacy policy, a cookie policy written in the editor, and a text changed
// under its date: the build's warning, the archived pages and PDFs, the list, the notice and
// the comparisons, in a browser at a phone's and a desktop's width, with and without JavaScript.
// The same site holds the pages its writer added (src/test/writer-pages.ts): their built pages
// are checked here too, as a visitor and a search engine meet them.
import type { ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { expect, test, type Browser } from "@playwright/test"
import { parseAtomFeed } from "feedsmith"
import sharp from "sharp"
import { WHOLE_BROWSER } from "./browser"
import { expectNoViolations } from "./axe"
import { expectNoCodeSnifferErrors } from "./htmlcs"
import { pdfLinks, readStructure, strokes } from "./pdf-structure"
import { print } from "./printing"
import { GECKO } from "./engines/gecko"
import { WEBKIT } from "./engines/webkit"
import { shot, useEngine } from "./engines/session"
import { checkRenders } from "./engines/checks"
import { BUDGET, LEGAL_BUDGET, routeWeight } from "./route-weight"
import { serveBuilt } from "./built-site"
import { blockText } from "../src/vocabulary/legal-text"
import { parseLegal, type ParsedLegal } from "../src/site/legal-revisions"
import { checkPdfText } from "../src/node/legal/legal-pdf-check"
import { GONE_LINK, POLICY, revisionTexts } from "../src/test/legal-history"
import { sharedSite } from "../src/test/shared-sites"
import { COOKIE_POLICY } from "../src/test/cookie-policy"
import { announcementAround, WRITER_PAGE_ROUTES } from "../src/test/writer-pages"
import { stopGroup } from "../src/test/processes"
import { temporaryFolders } from "../src/test/temporary-folders"

// One build for every test here, in one worker.
test.describe.configure({ mode: "default" })

const ARCHIVED = ["/privacy-policy/2026-09-01", "/privacy-policy/2026-10-01"]
// The writer's case study, which plays a video.
const CASE_STUDY = "/case-studies/orthopaedic-practice"
const CHANGES = ARCHIVED.map((page) => `${page}/changes`)
const folder = temporaryFolders(test.afterAll)
let site: string
let output: string
let server: ChildProcess | undefined
let base: string
const built = (file: string) => fs.readFileSync(path.join(site, "public", file), "utf8")
// What `npm run serve` kept of the forms' posts, one submission a line.
const submissions = (): Array<{ form: string; fields: Record<string, string> }> => {
  const file = path.join(site, ".netlify", "form-submissions.jsonl")
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
    : []
}

// The writers' site, built once for this file and src/node/pages/text-images.integration.test.ts.
test.beforeAll(async () => {
  test.setTimeout(240_000)
  const built = await sharedSite("writers", folder)
  expect(built.status, built.output.slice(-3000)).toBe(0)
  ;({ dir: site, output } = built)
  ;({ base, server } = await serveBuilt(site))
})

test.afterAll(async () => {
  if (server) await stopGroup(server)
})

test("the build warns once, of the text changed under its date, and reports reading the history", () => {
  const flat = output.replace(/\s*\n\s*/g, " ")
  // Gatsby prints "warn" in a terminal and "warning" in CI.
  expect(flat).toMatch(/warn(ing)? content\/legal\/privacy-policy\.md: the text/)
  expect(flat).toContain(
    `${POLICY}: the text differs from the commit before it, but lastUpdated is still 2026-11-01. The first sentence that differs: "Our hosting provider keeps standard server logs (IP address, time, page requested, browser type) for up to 14 days to keep the site secure."`,
  )
  expect(flat.match(/warn(ing)? content\/legal\//g)).toHaveLength(1)
  expect(flat).not.toContain("Earlier versions of the legal documents are not published")
  expect(flat).toMatch(/Legal documents' history: 2 earlier versions of 3 documents read from git in \d+ ms/)
})

test("only current pages are in the sitemap; earlier versions and their changes are noindex", () => {
  const sitemap = built("sitemap-0.xml")
  expect(sitemap).toContain("/privacy-policy</loc>")
  expect(sitemap).not.toContain("/privacy-policy/")
  for (const route of [...ARCHIVED, ...CHANGES]) {
    const html = built(`${route}/index.html`)
    expect(html, route).toContain('<meta name="robots" content="noindex"')
    expect(html, route).not.toContain('rel="canonical"')
  }
  expect(built("privacy-policy/index.html")).not.toContain("noindex")
})

test("each earlier version has its own tagged PDF, saying what its page says", async () => {
  const sources = revisionTexts(fs.readFileSync(path.join(__dirname, "..", POLICY), "utf8"))
  for (const [iso, display, source] of [
    ["2026-09-01", "September 1, 2026", sources.september],
    ["2026-10-01", "October 1, 2026", sources.october],
  ] as const) {
    const { doc, blocks } = parseLegal(POLICY, source) as ParsedLegal
    const pdf = new Uint8Array(fs.readFileSync(path.join(site, "public", "legal", `privacy-policy-${iso}.pdf`)))
    const { tagged, difference } = await checkPdfText(pdf, [doc.title, `Last updated: ${display}`, ...blocks.map(blockText)])
    expect({ iso, tagged, difference }).toEqual({ iso, tagged: true, difference: null })
  }
})

test("an earlier version's link to a page the site no longer has keeps its words, unlinked, on its page and in its PDF; on paper its other links name the site", async ({
  browser,
}) => {
  expect(output.replace(/\s*\n\s*/g, " ")).toContain(`${POLICY}, as of 2026-09-01: "${GONE_LINK}" leads to no page today, so its words are kept unlinked`)
  for (const javaScriptEnabled of [false, true]) {
    const page = await openPage(browser, 1280, javaScriptEnabled, ARCHIVED[0]!)
    const article = page.getByRole("article")
    await expect(article).toContainText("delete it sooner on our records request form or through our case studies team.")
    await expect(article.getByRole("link", { name: "records request form" })).toHaveCount(0)
    await expect(article.getByRole("link", { name: "our case studies team" })).toHaveAttribute("href", "/case-studies")
    await page.context().close()
  }
  const { siteUrl } = JSON.parse(built("../content/site.json")) as { siteUrl: string }
  const pdf = new Uint8Array(fs.readFileSync(path.join(site, "public", "legal", "privacy-policy-2026-09-01.pdf")))
  // A link that wraps is one area a line.
  expect(new Set(await pdfLinks(pdf))).toEqual(new Set([`${siteUrl}/case-studies`]))
})

test("a legal document written in the editor, exactly as the editor saves it, is published with its page and its tagged PDF", async () => {
  const { doc, blocks } = parseLegal(COOKIE_POLICY.file, COOKIE_POLICY.saved) as ParsedLegal
  expect(built("cookie-policy/index.html")).toContain(COOKIE_POLICY.form.text)
  const pdf = new Uint8Array(fs.readFileSync(path.join(site, "public", "legal", "cookie-policy.pdf")))
  const { tagged, difference } = await checkPdfText(pdf, [doc.title, "Last updated: November 20, 2026", ...blocks.map(blockText)])
  expect({ tagged, difference }).toEqual({ tagged: true, difference: null })
})

test("earlier versions and their changes stay within the legal pages' byte budgets", () => {
  for (const route of [...ARCHIVED, ...CHANGES]) {
    const weight = routeWeight(route, path.join(site, "public"))
    for (const [kind, budget] of Object.entries(LEGAL_BUDGET))
      expect(weight[kind as keyof typeof LEGAL_BUDGET], `${kind} of ${route}`).toBeLessThanOrEqual(budget)
    expect(weight.scripts.length).toBeLessThanOrEqual(4)
  }
})

async function openPage(browser: Browser, width: number, javaScriptEnabled: boolean, route: string) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto(`${base}${route}`)
  return page
}

for (const width of [360, 1280]) {
  for (const javaScriptEnabled of [true, false]) {
    const how = `at ${width}px ${javaScriptEnabled ? "with" : "without"} JavaScript`

    test(`an earlier version ${how}: the notice, its own text and PDF, and links between the versions`, async ({ browser }, testInfo) => {
      const page = await openPage(browser, width, javaScriptEnabled, "/privacy-policy")
      const list = page.getByRole("list", { name: "Earlier versions" })
      await expect(list.getByRole("link")).toHaveText(["October 1, 2026", "September 1, 2026"])
      await list.getByRole("link", { name: "October 1, 2026" }).click()
      await expect(page).toHaveURL(`${base}/privacy-policy/2026-10-01`)
      await expect(page).toHaveTitle("Privacy Policy (October 1, 2026) | Veridraft")
      const notice = page.getByRole("note", { name: "This is not the current version." })
      await expect(notice).toHaveText(/This is not the current version\. It was replaced on November 1, 2026\./)
      // The text of October: its own period of log keeping and its Children section.
      await expect(page.getByText("Last updated: October 1, 2026")).toBeVisible()
      await expect(page.getByRole("article")).toContainText("for up to 30 days to keep the site secure")
      await expect(page.getByRole("article").getByRole("listitem")).toHaveText(["cloud hosting", "email delivery"])
      await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/legal/privacy-policy-2026-10-01.pdf")
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // axe runs in the page, so it checks the markup with JavaScript; without, the markup is the same.
      if (javaScriptEnabled) await expectNoViolations(page)
      await page.screenshot({ path: testInfo.outputPath(`earlier-version-${width}.png`), fullPage: true })
      await notice.getByRole("link", { name: "Read the current version" }).click()
      await expect(page).toHaveURL(`${base}/privacy-policy`)
      await page.context().close()
    })

    test(`what changed ${how}: changed words marked with ins and del that a screen reader announces, and printed`, async ({ browser }, testInfo) => {
      const page = await openPage(browser, width, javaScriptEnabled, "/privacy-policy/2026-10-01")
      await page.getByRole("link", { name: "See what changed" }).click()
      await expect(page).toHaveURL(`${base}/privacy-policy/2026-10-01/changes`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("What changed: Privacy Policy")
      const website = page.getByRole("region", { name: "2. This website" })
      await expect(website.locator("del")).toHaveText("[Removed: 30]")
      await expect(website.locator("ins")).toHaveText("[Added: 14]")
      // The announced words are read, not seen (a 1px clipped box); the marks are seen.
      expect(
        await website
          .locator("del .sr-only")
          .first()
          .evaluate((el) => el.getBoundingClientRect().width),
      ).toBeLessThanOrEqual(1)
      await expect(website.locator("del")).toBeVisible()
      const sharing = page.getByRole("region", { name: "6. Sharing" })
      await expect(sharing.getByText("Removed", { exact: true })).toBeVisible()
      await expect(sharing.locator("del")).toHaveText(["cloud hosting", "email delivery"])
      await expect(page.getByRole("link", { name: "November 1, 2026" })).toHaveAttribute("href", "/privacy-policy")
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      if (javaScriptEnabled) await expectNoViolations(page)
      await page.screenshot({ path: testInfo.outputPath(`what-changed-${width}.png`), fullPage: true })
      // On paper the marks are lines, not colour: struck through and underlined.
      await page.emulateMedia({ media: "print" })
      expect(await website.locator("del").evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("line-through")
      expect(await website.locator("ins").evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("underline")
      await page.context().close()
    })
  }
}

// September lacked "9. Children", so its "9. Changes" is today's "10. Changes", and it called
// section 5 "How we protect your information".
const FIRST_COMPARISON = "/privacy-policy/2026-09-01/changes"
const FIRST_COMPARISON_PDF = "/legal/privacy-policy-2026-09-01-changes.pdf"

for (const width of [360, 1280]) {
  for (const javaScriptEnabled of [true, false]) {
    test(`the first comparison at ${width}px ${javaScriptEnabled ? "with" : "without"} JavaScript: a summary linking to each first change, sections matched by their titles, and its PDF`, async ({
      browser,
    }, testInfo) => {
      const page = await openPage(browser, width, javaScriptEnabled, FIRST_COMPARISON)
      const summary = page.getByRole("navigation", { name: "Summary" })
      await expect(summary.getByRole("listitem")).toHaveText([
        /Sections added\s*1/,
        /Sections removed\s*0/,
        /Headings reworded\s*1/,
        /Sections renumbered\s*1/,
        /Paragraphs changed\s*1/,
        /List items changed\s*1/,
      ])
      await summary.getByRole("link", { name: "Sections renumbered" }).click()
      const renumbered = page.getByRole("region", { name: "10. Changes" })
      await expect(renumbered).toBeInViewport()
      // Only its number changed: said once, with no words marked and nothing added.
      await expect(renumbered).toContainText("Renumbered")
      await expect(renumbered).toContainText("Formerly: 9. Changes")
      await expect(renumbered.locator("ins, del")).toHaveCount(0)
      await expect(page.getByRole("region", { name: /Changes/ })).toHaveCount(1)
      await expect(page.getByRole("region", { name: "5. How we protect information" }).locator("del")).toHaveText("[Removed: your ]")
      await expect(page.getByRole("region", { name: "5. How we protect information" }).getByText("Reworded", { exact: true })).toBeVisible()
      await expect(page.getByRole("region", { name: "6. Sharing" }).getByRole("listitem").last()).toHaveText(/Removed\s*payment processing/)
      const children = page.getByRole("region", { name: "9. Children" })
      await expect(children.getByText("Added", { exact: true })).toBeVisible()
      await expect(children.locator("ins")).toHaveText([
        "9. Children",
        "Our website and service are for healthcare professionals and are not directed at children.",
      ])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      if (javaScriptEnabled) await expectNoViolations(page)
      await page.screenshot({ path: testInfo.outputPath(`first-comparison-${width}.png`), fullPage: true })
      const pdf = page.getByRole("link", { name: "Download this comparison (PDF)" })
      await expect(pdf).toHaveAttribute("href", FIRST_COMPARISON_PDF)
      const response = await page.request.get(`${base}${FIRST_COMPARISON_PDF}`)
      expect(response.headers()["content-type"]).toBe("application/pdf")
      await page.context().close()
    })
  }
}

test("the comparison's PDF is tagged: its summary, each section's change in words, and each mark named as removed or added, struck through or underlined on paper", async () => {
  // pdf.js takes the bytes it is given: each reading gets its own.
  const bytes = () => new Uint8Array(fs.readFileSync(path.join(site, "public", FIRST_COMPARISON_PDF)))
  const { elements, artifacts } = await readStructure(bytes())
  const texts = (role: string) => elements.filter((e) => e.role === role).map((e) => e.text)
  expect(texts("H1")).toEqual(["What changed: Privacy Policy"])
  expect(texts("P")[0]).toBe("Earlier version: September 1, 2026 · Replaced by: October 1, 2026")
  expect(texts("H2")).toEqual(["Summary", "3. Information you give us", "5. How we protect information", "6. Sharing", "9. Children", "10. Changes"])
  expect(texts("LBody").slice(0, 6)).toEqual([
    "Sections added: 1",
    "Sections removed: 0",
    "Headings reworded: 1",
    "Sections renumbered: 1",
    "Paragraphs changed: 1",
    "List items changed: 1",
  ])
  expect(texts("P")).toEqual(
    expect.arrayContaining(["ADDED", "REWORDED. FORMERLY: 5. HOW WE PROTECT YOUR INFORMATION", "RENUMBERED. FORMERLY: 9. CHANGES", "CHANGED"]),
  )
  // A screen reader hears each changed word's change, as on the page.
  expect(texts("Span")).toEqual(expect.arrayContaining(["[Removed: your ]", "[Removed: three]", "[Added: two]"]))
  expect(texts("LBody")).toContain("• Removed: payment processing")
  expect(artifacts.join(" ")).toMatch(/Veridraft · What changed: Privacy Policy/)
  // On paper: a line through each removed stretch and under each added one, drawn as strokes.
  expect(await strokes(bytes())).toBeGreaterThanOrEqual(5)
})

test("an earlier version prints its notice, then the document; a comparison prints its summary and marks, without buttons", async ({ browser }) => {
  const revision = await openPage(browser, 1280, false, ARCHIVED[1]!)
  const { pages, faint } = await print(revision)
  expect(pages[0]).toMatch(
    /Privacy Policy.*This is not the current version\. It was replaced on November 1, 2026\..*Last updated: October 1, 2026.*1\. Who we are/,
  )
  expect(faint).toEqual([])
  await revision.context().close()
  const comparison = await openPage(browser, 1280, false, FIRST_COMPARISON)
  const printed = await print(comparison)
  expect(printed.pages[0]).toMatch(/What changed: Privacy Policy.*Summary.*Sections added 1.*Sections renumbered 1/)
  expect(printed.pages.join(" ")).not.toContain("Download this comparison")
  expect(printed.faint).toEqual([])
  // The marks print as lines: struck through and underlined.
  expect(
    await comparison
      .locator("del")
      .first()
      .evaluate((el) => getComputedStyle(el).textDecorationLine),
  ).toBe("line-through")
  expect(
    await comparison
      .locator("ins")
      .first()
      .evaluate((el) => getComputedStyle(el).textDecorationLine),
  ).toBe("underline")
  await comparison.context().close()
})

// An earlier version and its comparison in the engines beside Chromium, whose own tests are above.
for (const kind of [GECKO, WEBKIT]) {
  test.describe(`in ${kind.name}`, () => {
    test.describe.configure({ mode: "serial" })
    const pageAt = useEngine(kind)
    for (const width of [kind.narrowest, 1280]) {
      for (const route of [ARCHIVED[1]!, FIRST_COMPARISON, "/how-it-works", "/request-demo"]) {
        test(`${route} at ${width}px renders with nothing overflowing`, async () => {
          const title =
            route === FIRST_COMPARISON
              ? "What changed (October 1, 2026): Privacy Policy | Veridraft"
              : route === "/how-it-works"
                ? "How it works | Veridraft"
                : route === "/request-demo"
                  ? "Request a demo | Veridraft"
                  : "Privacy Policy (October 1, 2026) | Veridraft"
          await checkRenders(await pageAt(true, width), `${base}${route}`, title, shot(kind, route, width))
        })
      }
    }
    test(`${CASE_STUDY} has fetched nothing of its video before play, then plays it with its captions showing`, async () => {
      const page = await pageAt(true, 1280)
      await page.goto(`${base}${CASE_STUDY}`)
      // What the site publishes, an MP4 with H.264 and AAC: an engine without their decoders (WebKit without GStreamer's libav) cannot play it at all.
      const decodes = await page.evaluate(() => document.createElement("video").canPlayType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"'))
      expect(decodes, `${kind.name} cannot play H.264 with AAC: on Debian, install gstreamer1.0-libav`).not.toBe("")
      const before = await page.evaluate(() => {
        const video = document.querySelector("video")!
        return { readyState: video.readyState, buffered: video.buffered.length, autoplay: video.autoplay, paused: video.paused, preload: video.preload }
      })
      expect(before).toEqual({ readyState: 0, buffered: 0, autoplay: false, paused: true, preload: "none" })
      // Its captions are its one track, on by default; WebKit, as Safari, leaves captions to the
      // visitor's own setting (off unless they asked for them), so there the visitor turns them on.
      const track = await page.evaluate(() => {
        const [track, ...others] = Array.from(document.querySelector("video")!.textTracks)
        return { kind: track?.kind, language: track?.language, label: track?.label, others: others.length }
      })
      expect(track).toEqual({ kind: "captions", language: "en", label: "English", others: 0 })
      // Muted, as a script may start it only so; a visitor's click plays it with its sound.
      await page.evaluate((visitorTurnsCaptionsOn) => {
        const video = document.querySelector("video")!
        if (visitorTurnsCaptionsOn) video.textTracks[0]!.mode = "showing"
        video.muted = true
        void video.play()
      }, kind === WEBKIT)
      const playing = () =>
        page.evaluate(() => {
          const video = document.querySelector("video")!
          const track = video.textTracks[0]!
          const cue = track.activeCues?.[0] as VTTCue | undefined
          return { playing: video.currentTime > 0.2, captions: track.mode, cue: cue?.text ?? "" }
        })
      await expect
        .poll(playing, { timeout: 20_000 })
        .toEqual({ playing: true, captions: "showing", cue: expect.stringMatching(/^(A physician uploads|The draft report)/) })
    })
    for (const javaScript of [false, true]) {
      test(`/request-demo sent with JavaScript ${javaScript ? "on" : "off"} lands on /thanks, and what was sent is kept`, async () => {
        const page = await pageAt(javaScript, kind.narrowest)
        await page.goto(`${base}/request-demo`)
        const name = `A ${kind.name} visitor with JavaScript ${javaScript ? "on" : "off"}`
        await page.evaluate((value) => {
          ;(document.getElementById("demo-request-your-name") as HTMLInputElement).value = value
          ;(document.getElementById("demo-request-work-email") as HTMLInputElement).value = "visitor@example.com"
        }, name)
        const send = 'form[name="demo-request"] button[type="submit"]'
        // At once: the site scrolls smoothly, and a click sent while the page still moves lands where the button was.
        await page.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: "center", behavior: "instant" }), send)
        // WebKitWebDriver calls the button not interactable, in view or not: there it is pressed
        // through the page, which sends the form as a click does.
        await page.click(send).catch(() => page.evaluate((selector) => (document.querySelector(selector) as HTMLButtonElement).click(), send))
        await expect.poll(() => page.evaluate(() => location.pathname).catch(() => ""), { timeout: 20_000 }).toBe("/thanks")
        expect(submissions().find((sent) => sent.fields["your-name"] === name)).toMatchObject({
          form: "demo-request",
          fields: { "work-email": "visitor@example.com" },
        })
      })
    }
  })
}

// Every page of the built site, as the HTML files that hold them.
const htmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? ["static", "page-data", "_gatsby", "~partytown"].includes(entry.name)
          ? []
          : htmlFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".html")
          ? [path.join(dir, entry.name)]
          : [],
    )

test(`${CASE_STUDY} loads its video's poster and captions but not one byte of the video until it is played; the server answers its ranges`, async ({
  page,
  request,
}) => {
  const media: string[] = []
  page.on("request", (sent) => {
    if (/\.(mp4|webm)$/.test(new URL(sent.url()).pathname)) media.push(`${sent.method()} ${sent.headers().range ?? "whole"}`)
  })
  await page.goto(`${base}${CASE_STUDY}`)
  await page.waitForLoadState("networkidle")
  await page.locator("video").scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  expect(media).toEqual([])
  const src = await page.locator("video source").getAttribute("src")
  expect(src).toMatch(/^\/static\/[0-9a-f]+\/walkthrough\.mp4$/)
  await page.locator("video").evaluate((video: HTMLVideoElement) => {
    video.muted = true
    return video.play()
  })
  await expect.poll(() => media.length).toBeGreaterThan(0)
  // Chromium shows its captions by default, the cue of the moment.
  const captions = () =>
    page.locator("video").evaluate((video: HTMLVideoElement) => {
      const track = video.textTracks[0]!
      return { mode: track.mode, cue: (track.activeCues?.[0] as VTTCue | undefined)?.text ?? "" }
    })
  await expect.poll(captions).toEqual({ mode: "showing", cue: expect.stringMatching(/^(A physician uploads|The draft report)/) })
  // What Safari asks for before it plays anything: the first bytes, then the rest in parts.
  const whole = fs.statSync(path.join(site, "public", src!)).size
  const part = await request.get(`${base}${src}`, { headers: { Range: "bytes=0-1" } })
  expect([part.status(), part.headers()["content-range"], part.headers()["content-length"], part.headers()["accept-ranges"]]).toEqual([
    206,
    `bytes 0-1/${whole}`,
    "2",
    "bytes",
  ])
  expect((await part.body()).length).toBe(2)
  expect(part.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect(part.headers()["content-type"]).toBe("video/mp4")
  const past = await request.get(`${base}${src}`, { headers: { Range: `bytes=${whole}-` } })
  expect([past.status(), past.headers()["content-range"]]).toEqual([416, `bytes */${whole}`])
  const all = await request.get(`${base}${src}`)
  expect([all.status(), all.headers()["content-length"]]).toEqual([200, String(whole)])
})

test("the announcement running today is a band above the header of every page, with its link, and the build says it is shown", async ({ page }) => {
  const { text, until } = announcementAround(new Date())
  // Every visitor's page: the editor's is not one.
  const files = htmlFiles(path.join(site, "public")).filter((file) => !file.includes(`${path.sep}admin${path.sep}`))
  const band = /<aside aria-labelledby="([^"]+)"[^>]*><div[^>]*><p id="\1">([^<]+)<\/p><a [^>]*href="\/request-demo"[^>]*>Save a seat/
  for (const file of files) expect([path.relative(site, file), fs.readFileSync(file, "utf8").match(band)?.[2]]).toEqual([path.relative(site, file), text])
  expect(output).toContain(`The announcement "${text}" is shown on every page: shown since`)
  expect(output).toContain(`its last day is ${until} (today is`)
  // In a browser: above the header, scrolled away as the header stays.
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto(`${base}/how-it-works`)
  const aside = page.getByRole("complementary", { name: text })
  const header = page.getByRole("banner")
  expect((await aside.boundingBox())!.y).toBe(0)
  expect((await header.boundingBox())!.y).toBeGreaterThan(0)
  await page.mouse.wheel(0, 600)
  await expect.poll(async () => (await header.boundingBox())!.y).toBe(0)
  await expect(aside).not.toBeInViewport()
})

test.describe("the pages a writer added", () => {
  const head = (route: string) => built(`${route.slice(1)}/index.html`)

  test("each has its title, description, canonical address, sharing tags and JSON-LD, and is in the sitemap", () => {
    const sitemap = built("sitemap-0.xml")
    for (const route of WRITER_PAGE_ROUTES) {
      const html = head(route)
      expect(html).toMatch(/<title[^>]*>[^<]+ \| Veridraft<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html).toContain(`<link rel="canonical" href="https://www.veridraft.example.com${route}"`)
      expect(html).toContain(`<meta property="og:url" content="https://www.veridraft.example.com${route}"`)
      expect(html).toContain('<script type="application/ld+json" data-gatsby-head="true">{"@context":"https://schema.org","@type":"Organization"')
      expect(sitemap).toContain(`<loc>https://www.veridraft.example.com${route}</loc>`)
    }
    expect(head("/pricing")).toContain(">Pricing | Veridraft</title>")
  })

  test("every page of the site, the writer's among them, has exactly one main heading", () => {
    const files = htmlFiles(path.join(site, "public"))
    expect(files.length).toBeGreaterThanOrEqual(10)
    for (const file of files)
      expect([path.relative(site, file), fs.readFileSync(file, "utf8").match(/<h1[\s>]/g)?.length]).toEqual([path.relative(site, file), 1])
  })

  test("the case study carries a BreadcrumbList, an Article and its video's VideoObject in schema.org's shape; the legal documents an Article with the dates they were first published and changed", () => {
    const ld = (route: string) => [...head(route).matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))
    const study = ld("/case-studies/orthopaedic-practice")
    const origin = "https://www.veridraft.example.com"
    expect(study.find((item) => item["@type"] === "BreadcrumbList")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: expect.any(String), item: `${origin}/case-studies` },
        { "@type": "ListItem", position: 3, name: "An orthopaedic practice halves its reporting time", item: `${origin}/case-studies/orthopaedic-practice` },
      ],
    })
    const article = study.find((item) => item["@type"] === "Article")
    expect(article).toMatchObject({
      headline: "An orthopaedic practice halves its reporting time",
      datePublished: "2026-10-15",
      publisher: { "@id": `${origin}/#organization` },
      mainEntityOfPage: `${origin}/case-studies/orthopaedic-practice`,
    })
    expect(article.image[0]).toMatch(/^https:\/\/www\.veridraft\.example\.com\/.+\.png$/)
    expect(ld("/pricing").map((item) => item["@type"])).not.toContain("BreadcrumbList")
    const policy = ld("/privacy-policy").find((item) => item["@type"] === "Article")
    expect(policy).toMatchObject({
      headline: "Privacy Policy",
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    // First published on its oldest version's day, which is before the current version's.
    expect(policy.datePublished < policy.dateModified).toBe(true)
    // The case study's video, played from the site itself.
    expect(study.find((item) => item["@type"] === "VideoObject")).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      thumbnailUrl: [expect.stringMatching(/^https:\/\/www\.veridraft\.example\.com\/.+\.(jpg|png|webp)$/)],
      contentUrl: expect.stringMatching(/^https:\/\/www\.veridraft\.example\.com\/.+\.mp4$/),
      uploadDate: "2026-10-15",
    })
    // The founder's profiles are the founder's, on the about page's Person, not the company's.
    expect(ld("/pricing").find((item) => item["@type"] === "Organization")).not.toHaveProperty("sameAs")
  })

  test("the case studies' feed and the legal documents' parse as Atom, list what they should, and are linked from their pages", () => {
    const origin = "https://www.veridraft.example.com"
    const studies = parseAtomFeed(built("case-studies/feed.xml"))
    expect(studies.entries!.map(({ id, title }) => [id, title?.value])).toEqual([
      [`${origin}/case-studies/orthopaedic-practice`, "An orthopaedic practice halves its reporting time"],
    ])
    for (const route of ["/case-studies", "/case-studies/orthopaedic-practice"])
      expect(head(route)).toContain('<link rel="alternate" type="application/atom+xml" title="Case studies" href="/case-studies/feed.xml"')
    expect(head("/pricing")).not.toContain("application/atom+xml")
    const legal = parseAtomFeed(built("legal/feed.xml"))
    const policy = legal.entries!.filter(({ title }) => title?.value.startsWith("Privacy Policy"))
    expect(policy.map(({ id, links }) => [id, links!.map(({ rel, href }) => `${rel} ${href}`)])).toEqual([
      [`${origin}/privacy-policy/2026-11-01`, [`alternate ${origin}/privacy-policy`, `related ${origin}/privacy-policy/2026-10-01/changes`]],
      [`${origin}/privacy-policy/2026-10-01`, [`alternate ${origin}/privacy-policy/2026-10-01`, `related ${origin}/privacy-policy/2026-09-01/changes`]],
      [`${origin}/privacy-policy/2026-09-01`, [`alternate ${origin}/privacy-policy/2026-09-01`]],
    ])
    expect(head("/privacy-policy")).toContain('<link rel="alternate" type="application/atom+xml" title="Changes to our legal documents" href="/legal/feed.xml"')
  })

  test("each page and legal document links its own 1200×630 card, with its size and what it shows", async () => {
    const origin = "https://www.veridraft.example.com"
    for (const [route, alt] of [
      ["/case-studies/orthopaedic-practice", "Veridraft: An orthopaedic practice halves its reporting time"],
      ["/case-studies", "Veridraft: Case studies"],
      ["/privacy-policy", "Veridraft: Privacy Policy"],
    ]) {
      const html = head(route!)
      expect(html).toContain(`<meta property="og:image" content="${origin}/og${route}.png"`)
      expect(html).toContain(`<meta name="twitter:image" content="${origin}/og${route}.png"`)
      expect(html).toContain(`<meta property="og:image:alt" content="${alt}"`)
      expect(html).toContain('<meta property="og:image:width" content="1200"')
      const { width, height } = await sharp(path.join(site, "public", "og", `${route}.png`)).metadata()
      expect([width, height]).toEqual([1200, 630])
    }
    expect(output).toMatch(/Sharing cards: \d+ drawn, 0 copied from the cache/)
  })

  test("each stays within the about page's byte budgets", () => {
    for (const route of WRITER_PAGE_ROUTES) {
      const weight = routeWeight(route, path.join(site, "public"))
      for (const [kind, budget] of Object.entries(BUDGET)) expect(weight[kind as keyof typeof BUDGET], `${kind} of ${route}`).toBeLessThanOrEqual(budget)
    }
  })

  test(
    "the footer links Pricing and Case Studies; the section index lists the case study; the text keeps its links, list and image",
    WHOLE_BROWSER,
    async ({ browser }, testInfo) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      const scripts: string[] = []
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()))
      await page.goto(`${base}/case-studies`)
      // No script at load: the site's scripts wait for a visitor's first interaction.
      expect(scripts).toEqual([])
      const footer = page.getByRole("contentinfo")
      await expect(footer.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
      await expect(footer.getByRole("link", { name: "Case Studies" })).toHaveAttribute("href", "/case-studies")
      const list = page.getByRole("region", { name: "Stories from practices" })
      await expect(list.getByRole("link", { name: "An orthopaedic practice halves its reporting time" })).toHaveAttribute(
        "href",
        "/case-studies/orthopaedic-practice",
      )
      await expect(list.getByText("October 15, 2026")).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath("case-studies-1280.png"), fullPage: true })
      await page.goto(`${base}/case-studies/orthopaedic-practice`)
      const trail = page.getByRole("navigation", { name: "Breadcrumb" })
      await expect(trail.getByRole("link", { name: "Case studies" })).toHaveAttribute("href", "/case-studies")
      await expect(trail.locator('[aria-current="page"]')).toHaveText("An orthopaedic practice halves its reporting time")
      // The trail stands in a band of its own, clear of the opening's edge below it.
      const gap = await trail.evaluate((nav) => nav.parentElement!.nextElementSibling!.getBoundingClientRect().top - nav.getBoundingClientRect().bottom)
      expect(gap).toBeGreaterThanOrEqual(12)
      await expect(page.getByRole("heading", { level: 2, name: "The practice" })).toBeVisible()
      await expect(page.getByRole("listitem").filter({ hasText: "100 reports a month" })).toBeVisible()
      await expect(page.getByRole("link", { name: "our pricing" })).toHaveAttribute("href", "/pricing")
      const image = page.getByRole("img", { name: "The founder" })
      await image.scrollIntoViewIfNeeded()
      // Through Gatsby's image pipeline: a PNG fallback in a <picture>, which Chromium fetches as AVIF.
      await expect(image).toHaveAttribute("src", /^\/static\/\w+\/\w+\/founder\.png$/)
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
      await page.screenshot({ path: testInfo.outputPath("case-study-1280.png"), fullPage: true })
      await page.close()
    },
  )

  // One section of each kind a pricing and trust page asks for (src/test/writer-pages.ts).
  test("/how-it-works without JavaScript: every kind is drawn, a question opens on a click and when its link is followed, and no script loads", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } })
    const page = await context.newPage()
    const scripts: string[] = []
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()))
    await page.goto(`${base}/how-it-works`)
    const plans = page.getByRole("region", { name: "Plans for every practice" })
    await expect(plans.getByRole("listitem").filter({ hasText: "Most popular" }).getByRole("heading")).toHaveText("Practice")
    await expect(page.getByRole("region", { name: "From records to report" }).locator("ol > li")).toHaveCount(3)
    await expect(page.getByRole("figure").locator("blockquote")).toHaveText("“Veridraft cut my report time in half.”")
    const logos = page.getByRole("region", { name: "Trusted by evaluators across California" }).getByRole("img")
    await expect(logos).toHaveCount(2)
    await expect(logos.first()).toHaveAttribute("alt", "Bay Orthopaedics")
    const claims = page.getByRole("region", { name: "Security and compliance" })
    await expect(claims.getByText("In place since January 15, 2026")).toBeVisible()
    await expect(claims.getByText("In progress, expected March 31, 2029")).toBeVisible()
    const answer = page.getByText("Yes, with every customer.")
    await expect(answer).toBeHidden()
    await page.getByText("Do you sign a Business Associate Agreement?").click()
    await expect(answer).toBeVisible()
    await page.goto(`${base}/how-it-works#which-records-can-i-upload`)
    await expect(page.getByRole("region", { name: "Kind, Pages" })).toBeVisible()
    await expect(page.getByRole("columnheader", { name: "Kind" })).toHaveAttribute("scope", "col")
    expect(scripts).toEqual([])
    await context.close()
  })

  test("/how-it-works printed: every answer, its table and every plan are on paper", async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto(`${base}/how-it-works`)
    const printed = (await print(page)).pages.join("\n")
    for (const words of [
      "Yes, with every customer.",
      "Scanned records",
      "up to 3,000",
      "Most popular",
      "Start with Solo",
      "In progress, expected March 31, 2029",
    ])
      expect(printed).toContain(words)
    await page.close()
  })

  test(`${CASE_STUDY} printed: the video gives way to what it shows, and its transcript is on paper`, async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto(`${base}${CASE_STUDY}`)
    const printed = (await print(page)).pages.join("\n")
    expect(printed).toContain("A physician uploads 1,200 pages of records and reviews the draft.")
    expect(printed).toContain("The draft report is ready for review.")
    await page.emulateMedia({ media: "print" })
    await expect(page.locator("video")).toBeHidden()
    await page.close()
  })

  // The form of /request-demo, sent as a visitor sends it, to `npm run serve`, which keeps it as Netlify would.

  for (const javaScript of [false, true]) {
    test(`/request-demo sent with JavaScript ${javaScript ? "on" : "off"} lands on /thanks, and what was sent is kept`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 360, height: 800 } })
      const page = await context.newPage()
      await page.goto(`${base}/request-demo`)
      const name = `Visitor with JavaScript ${javaScript ? "on" : "off"}`
      await page.getByRole("button", { name: "Send request" }).click()
      // The browser itself stops a send without the required fields.
      expect(page.url()).toBe(`${base}/request-demo`)
      expect(await page.getByLabel(/^Your name/).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
      await page.getByLabel(/^Your name/).fill(name)
      await page.getByLabel(/^Work email/).fill("visitor@example.com")
      await page.getByLabel("Reports per month").selectOption("10 to 50")
      await page.getByLabel("Send me news of new features").check()
      await page.getByRole("button", { name: "Send request" }).click()
      await page.waitForURL(`${base}/thanks`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your request has reached us")
      expect(submissions().find((sent) => sent.fields["your-name"] === name)).toMatchObject({
        form: "demo-request",
        fields: { "work-email": "visitor@example.com", "reports-per-month": "10 to 50", "send-me-news-of-new-features": "yes", practice: "" },
      })
      await context.close()
    })
  }

  test("/request-demo by keyboard alone: Tab reaches each field in order, never the hidden one, and Enter on the button sends it", async ({ page }) => {
    await page.goto(`${base}/request-demo`)
    await page.locator("#demo-request-your-name").focus()
    const order: string[] = []
    for (let i = 0; i < 7; i++) {
      order.push(await page.evaluate(() => document.activeElement!.getAttribute("name") ?? document.activeElement!.textContent!))
      await page.keyboard.press("Tab")
    }
    expect(order).toEqual([
      "your-name",
      "work-email",
      "practice",
      "reports-per-month",
      "what-would-you-like-to-see",
      "send-me-news-of-new-features",
      "Send request",
    ])
    await page.locator("#demo-request-your-name").focus()
    await page.keyboard.type("A keyboard visitor")
    await page.keyboard.press("Tab")
    await page.keyboard.type("keys@example.com")
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await page.waitForURL(`${base}/thanks`)
    expect(submissions().find((sent) => sent.fields["your-name"] === "A keyboard visitor")).toBeDefined()
  })

  test("a post with the honeypot filled is answered as any other and kept nowhere; an unknown form, a large body and another type are refused", async () => {
    const post = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
      fetch(`${base}/thanks`, { method: "POST", body, headers: { "Content-Type": type }, redirect: "manual" })
    const before = submissions().length
    const robot = await post("form-name=demo-request&robot-field=buy+now&your-name=Robot")
    expect([robot.status, robot.headers.get("location")]).toEqual([303, "/thanks"])
    expect(submissions()).toHaveLength(before)
    expect((await post("form-name=newsletter&your-name=A")).status).toBe(404)
    expect((await post(`form-name=demo-request&your-name=${"a".repeat(1024 * 1024)}`)).status).toBe(413)
    expect((await post(JSON.stringify({ "form-name": "demo-request" }), "application/json")).status).toBe(415)
    expect(submissions()).toHaveLength(before)
  })

  test("the thank-you page is kept out of search: noindex, and not in the sitemap", () => {
    expect(head("/thanks")).toContain('<meta name="robots" content="noindex"')
    expect(built("sitemap-0.xml")).not.toContain("/thanks<")
    expect(head("/request-demo")).not.toContain('name="robots"')
  })

  for (const width of [360, 1280]) {
    test(`each reads at ${width} px without sideways scrolling, and axe finds nothing`, async ({ browser }, testInfo) => {
      // Two checkers on five pages: 20 to 30 s on a busy 2-core machine, about the default limit.
      test.setTimeout(90_000)
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      for (const route of WRITER_PAGE_ROUTES) {
        await page.goto(`${base}${route}`)
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
        await expectNoViolations(page)
        await expectNoCodeSnifferErrors(page)
        await page.screenshot({ path: testInfo.outputPath(`${route.slice(1).replace(/\//g, "-")}-${width}.png`), fullPage: true })
      }
      await context.close()
    })
  }
})
