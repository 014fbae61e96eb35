import React from "react"
import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Logos } from "./Logos"
import { howItWorks, sectionOf } from "../../test/content"

const image: IGatsbyImageData = { layout: "fixed", width: 120, height: 40, images: { fallback: { src: "/static/logo.png" }, sources: [] } }

test("each logo is an image named by its organisation; without its sized image (the editor's preview) the name shows", () => {
  const section = sectionOf(howItWorks, "logos")
  const { rerender } = render(<Logos section={{ ...section, items: section.items.map((item) => ({ ...item, image })) }} headingId="l-heading" />)
  expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Bay Orthopaedics", "Coastal IME Group"])
  rerender(<Logos section={{ ...section, items: section.items.map(({ image: _, ...item }) => item) }} headingId="l-heading" />)
  expect(screen.queryAllByRole("img")).toEqual([])
  expect(screen.getByText("Coastal IME Group")).toBeVisible()
})
