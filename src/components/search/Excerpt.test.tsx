import React from "react"
import { render } from "@testing-library/react"
import { Excerpt } from "./Excerpt"
import { excerptOf } from "./excerpt"
import { stemOf } from "../../vocabulary/search-index"

const CONTENT =
  "Why it matters. A report is read by people who look for its weakest sentence. Every statement should point to the records it rests on, and a reviewer checks each one against the file before the report is signed and served on the parties."
const excerpt = (text: string, ...words: string[]) => excerptOf(text, words.map(stemOf))

test("an excerpt cut from the middle of its page's text says so with an ellipsis on each side that goes on, unread by screen readers", () => {
  const long = `${"Before this. ".repeat(20)}${CONTENT} ${"After that. ".repeat(20)}`
  const { container } = render(<Excerpt excerpt={excerpt(long, "sentences")} />)
  expect(container.textContent).toMatch(/^… .* look for its weakest sentence\. Every statement .* …$/)
  expect(container.textContent!.split(" ").length).toBe(32)
  expect(container.querySelector("mark")?.textContent).toBe("sentence")
  expect([...container.querySelectorAll('[aria-hidden="true"]')].map((span) => span.textContent)).toEqual(["… ", " …"])
})

test("an excerpt marks each found word without the marks around it, and centres the window holding most of them", () => {
  const found = excerpt(`${CONTENT} Records, “records” and record-keeping.`, "records")
  expect(found.parts.filter((part) => part.found).map((part) => part.text)).toEqual(["records", "Records", "records", "record-keeping"])
  expect(found.parts.map((part) => part.text).join("")).toContain("Records, “records” and record-keeping.")
  expect([found.before, found.after]).toEqual([true, false])
})

test("an excerpt at the start or the end of the text, or all of it, has no ellipsis on that side", () => {
  expect(excerpt(CONTENT, "matters")).toMatchObject({ before: false, after: true })
  expect(excerpt(CONTENT, "parties")).toMatchObject({ before: true, after: false })
  const short = excerpt("Why it matters now.", "matters")
  expect(short).toEqual({
    before: false,
    parts: [
      { text: "Why it ", found: false },
      { text: "matters", found: true },
      { text: " now.", found: false },
    ],
    after: false,
  })
  // A page whose words were found in its title alone opens its text.
  expect(excerpt(CONTENT, "zebra")).toMatchObject({ before: false, after: true })
  // The page's text is shown as text, never read as markup.
  const { container } = render(<Excerpt excerpt={excerpt("it & <b>matters</b>", "matters")} />)
  expect([container.textContent, container.querySelector("b")]).toEqual(["it & <b>matters</b>", null])
})
