import React from "react"
import { render, screen, within } from "@testing-library/react"
import { Plans } from "./Plans"
import { pageWarnings } from "../kinds"
import { howItWorks, sectionOf, site } from "../../test/content"

const section = sectionOf(howItWorks, "plans")
const page = { site, path: "/pricing", listPage: 1 }

test("each plan is a card with its name, price, summary and features; the highlighted one says so in words", () => {
  render(<Plans section={{ ...section, notes: "<p>Prices exclude tax.</p>" }} headingId="plans-heading" page={page} />)
  const cards = within(screen.getAllByRole("list")[0]!)
    .getAllByRole("listitem", { name: undefined })
    .filter((item) => item.querySelector("h3"))
  expect(cards.map((card) => card.querySelector("h3")!.textContent)).toEqual(["Solo", "Practice"])
  expect(within(cards[1]!).getByText("Most popular")).toBeVisible()
  expect(within(cards[0]!).queryByText("Most popular")).toBeNull()
  expect(within(cards[1]!).getByText("$149")).toBeVisible()
  expect(
    within(cards[1]!)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["AI first drafts", "Record summaries", "Your templates"])
  // A button without a link books a demo.
  expect(within(cards[1]!).getByRole("link", { name: "Book a Demo" })).toHaveAttribute("href", site.demoUrl)
  expect(screen.getByText("Prices exclude tax.")).toBeVisible()
})

test("a plan without a button is a warning that names the file and the field's path, the highlighted one's too", () => {
  const items = [
    { ...section.items[0]!, button: undefined },
    { ...section.items[1]!, button: undefined },
  ]
  const file = "content/pages/how-it-works.md"
  expect(pageWarnings(file, { sections: [{ ...section, items }] })).toEqual([
    {
      file,
      field: "sections[0].items[0].button",
      message: 'expected a button on each plan, so its reader can act on it; "Solo" has none (it builds, without a call to action)',
    },
    {
      file,
      field: "sections[0].items[1].button",
      message: 'expected a button on the highlighted plan, so its reader can act on it; "Practice" has none (it builds, without a call to action)',
    },
  ])
  expect(pageWarnings("content/pages/how-it-works.md", { sections: [section] })).toEqual([])
})
