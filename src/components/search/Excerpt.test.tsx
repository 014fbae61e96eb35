import React from "react"
import { render } from "@testing-library/react"
import { Excerpt, excerptCut } from "./Excerpt"

const CONTENT = "Why it matters. A report is read by people who look for its weakest sentence. Every statement should point to the records it rests on."

test("an excerpt cut from the middle of its page's text says so with an ellipsis on each side that goes on, unread by screen readers", () => {
  const { container } = render(<Excerpt html="look for its weakest <mark>sentence.</mark> Every statement" content={CONTENT} />)
  expect(container.textContent).toBe("… look for its weakest sentence. Every statement …")
  expect(container.querySelector("mark")?.textContent).toBe("sentence.")
  expect([...container.querySelectorAll('[aria-hidden="true"]')].map((span) => span.textContent)).toEqual(["… ", " …"])
})

test("an excerpt at the start or the end of the text, or all of it, has no ellipsis on that side", () => {
  expect(excerptCut("Why it matters. A report", CONTENT)).toEqual({ before: false, after: true })
  expect(excerptCut("the records it rests on.", CONTENT)).toEqual({ before: true, after: false })
  expect(excerptCut(` ${CONTENT.replaceAll(" ", "\n ")}`, CONTENT)).toEqual({ before: false, after: false })
  // Text Pagefind wrote otherwise than the page's is not guessed at.
  expect(excerptCut("words the page does not hold", CONTENT)).toEqual({ before: false, after: false })
  // Pagefind escapes the excerpt as HTML, not the page's text.
  const { container } = render(<Excerpt html="it &amp; <mark>matters</mark>" content="Why it & matters now" />)
  expect(container.textContent).toBe("… it & matters …")
})
