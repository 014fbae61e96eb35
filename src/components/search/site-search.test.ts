/** @jest-environment node */
// The search run on an index the build wrote (src/node/output/search-index.ts) from built pages,
// each file fetched from the index's folder as the host serves it.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { writeSearchIndex } from "../../node/output/search-index"
import { SEARCH_INDEX_FOLDER } from "../../vocabulary/search-index"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)

const html = (title: string, main: string) => `<html><body><main data-search-title="${title}">${main}</main></body></html>`

/** A built site of `pages` (address: HTML), indexed; the search run on it, and the files each search fetched. */
async function siteOf(pages: Record<string, string>, failingOnce?: RegExp) {
  const publicDir = folder("public-")
  for (const [address, page] of Object.entries(pages)) {
    const file = path.join(publicDir, address === "/" ? "index.html" : `${address.slice(1)}/index.html`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, page)
  }
  const indexed = writeSearchIndex(publicDir)
  const fetched: string[] = []
  global.fetch = (async (url: string) => {
    fetched.push(url)
    if (failingOnce?.test(url)) {
      failingOnce = undefined
      throw new TypeError("Failed to fetch")
    }
    const file = path.join(publicDir, url)
    const ok = fs.existsSync(file)
    return { ok, status: ok ? 200 : 404, json: async () => JSON.parse(fs.readFileSync(file, "utf8")) }
  }) as unknown as typeof fetch
  jest.resetModules()
  const { searchSite } = await import("./site-search")
  const bytes = () => fetched.reduce((sum, url) => sum + zlib.brotliCompressSync(fs.readFileSync(path.join(publicDir, url))).length, 0)
  return { indexed, searchSite, fetched, bytes, publicDir }
}

const urls = (found: { results: { url: string }[] } | null) => found?.results.map((result) => result.url)

test("a search finds the pages holding every word, by stem and as a word begun, best first, and a quoted phrase as one", async () => {
  const { indexed, searchSite, fetched } = await siteOf({
    "/": html("Home", "<p>Medical-legal reports, drafted in minutes.</p>"),
    "/insights/almaraz": html(
      "Apportionment after Almaraz",
      '<div data-search-ignore=""><a data-search-topic="">Causation</a></div><p>Apportionment is causation divided. Apportioning needs medical records review.</p>',
    ),
    "/insights/records": html(
      "Reading records",
      "<p>Medical teams read records. A review of records follows. Each record has its apportionment, and needs a review.</p>",
    ),
    "/insights": html("Insights", "<p>Latest insights. On apportionment.</p>"),
    "/about": "<html><body><main><p>Apportionment, not searched.</p></main></body></html>",
  })
  expect(indexed).toBe(4)
  // The page whose title holds the word first, then the text that holds it most for its length.
  expect(urls(await searchSite("apportionment", 10))).toEqual(["/insights/almaraz", "/insights", "/insights/records"])
  expect(fetched.every((url) => url.startsWith(`/${SEARCH_INDEX_FOLDER}/`))).toBe(true)
  // A word of the title alone finds its page; the excerpt then opens the page's text.
  const found = await searchSite("Almaraz", 10)
  expect(found).toMatchObject({ count: 1, results: [{ url: "/insights/almaraz", title: "Apportionment after Almaraz", topics: ["Causation"] }] })
  expect(found!.results[0]!.excerpt.parts[0]!.text).toMatch(/^Apportionment is causation divided/)
  // Every word, anywhere; quoted, side by side, across a word of one letter.
  expect(urls(await searchSite("medical review", 10))?.sort()).toEqual(["/insights/almaraz", "/insights/records"])
  expect(urls(await searchSite('"medical records review"', 10))).toEqual(["/insights/almaraz"])
  expect(urls(await searchSite('"review of records"', 10))).toEqual(["/insights/records"])
  expect(urls(await searchSite('"needs a review"', 10))).toEqual(["/insights/records"])
  // A compound is found by its parts, and a word by its beginning.
  expect(urls(await searchSite("legal", 10))).toEqual(["/"])
  expect(urls(await searchSite("draf", 10))).toEqual(["/"])
  // Misspelt, corrected; a word of one letter alone, nothing; the results asked for, of all found.
  expect(await searchSite("aportionment", 1)).toMatchObject({ count: 3, corrected: "apportionment", results: [{ url: "/insights/almaraz" }] })
  expect(await searchSite("a", 10)).toEqual({ count: 0, results: [] })
  expect(await searchSite("zzqx", 10)).toEqual({ count: 0, results: [] })
  // No word begins with z: its list, which does not exist, is never asked for.
  expect(fetched.filter((url) => url.includes("/words/z"))).toEqual([])
  expect(await searchSite("  ", 10)).toBeNull()
})

// `count` articles of some sixty words each, from a vocabulary of a few hundred, one holding "Almaraz".
const hub = (count: number) => {
  const vocabulary = Array.from({ length: 400 }, (_, i) => `word${i.toString(36)}`)
  const pages: Record<string, string> = {}
  for (let i = 0; i < count; i++) {
    const words = Array.from({ length: 60 }, (_, w) => vocabulary[(i * 7 + w * 13) % vocabulary.length]!)
    pages[`/insights/article-${i}`] = html(`Article ${i}`, `<p>${words.join(" ")}${i === 7 ? " Almaraz." : "."}</p>`)
  }
  return pages
}

test("a search fetches its own words' shards alone: a rare word costs as much among 1,000 pages as among 100", async () => {
  const small = await siteOf(hub(100))
  await small.searchSite("Almaraz", 10)
  const large = await siteOf(hub(1000))
  expect(urls(await large.searchSite("Almaraz", 10))).toEqual(["/insights/article-7"])
  const shards = large.fetched.filter((url) => url.includes("/shard/"))
  expect(shards).toHaveLength(1)
  expect(fs.readdirSync(path.join(large.publicDir, SEARCH_INDEX_FOLDER, "shard")).length).toBeGreaterThan(20)
  expect(large.bytes()).toBeLessThan(small.bytes() * 1.5)
  expect(large.bytes()).toBeLessThan(12_000)
  // Each shard holds the stems from its first to the next one's, numbers too (an object keeps them before its other keys).
  const index = (file: string) => JSON.parse(fs.readFileSync(path.join(large.publicDir, SEARCH_INDEX_FOLDER, file), "utf8"))
  const { shards: firsts } = index("index.json") as { shards: string[] }
  const misplaced = firsts.flatMap((first, i) =>
    Object.keys(index(`shard/${i}.json`)).filter((stem) => stem < first || (i + 1 < firsts.length && stem >= firsts[i + 1]!)),
  )
  expect(misplaced).toEqual([])
  for (const number of ["123", "500", "999"]) expect(urls(await large.searchSite(`article ${number}`, 10))).toEqual([`/insights/article-${number}`])
})

test("a file that failed to arrive is fetched again at the next search", async () => {
  const { searchSite, fetched } = await siteOf({ "/": html("Home", "<p>Medical-legal reports.</p>") }, /\/shard\//)
  await expect(searchSite("reports", 10)).rejects.toThrow("Failed to fetch")
  expect(urls(await searchSite("reports", 10))).toEqual(["/"])
  expect(fetched.filter((url) => url.includes("/shard/"))).toHaveLength(2)
  expect(fetched.filter((url) => url.endsWith("/index.json"))).toHaveLength(1)
})

test("a site with no searched page finds nothing, and fetches no shard", async () => {
  const { indexed, searchSite, fetched } = await siteOf({ "/about": "<html><body><main><p>Reports.</p></main></body></html>" })
  expect(indexed).toBe(0)
  expect(await searchSite("reports", 10)).toEqual({ count: 0, results: [] })
  expect(fetched.filter((url) => url.includes("/shard/"))).toEqual([])
})

test("pages of equal weight come in the order a reader counts", async () => {
  const same = html("Note", "<p>Evaluator's note on apportionment.</p>")
  const { searchSite } = await siteOf({ "/insights/note-10": same, "/insights/note-2": same, "/insights/note-1": same })
  expect(urls(await searchSite("apportionment", 10))).toEqual(["/insights/note-1", "/insights/note-2", "/insights/note-10"])
})
