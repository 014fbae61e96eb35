import React from "react"
import { render, screen } from "@testing-library/react"
import { Questions } from "./Questions"
import { howItWorks, sectionOf } from "../../test/content"
import { renderMarkdown, plainImage } from "../../vocabulary/markdown"

const section = sectionOf(howItWorks, "questions")
const drawn = { ...section, items: section.items.map((item) => ({ ...item, answer: renderMarkdown(item.answer, plainImage) })) }

test("each question is a disclosure, closed at first, whose answer carries the question's own anchor", () => {
  const { container } = render(<Questions section={drawn} headingId="q-heading" />)
  const details = container.querySelectorAll("details")
  expect(details).toHaveLength(2)
  expect([...details].map((item) => item.open)).toEqual([false, false])
  expect(screen.getByText("Do you sign a Business Associate Agreement?").closest("summary")).not.toBeNull()
  expect(container.querySelector("#do-you-sign-a-business-associate-agreement")!.closest("details")).toBe(details[0])
  expect(container.querySelector("#which-records-can-i-upload")!.textContent).toContain("Any PDF of medical records")
  expect(screen.getByRole("link", { name: "terms" })).toHaveAttribute("href", "/terms-of-service#business-associate-addendum")
  // No FAQPage or other structured data: Google no longer shows it.
  expect(container.innerHTML).not.toMatch(/itemtype|application\/ld\+json/)
})

test("a table in an answer heads its columns and scrolls in a named region", () => {
  render(<Questions section={drawn} headingId="q-heading" />)
  expect(screen.getByRole("region", { name: "Kind, Pages", hidden: true })).toHaveAttribute("tabindex", "0")
  expect(screen.getByRole("columnheader", { name: "Kind", hidden: true })).toHaveAttribute("scope", "col")
})
