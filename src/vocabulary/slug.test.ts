/** @jest-environment node */
import { slugOf, slugsOf, uniqueAnchors } from "./slug"

test("an anchor is the words in lowercase letters and digits joined by hyphens", () => {
  expect(slugOf("Do you sign a BAA?")).toBe("do-you-sign-a-baa")
  expect(slugOf("Évaluations à distance")).toBe("evaluations-a-distance")
  expect(slugOf("2026 fees")).toBe("q-2026-fees")
  expect(slugOf("???")).toBe("q-")
})

test("anchors on a page are each its own, whatever words the headings repeat or spell out", () => {
  // The same words twice, then words that spell out what the second would have been.
  expect(slugsOf(["A", "A", "A 2"])).toEqual(["a", "a-3", "a-2"])
  expect(slugsOf(["A 2", "A", "A"])).toEqual(["a-2", "a", "a-3"])
  expect(slugsOf(["Fees", "Fees", "Fees 2", "Fees 3", "Fees"])).toEqual(["fees", "fees-4", "fees-2", "fees-3", "fees-5"])
  expect(slugsOf(["A-2", "A 2", "a—2"])).toEqual(["a-2", "a-2-2", "a-2-3"])
  for (const texts of [["A", "A", "A 2"], ["x", "X", "x 2", "x-2", "X 3", "x"], Array.from({ length: 30 }, (_, i) => (i % 3 ? `Q ${i}` : "Q"))]) {
    const anchors = slugsOf(texts)
    expect(new Set(anchors).size).toBe(texts.length)
  }
})

test("an anchor the page already has is left to it; every anchor that was already unique stays as it was", () => {
  expect(slugsOf(["Main", "Pricing", "Pricing"], ["main", "pricing-2"])).toEqual(["main-2", "pricing", "pricing-3"])
  // Without a clash, the first with its words keeps them and the next get -2, -3, as they always did.
  expect(slugsOf(["Fees", "Scope", "Fees", "Fees"])).toEqual(["fees", "scope", "fees-2", "fees-3"])
  expect(uniqueAnchors(["a", "b"], ["c"])).toEqual(["a", "b"])
})
