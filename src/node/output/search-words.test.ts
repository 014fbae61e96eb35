/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { wordLists, writeWordLists } from "./search-words"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)

// A page's fragment as Pagefind writes it: its mark, then its JSON, gzipped.
const fragment = (value: object, mark = "pagefind_dcd") => zlib.gzipSync(Buffer.from(`${mark}${JSON.stringify(value)}`))

test("each first letter's list holds every word some page holds once, those most pages hold first", () => {
  const lists = wordLists(["Apportionment by cause. A note.", "An apportionment, and a note on records.", "Records review"])
  expect(Object.fromEntries(lists)).toEqual({
    a: ["a", "apportionment", "an", "and"],
    b: ["by"],
    c: ["cause"],
    n: ["note"],
    o: ["on"],
    r: ["records", "review"],
  })
})

test("the lists are written beside the index from each page's title and text; a fragment of another form stops the build, named", () => {
  const index = folder("pagefind-")
  fs.mkdirSync(path.join(index, "fragment"))
  fs.writeFileSync(
    path.join(index, "fragment", "en_1.pf_fragment"),
    fragment({ url: "/a/", content: "The Almaraz decision.", meta: { title: "Evaluator's note" } }),
  )
  fs.writeFileSync(path.join(index, "fragment", "en_2.pf_fragment"), fragment({ url: "/b/", content: "A decision.", meta: {} }))
  // "Evaluator's" is the whole word and its parts, as Pagefind reads it.
  expect(writeWordLists(index)).toBe(8)
  const list = (name: string) => JSON.parse(fs.readFileSync(path.join(index, "words", `${name}.json`), "utf8"))
  expect([list("d"), list("e"), list("a"), list("t")]).toEqual([["decision"], ["evaluator", "evaluators"], ["a", "almaraz"], ["the"]])
  expect(list("n")).toEqual(["note"])
  fs.writeFileSync(path.join(index, "fragment", "en_3.pf_fragment"), fragment({ pages: [] }))
  expect(() => writeWordLists(index)).toThrow(`${path.join(index, "fragment", "en_3.pf_fragment")} is not a page's fragment as Pagefind 1.6 writes it`)
})
