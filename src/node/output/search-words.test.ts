/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { wordLists, writeWordLists } from "./search-words"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)

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

test("the lists are written in the index's folder, a file for each first letter, and named", () => {
  const index = folder("search-index-")
  // "Evaluator's" is the whole word and its parts, as the index reads it.
  expect(writeWordLists(index, ["Evaluator's note The Almaraz decision.", " A decision."])).toEqual(["a", "d", "e", "n", "s", "t"])
  const list = (name: string) => JSON.parse(fs.readFileSync(path.join(index, "words", `${name}.json`), "utf8"))
  expect([list("d"), list("e"), list("a"), list("t")]).toEqual([["decision"], ["evaluator", "evaluators"], ["a", "almaraz"], ["the"]])
  expect(list("n")).toEqual(["note"])
})
