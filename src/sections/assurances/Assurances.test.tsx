import React from "react"
import { render, screen } from "@testing-library/react"
import { Assurances } from "./Assurances"
import { howItWorks, sectionOf } from "../../test/content"

test("each claim shows its status in words with its date, and links its evidence", () => {
  render(<Assurances section={sectionOf(howItWorks, "assurances")} headingId="a-heading" />)
  expect(screen.getByText("In place since", { exact: false }).textContent).toBe("In place since January 15, 2026")
  expect(screen.getByText("In progress, expected", { exact: false }).textContent).toBe("In progress, expected March 31, 2029")
  expect(screen.getByText("In progress, expected", { exact: false }).className).not.toBe(screen.getByText("In place since", { exact: false }).className)
  expect(screen.getByRole("link", { name: /^See the evidence ?: HIPAA$/ })).toHaveAttribute("href", "/terms-of-service#business-associate-addendum")
  expect(screen.getByRole("link", { name: /^See the evidence ?: SOC 2 Type II$/ })).toHaveAttribute("href", "/privacy-policy")
})
