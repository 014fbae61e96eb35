/** @jest-environment node */
// Gatsby's cache kept between Netlify builds, as `netlify build` keeps it on a computer
// (NETLIFY_LOCAL): each build starts from a fresh checkout, with no .cache and no public/.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import sharp from "sharp"
import { copySite, gatsbyBuild, stopBuilds } from "../../test/site-copy"
import { fingerprint } from "./netlify-build-cache"
import { temporaryFolders } from "../../test/temporary-folders"

// A build a test left running is stopped before its folder is removed.
afterAll(stopBuilds)
const folder = temporaryFolders(afterAll)
// An announcement whose last day is the first build's; the next build is the day after.
const ANNOUNCEMENT = { text: "Join our webinar on 12 January.", link: { label: "Register", to: "/about" }, from: "2026-12-01", until: "2027-01-31" }
const LAST_DAY = "2027-01-31"
const DAY_AFTER = "2027-02-01"
const site = copySite(folder("site-"), LAST_DAY)
const file = (name: string) => path.join(site, name)
const edit = (name: string, change: (text: string) => string) => fs.writeFileSync(file(name), change(fs.readFileSync(file(name), "utf8")))

// Each build is the daily build of a day: SITE_DATE, as the day the site is built for.
async function netlifyBuild(day: string) {
  for (const dir of [".cache", "public"]) fs.rmSync(file(dir), { recursive: true, force: true })
  const { status, output } = await gatsbyBuild(site, { NETLIFY_LOCAL: "true", SITE_DATE: day })
  if (status !== 0) throw new Error(`gatsby build exited with ${status}:\n${output}`)
  return output.replace(/\s*\n\s*/g, " ")
}

// The pages of public/ (not the editor's), and those whose HTML shows the announcement's band.
function pagesWithBand() {
  const pages = fs
    .readdirSync(file("public"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html") && !/^(_gatsby|admin)\//.test(name) && fs.statSync(file(`public/${name}`)).isFile())
    .sort()
  return { pages, banded: pages.filter((name) => fs.readFileSync(file(`public/${name}`), "utf8").includes(`>${ANNOUNCEMENT.text}</p>`)) }
}

// The colour of the landing page's sharing card at its bottom right corner, its background, as [r, g, b].
const cardBackground = async () => [
  ...(await sharp(file("public/og-image.png")).extract({ left: 1190, top: 620, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
]
// A kind's words in the editor, and the sharing card's background, before and after the next commit.
const STEPS_HINT = { before: "How it works: 2 to 6 numbered steps.", after: "How it works, in order: 2 to 6 numbered steps." }
// Which of the kind's words the editor's bundle in public/admin/ holds.
function editorBundle() {
  const bundle = fs
    .readdirSync(file("public/admin"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => fs.readFileSync(file(`public/admin/${name}`), "utf8"))
    .join("\n")
  return { before: bundle.includes(STEPS_HINT.before), after: bundle.includes(STEPS_HINT.after) }
}
const CARD_BACKGROUND = { before: "#f8fafc", after: "#fffbeb" }

// Each file of public/ (as "public/about/index.html") with a hash of its bytes.
const published = () => Object.fromEntries(Object.entries(fingerprint([file("public")])).map(([name, hash]) => [path.relative(site, name), hash]))

const PHOTO = "![The practice's front desk](../images/front-desk.png)\n\n      "
// A file of static/ no page names: a PDF, the one kind of file a writer may put there.
const STATIC_FILE = "legal/price-list.pdf"

// A list of notes, one of them going up on the day after the first build's, one whose last day is the first build's,
// both on a topic with one live on both days, and one going up in 2030, by an author and on a topic no live article
// names. Each holds a word no other file has.
const page = (title: string, address: string, extra: string, sections: string) =>
  `---\ntitle: ${title}\ndescription: ${title}, for evaluators.\npath: ${address}\n${extra}sections:\n${sections}---\n`
const NOTES = {
  "content/pages/notes.md": page("Notes", "/notes", "", "  - type: pageList\n    heading: Latest notes\n    order: newest first\n"),
  "content/pages/notes-fee-schedule.md": page(
    "The Quillfeather fee schedule",
    "/notes/fee-schedule",
    `date: ${DAY_AFTER}\npublish: ${DAY_AFTER}\ntopics:\n  - fee-notes\n`,
    "  - type: text\n    body: The schedule changes.\n",
  ),
  "content/pages/notes-webinar.md": page(
    "Our January webinar with Brambleworth",
    "/notes/webinar",
    `date: 2027-01-05\nuntil: ${LAST_DAY}\nthen: /notes\ntopics:\n  - fee-notes\n`,
    "  - type: text\n    id: recording\n    body: Join us and the Brambleworth panel.\n",
  ),
  "content/pages/notes-standing-orders.md": page(
    "The standing orders",
    "/notes/standing-orders",
    "date: 2026-12-15\ntopics:\n  - fee-notes\n",
    "  - type: text\n    body: What stays the same.\n",
  ),
  "content/topics/fee-notes.md": "---\nname: Fee notes\ndescription: What evaluators are paid, and when.\n---\n",
  "content/pages/notes-outlook.md": page(
    "The Zephyrine outlook",
    "/notes/zephyrine-outlook",
    "date: 2030-01-01\npublish: 2030-01-01\nauthor: orla-quennell\ntopics:\n  - marsh-tariffs\n",
    "  - type: text\n    body: |-\n      ## Zephyrine rates\n\n      What the merger means.\n\n      ## Zephyrine dates\n\n      When it happens.\n",
  ),
  "content/authors/orla-quennell.md": "---\nname: Orla Quennell\nrole: Embargoed analyst\n---\n\nOrla writes on what is not yet announced.\n",
  "content/topics/marsh-tariffs.md": "---\nname: Marsh tariffs\ndescription: Tariffs not yet announced.\n---\n",
}
// The words of what a build leaves out: none may be in a file or a path of public/.
const COMING = ["Quillfeather", "fee-schedule"]
const RETIRED = ["Brambleworth"]
const FAR_FUTURE = ["Zephyrine", "zephyrine", "Quennell", "quennell", "Marsh tariffs", "marsh-tariffs", "Embargoed"]
// Every file of public/ holding one of `words` (a gzipped file read as its text), and every path that names one.
function holding(words: string[]) {
  const names = fs.readdirSync(file("public"), { recursive: true, encoding: "utf8" }).filter((name) => fs.statSync(file(`public/${name}`)).isFile())
  return names.flatMap((name) => {
    const bytes = fs.readFileSync(file(`public/${name}`))
    const text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? zlib.gunzipSync(bytes) : bytes).toString("latin1")
    return words.filter((word) => name.includes(word) || text.includes(word)).map((word) => `${name}: ${word}`)
  })
}

// What the build published of the notes: their pages, the list's and feed's links, the sitemap's and the redirects, and
// the links of the article live on both days (its related reads) and of their topic's page, whose files did not change.
function notesPublished() {
  const read = (name: string) => (fs.existsSync(file(`public/${name}`)) ? fs.readFileSync(file(`public/${name}`), "utf8") : "")
  const [list, feed, sitemap] = [read("notes/index.html"), read("notes/feed.xml"), read("sitemap-0.xml")]
  const [standing, topic] = [read("notes/standing-orders/index.html"), read("topics/fee-notes/index.html")]
  return {
    pages: ["notes/fee-schedule", "notes/webinar"].filter((name) => fs.existsSync(file(`public/${name}/index.html`))),
    listed: ["/notes/fee-schedule", "/notes/webinar"].filter((address) => list.includes(`href="${address}"`)),
    related: ["/notes/fee-schedule", "/notes/webinar"].filter((address) => standing.includes(`href="${address}"`)),
    onTopic: ["/notes/fee-schedule", "/notes/webinar", "/notes/standing-orders"].filter((address) => topic.includes(`href="${address}"`)),
    inFeed: ["/notes/fee-schedule", "/notes/webinar"].filter((address) => feed.includes(`${address}</id>`)),
    inSitemap: ["/notes/fee-schedule", "/notes/webinar"].filter((address) => sitemap.includes(`${address}</loc>`)),
    redirects: read("_redirects")
      .split("\n")
      .filter((line) => line.startsWith("/notes")),
  }
}

// One site, built three times in turn: each test reads what its build said and left.
const first = (async () => {
  for (const [name, text] of Object.entries(NOTES)) {
    fs.mkdirSync(path.dirname(file(name)), { recursive: true })
    fs.writeFileSync(file(name), text)
  }
  fs.writeFileSync(file("content/pages/pricing.md"), fs.readFileSync(file("content/pages/about.md"), "utf8").replace("path: /about", "path: /pricing"))
  fs.mkdirSync(path.dirname(file(`static/${STATIC_FILE}`)), { recursive: true })
  fs.writeFileSync(file(`static/${STATIC_FILE}`), "%PDF-1.4\n% Prices valid until 31 December\n")
  await sharp({ create: { width: 64, height: 48, channels: 3, background: "#1e3a5f" } })
    .png()
    .toFile(file("content/images/front-desk.png"))
  edit("content/pages/about.md", (text) => text.replace("## What Veridraft does\n\n      ", `## What Veridraft does\n\n      ${PHOTO}`))
  fs.writeFileSync(
    file("content/legal/data-processing.md"),
    fs
      .readFileSync(file("content/legal/privacy-policy.md"), "utf8")
      .replace(/path: .*/, "path: /data-processing")
      .replace(/pdf: .*/, "pdf: /legal/data-processing.pdf"),
  )
  // A page's text and the footer link the webinar's note, which comes down after the first build's day.
  edit("content/pages/about.md", (text) => text.replace("You stay in charge:", "Watch [our January webinar](/notes/webinar#recording). You stay in charge:"))
  edit("content/site.json", (text) => {
    const site = JSON.parse(text)
    site.footer.columns[0].items.push({ label: "Webinar", to: "/notes/webinar" })
    return JSON.stringify({ ...site, timeZone: "America/New_York", announcement: ANNOUNCEMENT })
  })
  const said = await netlifyBuild(LAST_DAY)
  const about = fs.readFileSync(file("public/about/index.html"), "utf8")
  return {
    said,
    files: published(),
    band: pagesWithBand(),
    notes: notesPublished(),
    leftOut: holding([...COMING, ...FAR_FUTURE]),
    about,
    card: await cardBackground(),
    editor: editorBundle(),
  }
})()

// The next commit: a page, a legal document, a file of static/ and a photo removed, a sentence,
// the build's own code, a page's script, a kind's words in the editor and the sharing card's look changed.
const restored = first.then(async () => {
  fs.rmSync(file("content/pages/pricing.md"))
  fs.rmSync(file("content/legal/data-processing.md"))
  fs.rmSync(file(`static/${STATIC_FILE}`))
  fs.rmSync(file("content/images/front-desk.png"))
  edit("content/pages/about.md", (text) => text.replace(PHOTO, "").replace("Built for the clinicians", "Made for the clinicians"))
  edit("src/node/headers/security-headers.ts", (text) =>
    text.replace('"X-Content-Type-Options": "nosniff",', '"X-Content-Type-Options": "nosniff", "X-Build": "restored",'),
  )
  // The not-found page's own module, none of whose files the editor reads.
  edit("src/pages/404.tsx", (text) => text.replace("<NotFoundView notFound", '<NotFoundView key="not-found" notFound'))
  edit("src/sections/steps/kind.ts", (text) => text.replace(STEPS_HINT.before, STEPS_HINT.after))
  edit("src/node/drawings/social-card.ts", (text) => text.replace(`background: "${CARD_BACKGROUND.before}"`, `background: "${CARD_BACKGROUND.after}"`))
  const said = await netlifyBuild(DAY_AFTER)
  const read = (name: string) => fs.readFileSync(file(`public/${name}`), "utf8")
  return {
    said,
    files: published(),
    about: read("about/index.html"),
    headers: read("_headers"),
    chunkMap: read("chunk-map.json"),
    band: pagesWithBand(),
    notes: notesPublished(),
    leftOut: holding([...RETIRED, ...FAR_FUTURE]),
    retiredAddress: holding(["notes/webinar"]),
    card: await cardBackground(),
    editor: editorBundle(),
  }
})

// A cache damaged between builds: one of its pages is not the page stored.
const damaged = restored.then(async () => {
  fs.writeFileSync(path.join(site, ".netlify", "build-cache", "cwd", "public", "about", "index.html"), "<p>half a page")
  return { said: await netlifyBuild(DAY_AFTER), files: published() }
})

test("the first build finds no cache, draws every PDF and stores its cache in .netlify/build-cache", async () => {
  const { said, files } = await first
  expect(Object.keys(files)).toEqual(expect.arrayContaining([`public/${STATIC_FILE}`, expect.stringMatching(/^public\/static\/\w+\/\w+\/front-desk\.avif$/)]))
  expect(said).toContain("No Gatsby cache was kept from an earlier Netlify build: this is a full build.")
  expect(said).toMatch(
    /Sharing cards: \d+ drawn, 0 copied from the cache\. Legal PDFs: 3 drawn, 0 copied from the cache\. Drawn on \d+ workers? \(\d+ cores?\)/,
  )
  expect(said).toMatch(/content editor bundle: \d+ files built/)
  expect(said).toMatch(/Stored the Gatsby cache \(\d+ files\) in \S+\.netlify\/build-cache for the next Netlify build, in [\d.]+ s\./)
}, 240_000)

test("the next build restores it, draws no PDF, and publishes the commit's changes, its code's included", async () => {
  const { said, files, about, headers } = await restored
  expect(said).toContain("Restored the Gatsby cache kept from the last Netlify build")
  expect(said).toContain("Legal PDFs: 0 drawn, 2 copied from the cache")
  expect(said).toContain("Legal PDFs no longer published, removed from public/: /legal/data-processing.pdf")
  expect(about).toContain("Made for the clinicians")
  expect(headers).toContain("X-Build: restored")
  const removed = Object.keys(files).filter((name) => /pricing|data-processing|price-list|front-desk/.test(name))
  expect(removed).toEqual([])
  expect(said).toMatch(/Removed \d+ files? an earlier build left in public\/ that this one does not make: .*price-list\.pdf/)
}, 240_000)

test("the build from the cache keeps no earlier build's script: every script in public/ is one this build's pages load", async () => {
  const before = Object.keys((await first).files)
  const { files, chunkMap } = await restored
  const scripts = (names: string[]) => names.filter((name) => /^public\/[^/]+\.js$/.test(name))
  const notFoundScript = (names: string[]) => scripts(names).find((name) => name.includes("component---src-pages-404-tsx"))
  expect(notFoundScript(Object.keys(files))).not.toEqual(notFoundScript(before))
  expect(chunkMap).toContain(notFoundScript(Object.keys(files))!.slice("public".length))
  expect(scripts(Object.keys(files))).not.toContain(notFoundScript(before))
}, 240_000)

// What a builder read counts, not a list of folders: a kind's words reach the editor, a change to the card's code every card, and neither the PDFs.
test("the build from the cache makes again the editor's bundle after a kind's words changed, and every card after the card's code changed", async () => {
  const [before, after] = [await first, await restored]
  expect(before.editor).toEqual({ before: true, after: false })
  expect(after.editor).toEqual({ before: false, after: true })
  expect(after.said).toMatch(/content editor bundle: \d+ files built/)
  const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  expect(before.card).toEqual(rgb(CARD_BACKGROUND.before))
  expect(after.card).toEqual(rgb(CARD_BACKGROUND.after))
  expect(after.said).toMatch(/Sharing cards: \d+ drawn, 0 copied from the cache\. Legal PDFs: 0 drawn, 2 copied from the cache\./)
}, 240_000)

// The full build is a clean build's: its files, byte for byte, are what the build from the cache published.
test("a damaged cache is set aside for a full build, which publishes what the build from the cache did, byte for byte", async () => {
  const [before, after] = [await restored, await damaged]
  expect(after.said).toContain(
    "The Gatsby cache kept from the last Netlify build is not used, as public/about/index.html is not the file stored: this is a full build.",
  )
  expect(after.said).toMatch(/Sharing cards: \d+ drawn, 0 copied from the cache\. Legal PDFs: 2 drawn, 0 copied from the cache\./)
  expect(after.files).toEqual(before.files)
}, 240_000)

// The day passing is a change the cache cannot hide: pages whose content did not change drop the band too.
test("the daily build on an announcement's last day shows it on every page; the next day's, from the cache, on none, and warns", async () => {
  const [{ said: lastDay, band: before }, { said: dayAfter, band: after }] = await Promise.all([first, restored])
  expect(before.pages).toEqual(expect.arrayContaining(["index.html", "about/index.html", "privacy-policy/index.html", "404.html"]))
  expect(before.banded).toEqual(before.pages)
  expect(lastDay).toContain(
    `The announcement "${ANNOUNCEMENT.text}" is shown on every page: shown since 2026-12-01, its last day is ${LAST_DAY} (today is ${LAST_DAY} in America/New_York).`,
  )
  expect(dayAfter).toContain("Restored the Gatsby cache kept from the last Netlify build")
  expect(after.pages.length).toBeGreaterThan(5)
  expect(after.banded).toEqual([])
  expect(dayAfter).toContain(
    `The announcement "${ANNOUNCEMENT.text}" is left out: it ended yesterday, its last day was ${LAST_DAY} (today is ${DAY_AFTER} in America/New_York).`,
  )
  expect(dayAfter).toContain(
    `content/site.json: announcement: its last day, ${LAST_DAY}, has passed (in America/New_York), so no page shows it: remove it, or give it new dates`,
  )
}, 300_000)

// A page published on a day, and one taken down after its last, as the daily build of each day publishes them from the cache.
test("a page goes up on its first day and comes down after its last, from the cache: pages, list, feed, sitemap, redirect, another article's related reads and its topic's page, and the log says so", async () => {
  const [{ said: lastDay, notes: before }, { said: dayAfter, notes: after }] = await Promise.all([first, restored])
  expect(before).toEqual({
    pages: ["notes/webinar"],
    listed: ["/notes/webinar"],
    related: ["/notes/webinar"],
    onTopic: ["/notes/webinar", "/notes/standing-orders"],
    inFeed: ["/notes/webinar"],
    inSitemap: ["/notes/webinar"],
    redirects: [],
  })
  expect(after).toEqual({
    pages: ["notes/fee-schedule"],
    listed: ["/notes/fee-schedule"],
    related: ["/notes/fee-schedule"],
    onTopic: ["/notes/fee-schedule", "/notes/standing-orders"],
    inFeed: ["/notes/fee-schedule"],
    inSitemap: ["/notes/fee-schedule"],
    redirects: ["/notes/webinar /notes 301"],
  })
  expect(lastDay).toContain(
    `The page /notes/fee-schedule (content/pages/notes-fee-schedule.md) is left out: it goes up on ${DAY_AFTER} (today is ${LAST_DAY} in America/New_York).`,
  )
  expect(lastDay).toContain(
    `The page /notes/webinar (content/pages/notes-webinar.md) is published, its last day is ${LAST_DAY} (today is ${LAST_DAY} in America/New_York).`,
  )
  expect(dayAfter).toContain(`The page /notes/fee-schedule (content/pages/notes-fee-schedule.md) goes up today (today is ${DAY_AFTER} in America/New_York).`)
  expect(dayAfter).toContain(
    `The page /notes/webinar (content/pages/notes-webinar.md) comes down today: its last day was ${LAST_DAY}, and /notes/webinar sends visitors to /notes (today is ${DAY_AFTER} in America/New_York).`,
  )
}, 300_000)

// Nothing of a page before its first day, nor after its last: not its page, page data, card, feed, list, search index or the editor's data.
test("no file or path of public/ holds a word of a page not live on the build's day, nor of an author or topic only such a page names", async () => {
  const [{ leftOut: before }, { leftOut: after, retiredAddress }] = await Promise.all([first, restored])
  expect(before).toEqual([])
  expect(after).toEqual([])
  // A retired page's own redirect to its then is the one place its address stays.
  expect(retiredAddress).toEqual(["_redirects: notes/webinar"])
}, 300_000)

// A link to a page that has come down leads where its address now sends visitors, in the page itself: no redirect to follow.
test("a page's and the footer's links to a page come down lead to its then, from the cache, its anchor kept", async () => {
  const [{ about: before }, { about: after }] = await Promise.all([first, restored])
  expect(before).toContain('href="/notes/webinar#recording"')
  expect(before).toContain('href="/notes/webinar"')
  expect(after).toContain('href="/notes#recording"')
  expect(after).toMatch(/<a [^>]*href="\/notes"[^>]*>Webinar<\/a>/)
  expect(after).not.toContain("/notes/webinar")
}, 300_000)
