import React from "react"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderToString } from "react-dom/server"
import { Figures } from "./Figures"
import { home, sectionOf } from "../../test/content"

const benefits = sectionOf(home, "figures")
const renderBenefits = () => render(<Figures section={benefits} headingId="benefits-heading" name="benefits" />)
const marker = (n: number) => screen.getByRole("link", { name: `Note ${n}` })

// Radix's trigger marks its element with data-state; the plain link before it has none.
const radixLoaded = () => marker(1).hasAttribute("data-state")
async function untilRadixLoaded() {
  for (let i = 0; i < 10 && !radixLoaded(); i++) await act(async () => {})
  expect(radixLoaded()).toBe(true)
}

test("the section carries the benefits anchor and the spec's three figures", () => {
  const { container } = renderBenefits()
  expect(container.querySelector("section")).toHaveAttribute("id", "benefits")
  for (const figure of ["10x", "15 min", "60%"]) expect(screen.getByText(figure)).toBeInTheDocument()
  expect(screen.getByText(/up to 10x faster and cheaper/i)).toBeInTheDocument()
  expect(screen.getByText(/15 minutes from upload to a final report/i)).toBeInTheDocument()
  expect(screen.getByText(/up to 60% less time/i)).toBeInTheDocument()
})

test("three figures stand three a row from a tablet up, filling the row on a desktop too, where four stand four", () => {
  const columns = (list: HTMLElement) => ["sm", "md", "lg"].map((width) => list.style.getPropertyValue(`--cols-${width}`))
  const { container } = renderBenefits()
  expect(benefits.items).toHaveLength(3)
  expect(columns(container.querySelector("ul")!)).toEqual(["1", "3", "3"])
  container.remove()
  const four = { ...benefits, items: [...benefits.items, { ...benefits.items[0]!, value: "4x" }] }
  const { container: more } = render(<Figures section={four} headingId="benefits-heading" name="benefits" />)
  expect(columns(more.querySelector("ul")!)).toEqual(["2", "2", "4"])
})

test("each figure's basis is printed as a footnote its marker links to", () => {
  renderBenefits()
  benefits.items.forEach((item, i) => {
    const target = document.getElementById(
      marker(i + 1)
        .getAttribute("href")!
        .slice(1),
    )
    expect(target).toHaveTextContent(item.basis)
  })
})

test("until a mouse or keyboard reaches them, the markers are plain links without Radix", async () => {
  renderBenefits()
  // A tap: a touch pointer over and down on the marker, which the tap then focuses.
  fireEvent.pointerOver(marker(1), { pointerType: "touch" })
  fireEvent.pointerDown(marker(1), { pointerType: "touch" })
  marker(1).focus()
  for (let i = 0; i < 5; i++) await act(async () => {})
  expect(radixLoaded()).toBe(false)
})

test("keyboard focus loads Radix, keeps the focus on the marker and opens the basis", async () => {
  const user = userEvent.setup()
  renderBenefits()
  await user.tab()
  await waitFor(() => expect(radixLoaded()).toBe(true))
  expect(await screen.findByRole("tooltip")).toHaveTextContent(benefits.items[0]!.basis)
  expect(marker(1)).toHaveFocus()
})

test("a marker the keyboard reached before the page's scripts started loads Radix as the group comes alive", async () => {
  // The server's markup, focused by keyboard, then hydrated: no focus event reaches React.
  const container = document.body.appendChild(document.createElement("div"))
  container.innerHTML = renderToString(<Figures section={benefits} headingId="benefits-heading" name="benefits" />)
  marker(1).focus()
  render(<Figures section={benefits} headingId="benefits-heading" name="benefits" />, { container, hydrate: true })
  await waitFor(() => expect(radixLoaded()).toBe(true))
  expect(marker(1)).toHaveFocus()
  expect(await screen.findByRole("tooltip")).toHaveTextContent(benefits.items[0]!.basis)
})

describe("hover timing", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test("the first hover opens after the 700 ms delay, not before", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderBenefits()
    await user.hover(marker(2))
    await untilRadixLoaded()
    act(() => jest.advanceTimersByTime(650))
    expect(screen.queryByRole("tooltip")).toBeNull()
    act(() => jest.advanceTimersByTime(100))
    expect(screen.getByRole("tooltip")).toHaveTextContent(benefits.items[1]!.basis)
  })

  test("within 300 ms of one closing, the next opens at once; after that, the delay returns", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    renderBenefits()
    await user.hover(marker(1))
    await untilRadixLoaded()
    act(() => jest.advanceTimersByTime(700))
    await user.hover(marker(2))
    act(() => jest.advanceTimersByTime(50))
    expect(screen.getByRole("tooltip")).toHaveTextContent(benefits.items[1]!.basis)
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("tooltip")).toBeNull()
    act(() => jest.advanceTimersByTime(400))
    await user.hover(marker(3))
    act(() => jest.advanceTimersByTime(50))
    expect(screen.queryByRole("tooltip")).toBeNull()
  })
})
