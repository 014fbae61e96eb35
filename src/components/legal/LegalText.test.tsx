import React from "react"
import { render, screen } from "@testing-library/react"
import { LegalText } from "./LegalText"
import { parseLegalText } from "../../vocabulary/legal-markdown"
import { COUNSEL_BLOCK_TEXTS, COUNSEL_TEXT } from "../../test/legal-fixture"

test("renders the blocks as linkable headings, paragraphs with links and emphasis, and lists", () => {
  const { blocks } = parseLegalText("## 1. Who we are\n\nWe are **small**. See [terms](/terms-of-service).\n\n### Details\n\n- One\n- Two")
  render(<LegalText blocks={blocks} label="Privacy Policy: full text" />)
  const article = screen.getByRole("article", { name: "Privacy Policy: full text" })
  expect(screen.getByRole("heading", { level: 2, name: "1. Who we are" })).toHaveAttribute("id", "who-we-are")
  expect(screen.getByRole("heading", { level: 3, name: "Details" })).toHaveAttribute("id", "details")
  expect(screen.getByText("small").tagName).toBe("STRONG")
  expect(screen.getByRole("link", { name: "terms" })).toHaveAttribute("href", "/terms-of-service")
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["One", "Two"])
  expect(article.querySelectorAll("p")).toHaveLength(1)
})

test("counsel's text reaches the page as CommonMark reads it: every symbol, a wrapped item whole, nested emphasis, an escape, a link ending in )", () => {
  const { blocks, problems } = parseLegalText(COUNSEL_TEXT)
  expect(problems).toEqual([])
  render(<LegalText blocks={blocks} label="Terms: full text" />)
  const article = screen.getByRole("article", { name: "Terms: full text" })
  const texts = [...article.children].map((child) =>
    child.tagName === "UL" ? [...child.children].map((item) => item.textContent).join("\n") : child.textContent,
  )
  expect(texts).toEqual(COUNSEL_BLOCK_TEXTS)
  const ever = screen.getByText("ever")
  expect([ever.closest("em"), ever.closest("strong"), screen.getByText("this").tagName]).toEqual([expect.anything(), expect.anything(), "EM"])
  expect(screen.getByRole("link", { name: "the list" })).toHaveAttribute("href", "https://example.com/a_(b)")
})
