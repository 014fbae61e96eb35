import React from "react"
import { render } from "@testing-library/react"
import { KeepCompounds } from "./KeepCompounds"

test("sets each hyphenated compound in an inline block no wider than the line, which moves whole to the next line and breaks only where it cannot fit, and leaves the text as it was", () => {
  const { container } = render(
    <h1>
      <KeepCompounds text="Medical-legal reports, drafted in well-kept L4-5 minutes" />
    </h1>,
  )
  expect(container.textContent).toBe("Medical-legal reports, drafted in well-kept L4-5 minutes")
  const kept = [...container.querySelectorAll("span")]
  expect(kept.map((span) => span.textContent)).toEqual(["Medical-legal", "well-kept", "L4-5"])
  // No nowrap: a compound longer than a phone's line ("Konstantinopoulou-Whitfield" in a heading) would run off the screen.
  for (const span of kept) expect([...span.classList].sort()).toEqual(["[text-decoration:inherit]", "inline-block", "max-w-full", "wrap-anywhere"])
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
