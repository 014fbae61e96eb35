// /search in the writers' site (src/test/hub-content.ts), linked from its header: the search finds
// the one article holding a word, in Chromium, Gecko and WebKit; a misspelt word is searched as the
// nearest word the site holds, and a word of one letter never; an excerpt reads apart from its title
// and a table's cells apart from each other; the query stays in the address;
// nothing of the search loads before the first search, nor on any other page; without script the
// page shows the topics and the latest articles; its policy is the site's, which lets nothing compile.
import { brotliCompressSync } from "node:zlib"
import { expect, test, type Page } from "@playwright/test"
import { expectNoViolations } from "./axe"
import { servedSharedSite } from "./built-site"
import { expectNoCodeSnifferErrors } from "./htmlcs"
import { GECKO } from "./engines/gecko"
import { WEBKIT } from "./engines/webkit"
import { useEngine, shot } from "./engines/session"
import { HUB_ARTICLES, HUB_TOPICS, LONG_WORD, SEARCH_WORD } from "../src/test/hub-content"
import { until } from "../src/test/processes"

test.describe.configure({ mode: "default" })

const site = servedSharedSite("writers")

const article = HUB_ARTICLES.find((one) => SEARCH_WORD.path.endsWith(one.slug))!
const results = (page: Page) => page.getByRole("list", { name: "Results" }).locator(":scope > li")
const searchRequests = (page: Page) => {
  const seen: string[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/search-index/")) seen.push(request.url())
  })
  return seen
}

test("typing finds the one article holding a word: its title, the word marked in its excerpt, its topics; the query stays in the address", async ({ page }) => {
  const requested = searchRequests(page)
  await page.goto(`${site.base}/search`)
  await page.mouse.move(10, 10)
  await page.waitForLoadState("networkidle")
  expect(requested, "nothing of the search before the first search").toEqual([])
  await page.getByRole("searchbox", { name: "Search the site" }).pressSequentially(SEARCH_WORD.word, { delay: 30 })
  await expect(page.getByRole("status")).toHaveText("Pages found: 1")
  await expect(page).toHaveURL(`${site.base}/search?q=${SEARCH_WORD.word}`)
  const found = results(page)
  await expect(found).toHaveCount(1)
  await expect(found.getByRole("link")).toHaveAttribute("href", SEARCH_WORD.path)
  await expect(found.getByRole("link")).toHaveText(article.title)
  await expect(found.locator("mark")).toHaveText(SEARCH_WORD.word)
  const topicNames = article.topics.map((topic) => HUB_TOPICS[topic].match(/name: (.+)/)![1]!)
  await expect(found.locator("ul li")).toHaveText(topicNames)
  // Reloaded, the address's search runs at load, with no interaction.
  await page.reload()
  await expect(page.getByRole("searchbox")).toHaveValue(SEARCH_WORD.word)
  await expect(results(page).getByRole("link")).toHaveAttribute("href", SEARCH_WORD.path)
  // A word most articles hold: ten results, then ten more on asking.
  await page.getByRole("searchbox").fill("records")
  await page.getByRole("button", { name: "Search" }).click()
  await expect(results(page)).toHaveCount(10)
  await page.getByRole("button", { name: "More results" }).press("Enter")
  await expect(results(page)).not.toHaveCount(10)
  expect(await results(page).count()).toBeGreaterThan(10)
  // A keyboard reader goes on from the first result added, not from the top of the page.
  await expect(results(page).nth(10).getByRole("link")).toBeFocused()
  await page.getByRole("searchbox").fill("zzqx")
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page.getByRole("status")).toHaveText("No page holds those words. Try fewer words, or other ones.")
})

test("a misspelt word finds the pages of the nearest word the site holds, and says which, linked; a word of one letter finds nothing", async ({ page }) => {
  const hrefs = () =>
    results(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  await page.goto(`${site.base}/search?q=apportionment`)
  await expect(page.getByRole("status")).toHaveText(/^Pages found: \d+$/)
  const spelt = await hrefs()
  expect(spelt).toContain(SEARCH_WORD.path)
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${site.base}/search?q=aportionment`)
    await expect(page.getByRole("status")).toHaveText(`Showing results for apportionment Pages found: ${spelt.length}`)
    expect(await hrefs()).toEqual(spelt)
    await expect(page).toHaveURL(`${site.base}/search?q=aportionment`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: test.info().outputPath(`search-misspelt-${width}.png`), fullPage: true })
  }
  await page.getByRole("status").getByRole("link", { name: "apportionment" }).click()
  await expect(page).toHaveURL(`${site.base}/search?q=apportionment`)
  await expect(page.getByRole("searchbox")).toHaveValue("apportionment")
  await expect(page.getByRole("status")).toHaveText(`Pages found: ${spelt.length}`)
  // A word of one letter is never searched: alone it finds nothing, beside another it changes nothing.
  await page.getByRole("searchbox").fill("a")
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page.getByRole("status")).toHaveText("No page holds those words. Try fewer words, or other ones.")
  await page.getByRole("searchbox").fill(`a ${SEARCH_WORD.word} I`)
  await page.getByRole("button", { name: "Search" }).click()
  await expect(page.getByRole("status")).toHaveText("Pages found: 1")
})

test("an excerpt never opens on its page's title, says with an ellipsis where the page goes on, and reads a table's cells apart", async ({ page }) => {
  for (const query of ["apportionment", "privacy", "evaluators"]) {
    await page.goto(`${site.base}/search?q=${query}`)
    await expect(results(page).first()).toBeVisible()
    for (const result of await results(page).all()) {
      const title = await result.getByRole("link").textContent()
      const excerpt = (await result.locator("p").textContent())!.replace(/^… /, "")
      expect([query, title, excerpt.startsWith(title!)]).toEqual([query, title, false])
    }
  }
  // How it works holds a question on what may be uploaded, answered by a table of the records: | Kind | Pages |, then
  // | Scanned records | up to 3,000 |. The question's + and −, drawn for the eye alone, are no words of it.
  await page.goto(`${site.base}/search?q=scanned`)
  await expect(results(page).locator("p")).toHaveText([/^… .*can I upload\? Any PDF of medical records: Kind\. Pages\. Scanned records\. up to 3,000\. .* …$/])
})

test("a first search transfers at most 100 KB, compressed with brotli, its script and index alike, and searches the legal documents and pages too", async ({
  page,
}) => {
  // The search's own files: its index, and the scripts the page's HTML does not name (the search's chunk, fetched on the first search).
  const pageScripts = new Set((await (await fetch(`${site.base}/search`)).text()).match(/\/[\w.-]+\.js/g))
  const sizes = new Map<string, number>()
  page.on("response", async (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith("/search-index/") || (pathname.endsWith(".js") && !pageScripts.has(pathname)))
      sizes.set(pathname, brotliCompressSync(await response.body()).length)
  })
  await page.goto(`${site.base}/search?q=privacy`)
  await expect(results(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy")
  await page.waitForLoadState("networkidle")
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0)
  const list = [...sizes].map(([file, size]) => `${file} ${size}`).join("\n")
  expect(
    [...sizes.keys()].filter((file) => file.endsWith(".js")),
    list,
  ).not.toHaveLength(0)
  expect(total, list).toBeLessThanOrEqual(100_000)
  test.info().annotations.push({ type: "first search, brotli bytes", description: list })
})

test("no other page loads a byte of the search, before or after the visitor reaches for it", async ({ page }) => {
  const requested = searchRequests(page)
  for (const route of ["/", "/about", "/insights", SEARCH_WORD.path, "/topics/apportionment", "/privacy-policy"]) {
    await page.goto(`${site.base}${route}`)
    await page.mouse.move(20, 20)
    await page.keyboard.press("Tab")
    await page.waitForLoadState("networkidle")
    expect(await page.content(), route).not.toMatch(/search-index|site-search/)
  }
  expect(requested).toEqual([])
  const policy = async (route: string) => (await fetch(`${site.base}${route}`)).headers.get("content-security-policy") ?? ""
  // A site's search results are kept out of search engines: noindex, and not in the sitemap.
  await page.goto(`${site.base}/search`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  expect(await (await fetch(`${site.base}/sitemap-0.xml`)).text()).not.toContain("/search<")
  for (const route of ["/search", "/", "/about", "/insights", SEARCH_WORD.path]) expect(await policy(route), route).toBe(await policy("/about"))
  expect(await policy("/search")).not.toMatch(/unsafe-eval/)
})

test("without JavaScript, /search says searching needs it and shows the topics and the latest articles", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`${site.base}/search?q=${SEARCH_WORD.word}`)
  await expect(page.getByText(/Searching needs JavaScript/)).toBeVisible()
  const topics = page.getByRole("region", { name: "Topics" }).getByRole("link")
  await expect(topics).toHaveText(
    Object.values(HUB_TOPICS)
      .map((text) => text.match(/name: (.+)/)![1]!)
      .sort(),
  )
  const newest = [...HUB_ARTICLES].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 6)
  await expect(page.getByRole("region", { name: "Latest articles" }).locator("h3")).toHaveText(newest.map((one) => one.title))
  await context.close()
})

test("the header links /search, and the page has no axe or HTML_CodeSniffer fault with results shown, at 360 and 1280 px", async ({ page }) => {
  await page.goto(`${site.base}/`)
  await expect(page.getByRole("banner").getByRole("link", { name: "Search" }).first()).toHaveAttribute("href", "/search")
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${site.base}/search?q=apportionment`)
    await expect(results(page).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: test.info().outputPath(`search-${width}.png`), fullPage: true })
    if (width === 768) continue
    await expectNoViolations(page)
    await expectNoCodeSnifferErrors(page)
  }
  // A word longer than the line breaks in its excerpt rather than run off a phone's screen.
  await page.setViewportSize({ width: 360, height: 900 })
  await page.goto(`${site.base}/search?q=${LONG_WORD.word.slice(0, 8)}`)
  await expect(results(page).getByRole("link")).toHaveAttribute("href", LONG_WORD.path)
  await expect(results(page).locator("mark")).toHaveText(LONG_WORD.word)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await results(page).screenshot({ path: test.info().outputPath("search-long-word-360.png") })
})

// The address's search in Gecko and WebKit, as a visitor following a link to it.
for (const kind of [GECKO, WEBKIT]) {
  test.describe(kind.name, () => {
    test.describe.configure({ mode: "serial" })
    const pageAt = useEngine(kind)
    test(`finds the one article holding "${SEARCH_WORD.word}"`, async () => {
      const page = await pageAt(true, 1280, 900)
      await page.goto(`${site.base}/search?q=${SEARCH_WORD.word}`)
      const links = await until(
        `${kind.name}'s results`,
        async () => {
          const hrefs = await page.evaluate(() => [...document.querySelectorAll("main ol a")].map((link) => link.getAttribute("href")))
          return hrefs.length ? hrefs : undefined
        },
        30,
      )
      expect(links).toEqual([SEARCH_WORD.path])
      await page.screenshot(shot(kind, "/search", 1280))
      expect(page.consoleErrors() ?? []).toEqual([])
    })
  })
}
