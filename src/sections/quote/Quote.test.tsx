import React from "react"
import { render, screen } from "@testing-library/react"
import { Quote } from "./Quote"
import { howItWorks, sectionOf } from "../../test/content"

test("a quote is a figure: the words in a blockquote, who said them in its caption, and no rating", () => {
  const { photo: _, ...section } = sectionOf(howItWorks, "quote")
  const { container } = render(<Quote section={section} />)
  const figure = screen.getByRole("figure")
  expect(figure.querySelector("blockquote")!.textContent).toBe("“Veridraft cut my report time in half.”")
  expect(figure.querySelector("figcaption")!.textContent).toBe("Dr. A. ExampleOrthopaedic surgeon and QME, Bay Orthopaedics")
  expect(container.innerHTML).not.toMatch(/itemtype|rating|2026-10-12/i)
})
