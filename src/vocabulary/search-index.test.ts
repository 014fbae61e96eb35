import { decodePostings, encodePostings, shardsFor } from "./search-index"

test("a stem's pages are written as gaps and read back as they were", () => {
  const postings = [
    { page: 3, weight: 41, places: [0, 7, 7, 120] },
    { page: 4, weight: 1, places: [] },
    { page: 900, weight: 12, places: [5] },
  ]
  expect(encodePostings(postings)).toEqual([3, 41, 4, 0, 7, 0, 113, 1, 1, 0, 896, 12, 1, 5])
  expect(decodePostings(encodePostings(postings))).toEqual(postings)
  expect(decodePostings([])).toEqual([])
})

test("a prefix's shards: the one it falls in, and each after it that begins with it", () => {
  const firsts = ["", "apport", "causat", "reco", "record", "recordk", "review"]
  expect(shardsFor("apportion", firsts)).toEqual([1])
  expect(shardsFor("almaraz", firsts)).toEqual([0])
  expect(shardsFor("record", firsts)).toEqual([4, 5])
  expect(shardsFor("rec", firsts)).toEqual([2, 3, 4, 5])
  expect(shardsFor("zebra", firsts)).toEqual([6])
  expect(shardsFor("anything", [])).toEqual([])
})
