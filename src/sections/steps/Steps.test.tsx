import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Steps } from "./Steps"
import { howItWorks, sectionOf } from "../../test/content"

test("the steps are an ordered list, each numbered, titled and described", () => {
  render(<Steps section={sectionOf(howItWorks, "steps")} headingId="s-heading" />)
  const list = screen.getByRole("list")
  expect(list.tagName).toBe("OL")
  expect(
    within(list)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("h3")!.textContent),
  ).toEqual(["Upload the records", "Review the draft", "Sign and send"])
  expect(within(list).getAllByRole("listitem")[1]!.textContent).toMatch(/^2Review the draft/)
})
