import React from "react"
import { render, screen } from "@testing-library/react"
import { NotFoundView } from "./NotFoundView"
import { notFoundLogScript } from "./notFoundLog"
import { site } from "../../test/content"

let error: jest.SpyInstance
beforeEach(() => {
  error = jest.spyOn(console, "error").mockImplementation(() => {})
  delete window.__notFoundLogged
})
afterEach(() => error.mockRestore())

test("shows 404, the message and a way home", () => {
  render(<NotFoundView notFound={site.notFound} pathname="/no-such-page" />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
  expect(screen.getAllByText("404", { exact: false }).length).toBeGreaterThan(0)
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
})

test("the inline script logs the path at load, and hydrating the view does not log it again", () => {
  window.history.pushState({}, "", "/no-such-page")
  new Function(notFoundLogScript)()
  expect(error.mock.calls).toEqual([["404 Error: User attempted to access non-existent route: /no-such-page"]])
  render(<NotFoundView notFound={site.notFound} pathname="/no-such-page" />)
  expect(error).toHaveBeenCalledTimes(1)
})

test("arriving by in-place navigation, the view logs the path once", () => {
  const { rerender } = render(<NotFoundView notFound={site.notFound} pathname="/gone" />)
  rerender(<NotFoundView notFound={site.notFound} pathname="/gone" />)
  expect(error.mock.calls).toEqual([["404 Error: User attempted to access non-existent route: /gone"]])
})
