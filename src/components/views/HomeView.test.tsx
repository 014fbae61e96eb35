import React from "react"
import { render, screen } from "@testing-library/react"
import { HomeView } from "./HomeView"
import { home, site } from "../../test/content"

test("hero, features, benefits and closing call to action, with one h1", () => {
  const { container } = render(<HomeView home={home} demoUrl={site.demoUrl} />)
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
  expect(container.querySelector("#features")).toBeInTheDocument()
  expect(container.querySelector("#benefits")).toBeInTheDocument()
  for (const title of ["AI first drafts", "Intelligent summaries", "Automated impairment ratings", "Professional templates", "HIPAA compliance"]) {
    expect(screen.getByRole("heading", { name: title })).toBeInTheDocument()
  }
  const demoLinks = screen.getAllByRole("link", { name: "Book a Demo" })
  expect(demoLinks.length).toBeGreaterThanOrEqual(2)
  demoLinks.forEach((link) => expect(link).toHaveAttribute("href", site.demoUrl))
})
