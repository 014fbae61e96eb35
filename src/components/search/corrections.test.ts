/** @jest-environment node */
import { editDistance, isIndexed, nearestWord, searchedWords } from "./corrections"

// The index's words beginning with "a" and "r", those most pages hold first.
const A = ["a", "and", "apportionment", "are", "as", "apportion", "almaraz", "appointment"]
const R = ["report", "records", "reading", "review", "reviewing"]
const listOf = (word: string) => (word.startsWith("a") ? A : word.startsWith("r") ? R : [])

test("the distance between two words counts letters added, removed, changed or swapped, and stops past its bound", () => {
  expect(editDistance("aportionment", "apportionment", 2)).toBe(1)
  expect(editDistance("recrods", "records", 2)).toBe(1)
  expect(editDistance("reprot", "records", 2)).toBe(3)
  expect(editDistance("report", "reviewing", 1)).toBe(2)
  expect(editDistance("records", "records", 0)).toBe(0)
})

test("a word is indexed when a word of the index begins with it, stem by stem, as Pagefind finds words", () => {
  expect(isIndexed("appor", A)).toBe(true)
  expect(isIndexed("apportionments", A)).toBe(true)
  expect(isIndexed("reviews", R)).toBe(true)
  expect(isIndexed("policies", ["policy"])).toBe(true)
  // Pagefind would search "aportionment" as "a", the longest word it begins with.
  expect(isIndexed("aportionment", A)).toBe(false)
})

test("a misspelt word's correction is the nearest word within a letter (two from eight letters), the one most pages hold of those as near", () => {
  expect(nearestWord("aportionment", A)).toBe("apportionment")
  expect(nearestWord("apointment", A)).toBe("appointment")
  expect(nearestWord("recrods", R)).toBe("records")
  expect(nearestWord("reveiwing", R)).toBe("reviewing")
  // Three letters from any word; a short word, whose correction would be a guess; a number.
  expect(nearestWord("rxcxrdx", R)).toBeUndefined()
  expect(nearestWord("arr", A)).toBeUndefined()
  expect(nearestWord("a300", ["a3000"])).toBeUndefined()
  // "revew" is one letter from "review" and two from "reviews": the nearest.
  expect(nearestWord("revew", [...R, "reviews"])).toBe("review")
  // Two as near: the first, which more pages hold.
  expect(nearestWord("rexords", ["records", "recorder", "rewords"])).toBe("records")
})

test("a query's indexed words are searched as they are, a misspelt one as its correction, and one with none is left out", () => {
  expect(searchedWords(["almaraz", "records"], listOf)).toEqual({ words: ["almaraz", "records"], changed: false })
  expect(searchedWords(["aportionment", "records"], listOf)).toEqual({ words: ["apportionment", "records"], changed: true })
  expect(searchedWords(["aportionment", "apportionment"], listOf)).toEqual({ words: ["apportionment"], changed: true })
  expect(searchedWords(["zzqx", "records"], listOf)).toEqual({ words: ["records"], changed: true })
  expect(searchedWords(["zzqx"], listOf)).toEqual({ words: [], changed: true })
})
