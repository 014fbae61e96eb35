/** @jest-environment node */
import type { Address } from "../vocabulary/addresses"
import { writtenFields } from "../vocabulary/content-type"
import { articleType } from "../vocabulary/content-types/article"
import { pageAnchors } from "./article-facts"
import { addressOwner, addressProblem, isPageAddress, markdownFieldImages, targetProblem, unreachablePages, type ReachablePage } from "./links"

// A list whose items are counted as they are read: a check that reads every item for every item grows with the square of the site.
function counted<T>(items: T[]): { list: readonly T[]; reads: () => number } {
  let reads = 0
  const list = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads++
      return Reflect.get(target, key, receiver)
    },
  })
  return { list, reads: () => reads }
}

const PAGES = 3000
const page = (i: number): Address => ({ file: `content/pages/p${i}.md`, path: `/notes/p${i}`, kind: "page", anchors: new Set([`a${i}`]) })

test("every address checked against all the others reads the list a number of times that grows with the site, not with its square", () => {
  const items = [
    ...Array.from({ length: PAGES }, (_, i) => page(i)),
    { file: "content/pages/twin.md", path: "/notes/p7", kind: "page" as const, anchors: new Set<string>() },
    { file: "content/legal/privacy.md", path: "/privacy-policy", kind: "legal" as const, anchors: new Set(["cookies"]) },
    { file: "content/pages/old.md", path: "/privacy-policy/2025-06-01", kind: "page" as const, anchors: new Set<string>() },
  ]
  const { list, reads } = counted(items)
  const problems = list.flatMap((address) => addressProblem(address, list) ?? [])
  expect(problems.map(({ file, message }) => `${file}: ${message}`)).toEqual([
    'content/pages/p7.md: expected an address no other page uses, found "/notes/p7" (used by content/pages/twin.md)',
    'content/pages/twin.md: expected an address no other page uses, found "/notes/p7" (used by content/pages/p7.md)',
    'content/pages/old.md: expected an address no other page uses, found "/privacy-policy/2025-06-01" (used by content/legal/privacy.md\'s earlier versions)',
  ])
  expect(isPageAddress("/notes/p2999", list)).toBe(true)
  expect(isPageAddress("/privacy-policy/2024-01-01", list)).toBe(true)
  expect(isPageAddress("/notes/p3000", list)).toBe(false)
  expect(addressOwner("/search", list)).toBe("the site's search")
  expect(targetProblem("/notes/p12#a12", list)).toBeUndefined()
  expect(targetProblem("/notes/p12#a13", list)).toBe("expected an anchor that exists on /notes/p12 (the closest: #a12)")
  expect(targetProblem("/privacy-policy#cookies", list)).toBeUndefined()
  // Each item once to index the list, and once for each read above: trying every address for every address read eighteen million.
  expect(reads()).toBeLessThan(list.length * 10)
})

test("a link's closing slash is left out of the page it names, but the landing page's address doubled (//) names no page", () => {
  const list: Address[] = [
    { file: "content/pages/index.md", path: "/", kind: "page", anchors: new Set(["features"]) },
    { file: "content/pages/about.md", path: "/about", kind: "page", anchors: new Set(["team"]) },
  ]
  for (const target of ["/", "/#features", "/about", "/about/", "/about/#team"]) expect([target, targetProblem(target, list)]).toEqual([target, undefined])
  // A PDF names the site before it (https://www.veridraft.example.com//), and a browser reads "//" as a host.
  for (const target of ["//", "//#features", "/about//"])
    expect([target, targetProblem(target, list)]).toEqual([target, expect.stringMatching(/^expected a link to an existing page/)])
})

test("the pages no link reaches are found by following each link once, however many pages and links the site has", () => {
  const pages: ReachablePage[] = [
    { file: "content/pages/index.md", path: "/", lists: false },
    { file: "content/pages/insights.md", path: "/insights", lists: true },
    ...Array.from({ length: PAGES }, (_, i) => ({ file: `content/pages/p${i}.md`, path: `/notes/p${i}`, lists: false })),
    { file: "content/pages/listed.md", path: "/insights/listed", lists: false },
  ]
  // Each page links the next; the last links itself, which does not reach it; one link goes through a redirect.
  const { list: links, reads } = counted([
    { file: "content/pages/index.md", targets: ["/notes/p0", "/insights"] },
    ...Array.from({ length: PAGES - 1 }, (_, i) => ({ file: `content/pages/p${i}.md`, targets: [i === 41 ? "/old#top" : `/notes/p${i + 1}/`] })),
    { file: `content/pages/p${PAGES - 1}.md`, targets: [`/notes/p${PAGES - 1}`] },
  ])
  const unreached = unreachablePages(pages, links, new Map([["/old", "/notes/p99"]]))
  expect(unreached.map(({ path }) => path)).toEqual(["/notes/p42"])
  // Each link once: asking every link for every page read four and a half million.
  expect(reads()).toBeLessThan(links.length * 3)
})

test("a file's anchors, fields as its type takes them and Markdown images are found once for each read of it: the editor checks every file again as one changes", () => {
  const data = {
    title: "Apportionment",
    path: "/insights/apportionment",
    date: "2026-01-05",
    author: "maya-chen",
    sections: [{ type: "text", id: "why", body: "## Why it matters\n\n![A chart of the ratings](../images/ratings.png)\n\n## What to do\n\nRate it." }],
  }
  expect(pageAnchors(data)).toBe(pageAnchors(data))
  expect([...pageAnchors(data)]).toEqual(["why", "why-it-matters", "what-to-do"])
  expect(writtenFields(articleType.schema, data)).toBe(writtenFields(articleType.schema, data))
  expect(writtenFields(articleType.schema, data)).toEqual({ author: "maya-chen" })
  expect(markdownFieldImages(data)).toBe(markdownFieldImages(data))
  expect(markdownFieldImages(data)).toEqual([{ field: "sections[0].body", image: "../images/ratings.png" }])
  // A change is a new object, found anew.
  const changed = { ...data, sections: [{ type: "text", body: "No image now." }] }
  expect(markdownFieldImages(changed)).toEqual([])
  expect([...pageAnchors(changed)]).toEqual([])
})
