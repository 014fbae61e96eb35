/** @jest-environment node */
import { counted } from "./counted"

test("one takes the singular, any other count the plural", () => {
  expect(counted(1, "file")).toBe("1 file")
  expect(counted(0, "document")).toBe("0 documents")
  expect(counted(3, "earlier version")).toBe("3 earlier versions")
  expect(counted(2, "entry", "entries")).toBe("2 entries")
})
