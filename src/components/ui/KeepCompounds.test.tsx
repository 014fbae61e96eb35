import React from "react"
import { render } from "@testing-library/react"
import { KeepCompounds } from "./KeepCompounds"

test("wraps each hyphenated compound in a span that does not wrap, and leaves the text as it was", () => {
  const { container } = render(
    <h1>
      <KeepCompounds text="Medical-legal reports, drafted in well-kept L4-5 minutes" />
    </h1>,
  )
  expect(container.textContent).toBe("Medical-legal reports, drafted in well-kept L4-5 minutes")
  expect([...container.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent)).toEqual(["Medical-legal", "well-kept", "L4-5"])
})

test("text without compounds renders as plain text", () => {
  const { container } = render(
    <h2>
      <KeepCompounds text="Drafted in minutes - not hours" />
    </h2>,
  )
  expect(container.querySelector("span")).toBeNull()
  expect(container.textContent).toBe("Drafted in minutes - not hours")
})
