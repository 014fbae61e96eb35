import React from "react"
import { render, screen } from "@testing-library/react"
import { searchedText } from "../../test/searched-text"
import { ListPager } from "./ListPager"

test("a list's pager links the pages either side of the visitor's and is not searched, as no page is found by its words", () => {
  const words = { pageOf: "Page {page} of {pages}", nextPage: "Older articles", previousPage: "Newer articles" }
  const { container } = render(<ListPager path="/insights" page={2} pages={3} words={words} />)
  expect(screen.getByRole("link", { name: /Newer articles/ })).toHaveAttribute("href", "/insights")
  expect(screen.getByRole("link", { name: /Older articles/ })).toHaveAttribute("href", "/insights/page/3")
  expect(screen.getByRole("navigation", { name: "Page 2 of 3" })).toBeInTheDocument()
  expect(searchedText(container)).toBe("")
})
