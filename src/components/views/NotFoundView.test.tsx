import React from "react"
import { render, screen } from "@testing-library/react"
import { NotFoundView } from "./NotFoundView"
import { site } from "../../test/content"

test("shows 404, the message and a way home, and logs the unknown path", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {})
  render(<NotFoundView notFound={site.notFound} pathname="/no-such-page" />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found")
  expect(screen.getAllByText("404", { exact: false }).length).toBeGreaterThan(0)
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  expect(error).toHaveBeenCalledTimes(1)
  expect(error.mock.calls[0]![0]).toContain("/no-such-page")
  error.mockRestore()
})
