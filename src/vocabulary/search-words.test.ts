/** @jest-environment node */
import { indexWord, placedWords, queryWords, wordListOf, wordsOf } from "./search-words"

test("a word is read as the index holds it: lowercase letters and digits, without accents or marks", () => {
  expect(["Café's", "3,000", "QME,", "“Almaraz”"].map(indexWord)).toEqual(["cafes", "3000", "qme", "almaraz"])
})

test("a text's words are its whole words and a compound's parts", () => {
  expect(wordsOf("Medical-legal reports, HIPAA-compliant: 3,000 pages of eBooks")).toEqual([
    "medicallegal",
    "medical",
    "legal",
    "reports",
    "hipaacompliant",
    "hipaa",
    "compliant",
    "3000",
    "3",
    "000",
    "pages",
    "of",
    "ebooks",
    "e",
    "books",
  ])
})

test("a query searches its words but those of one letter, which would match every word they begin", () => {
  expect(queryWords("  A aportionment of a b  Records records é ")).toEqual(["aportionment", "of", "records"])
  expect(queryWords("a I")).toEqual([])
})

test("a word is in the list of its first letter or digit, any other first character in a list named by its code point", () => {
  expect(["apportionment", "3000", "ωmega"].map(wordListOf)).toEqual(["a", "3", "u3c9"])
})

test("a text's searched words stand in its order, a compound's parts in its place, a word of one letter in none", () => {
  expect(placedWords("Review a medical-legal report, I said.")).toEqual([
    { word: "review", place: 0 },
    { word: "medicallegal", place: 1 },
    { word: "medical", place: 1 },
    { word: "legal", place: 1 },
    { word: "report", place: 2 },
    { word: "said", place: 3 },
  ])
  expect(placedWords("Title words", 10).map(({ place }) => place)).toEqual([10, 11])
})
