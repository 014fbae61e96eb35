import React from "react"
import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./Picture"

const image: IGatsbyImageData = {
  layout: "fixed",
  width: 128,
  height: 128,
  images: {
    fallback: { src: "/static/a/128.png", srcSet: "/static/a/128.png 128w,\n/static/a/256.png 256w", sizes: "128px" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/128.avif 128w,\n/static/a/256.avif 256w", sizes: "128px" },
      { type: "image/webp", srcSet: "/static/a/128.webp 128w,\n/static/a/256.webp 256w", sizes: "128px" },
    ],
  },
}

test("offers AVIF, then WebP, then the sized fallback, with its box reserved", () => {
  const { container } = render(<Picture image={image} alt="Portrait" />)
  const sources = container.querySelectorAll("picture > source")
  expect([...sources].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
  expect(sources[0]).toHaveAttribute("srcset", image.images.sources![0]!.srcSet)
  expect(sources[0]).toHaveAttribute("sizes", "128px")
  const img = screen.getByRole("img", { name: "Portrait" })
  expect(img).toHaveAttribute("src", "/static/a/128.png")
  expect(img).toHaveAttribute("srcset", image.images.fallback!.srcSet)
  expect(img).toHaveAttribute("width", "128")
  expect(img).toHaveAttribute("height", "128")
  expect(img).toHaveAttribute("decoding", "async")
})

test("lazy by default; eager and first in line when seen on arrival", () => {
  const { rerender } = render(<Picture image={image} alt="Portrait" />)
  expect(screen.getByRole("img")).toHaveAttribute("loading", "lazy")
  expect(screen.getByRole("img")).not.toHaveAttribute("fetchpriority")
  rerender(<Picture image={image} alt="Portrait" loading="eager" />)
  expect(screen.getByRole("img")).toHaveAttribute("loading", "eager")
  expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "high")
})
