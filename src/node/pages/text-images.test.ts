/** @jest-environment node */
import { textImageArgs } from "./text-images"

test("a photo wider than the column is made at the column's width and up to twice it, in its upright proportions", () => {
  expect(textImageArgs({ width: 1600, height: 2400 })).toMatchObject({
    layout: "constrained",
    width: 768,
    height: 1152,
    outputPixelDensities: [0.25, 0.5, 1, 2],
  })
})

test("no size is made wider than the photo itself", () => {
  expect(textImageArgs({ width: 1200, height: 800 })).toMatchObject({ width: 768, height: 512, outputPixelDensities: [0.25, 0.5, 1] })
  expect(textImageArgs({ width: 600, height: 400 })).toMatchObject({ width: 600, height: 400, outputPixelDensities: [0.25, 0.5, 1] })
})

test("its sizes follow the text column: 768 px at most, less the container's sides below", () => {
  expect(textImageArgs({ width: 1600, height: 900 }).sizes).toBe("(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)")
})
