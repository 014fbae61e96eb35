// Each content file is read once for each text it has: the build's checks and the node made from it share the read.
import { legalTextOf, parseFile } from "./content-files"

const PAGE = "---\ntitle: Pricing\n---\n"
const LEGAL = "---\ntitle: Terms\n---\n\n## 1. Use\n\nText.\n"

test("a file read again with the same text is the same read; a new text is read anew", () => {
  const first = parseFile("content/pages/pricing.md", PAGE)
  expect(parseFile("content/pages/pricing.md", PAGE)).toBe(first)
  const changed = parseFile("content/pages/pricing.md", PAGE.replace("Pricing", "Plans"))
  expect(changed).not.toBe(first)
  expect(changed).toEqual({ data: { title: "Plans" }, body: "", bodyLine: 4 })
})

test("a legal document's text is parsed once for each read of its file", () => {
  const read = parseFile("content/legal/terms.md", LEGAL)
  if (!("data" in read)) throw new Error("the document does not read")
  expect(legalTextOf(read)).toBe(legalTextOf(read))
  expect(legalTextOf(read).blocks).toHaveLength(2)
})
