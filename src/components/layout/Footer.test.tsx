import React from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot } from "react-dom/client"
import { act, render, screen, within } from "@testing-library/react"
import { Footer } from "./Footer"
import { site } from "../../test/content"

const footer = {
  ...site.footer,
  columns: [
    { title: "Product", items: [{ label: "Features", to: "/#features" }, { label: "Pricing" }] },
    {
      title: "Company",
      items: [
        { label: "Contact", to: "mailto:team@example.com" },
        { label: "Status", to: "https://status.example.com" },
      ],
    },
  ],
}

test("items with a target are links and items without one are plain text, never href=#", () => {
  const { container } = render(<Footer productName="Acme" footer={footer} buildYear={2020} />)
  expect(screen.getByRole("link", { name: "Features" })).toHaveAttribute("href", "/#features")
  expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "mailto:team@example.com")
  expect(screen.getByRole("link", { name: "Status" })).toHaveAttribute("target", "_blank")
  expect(screen.queryByRole("link", { name: "Pricing" })).toBeNull()
  expect(within(screen.getByRole("navigation", { name: "Product" })).getByText("Pricing").tagName).toBe("SPAN")
  expect(container.querySelector('a[href="#"]')).toBeNull()
})

test("the footer mentions ambient documentation", () => {
  render(<Footer productName={site.productName} footer={site.footer} buildYear={2020} />)
  expect(screen.getByText(/ambient documentation/)).toBeInTheDocument()
})

describe("copyright year", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z") }))
  afterEach(() => jest.useRealTimers())

  test("is the build year in the HTML and the current year after hydration, without a warning", async () => {
    const html = renderToString(<Footer productName="Acme" footer={footer} buildYear={2026} />)
    expect(html).toContain(">2026</span>")
    const host = document.createElement("div")
    host.innerHTML = html
    document.body.append(host)
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    const recoverable = jest.fn()
    await act(async () => {
      hydrateRoot(host, <Footer productName="Acme" footer={footer} buildYear={2026} />, { onRecoverableError: recoverable })
    })
    expect(host.querySelector('[data-testid="copyright-year"]')).toHaveTextContent("2031")
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})

test("the columns, however many site.json lists, share one grid of their own, which makes as many tracks as fit and never a track for the blurb", () => {
  const third = { title: "Resources", items: [{ label: "Webinars" }] }
  const { container } = render(<Footer productName="Acme" footer={{ ...footer, columns: [...footer.columns, third] }} buildYear={2020} />)
  const columns = within(container).getAllByRole("navigation")
  expect(columns).toHaveLength(3)
  const grid = columns[0]!.parentElement!
  for (const column of columns) expect(column.parentElement).toBe(grid)
  expect(grid).not.toContainElement(within(container).getByText(footer.blurb))
  expect(grid.className).toMatch(/grid-cols-\[repeat\(auto-fit,minmax\(\d+rem,1fr\)\)\]/)
})
