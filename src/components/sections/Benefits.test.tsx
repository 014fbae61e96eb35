import React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Benefits } from "./Benefits"
import { TooltipProvider } from "../ui/Tooltip"
import { home } from "../../test/content"

const renderBenefits = () =>
  render(
    <TooltipProvider>
      <Benefits benefits={home.benefits} />
    </TooltipProvider>,
  )

test("the section carries the benefits anchor and the spec's three figures", () => {
  const { container } = renderBenefits()
  expect(container.querySelector("section")).toHaveAttribute("id", "benefits")
  for (const figure of ["10x", "15 min", "60%"]) expect(screen.getByText(figure)).toBeInTheDocument()
  expect(screen.getByText(/up to 10x faster and cheaper/i)).toBeInTheDocument()
  expect(screen.getByText(/15 minutes from upload to a final report/i)).toBeInTheDocument()
  expect(screen.getByText(/up to 60% less time/i)).toBeInTheDocument()
})

test("each figure's basis is printed as a footnote its marker links to", () => {
  renderBenefits()
  home.benefits.items.forEach((item, i) => {
    const marker = screen.getByRole("link", { name: `Note ${i + 1}` })
    const target = document.getElementById(marker.getAttribute("href")!.slice(1))
    expect(target).toHaveTextContent(item.basis)
  })
})

test("the basis opens in a tooltip on keyboard focus", async () => {
  const user = userEvent.setup()
  renderBenefits()
  await user.tab()
  expect(await screen.findByRole("tooltip")).toHaveTextContent(home.benefits.items[0]!.basis)
})

describe("hover timing", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test("opens after the 700 ms delay, not before", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderBenefits()
    await user.hover(screen.getByRole("link", { name: "Note 2" }))
    act(() => jest.advanceTimersByTime(650))
    expect(screen.queryByRole("tooltip")).toBeNull()
    act(() => jest.advanceTimersByTime(100))
    expect(screen.getByRole("tooltip")).toHaveTextContent(home.benefits.items[1]!.basis)
  })
})
