import React from "react"
import { render, screen } from "@testing-library/react"
import { TeamCard, initialsOf } from "./TeamCard"
import { site } from "../../test/content"

test("without a photo the card shows initials, name, role, bio and both profiles in new tabs", () => {
  const { container } = render(<TeamCard founder={site.founder} bio="Short bio." />)
  expect(container).toHaveTextContent(initialsOf(site.founder.name))
  expect(screen.getByRole("heading", { name: site.founder.name })).toBeInTheDocument()
  expect(screen.getByText(site.founder.role)).toBeInTheDocument()
  expect(screen.getByText("Short bio.")).toBeInTheDocument()
  const profiles = screen.getAllByRole("link")
  expect(profiles).toHaveLength(2)
  profiles.forEach((link, i) => {
    expect(link).toHaveAttribute("href", site.founder.profiles[i]!.url)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
  })
})

test("initials skip an honorific", () => {
  expect(initialsOf("Dr. Maya Lindqvist")).toBe("ML")
  expect(initialsOf("Sam Okafor")).toBe("SO")
})
