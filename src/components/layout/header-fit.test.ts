import { headerFit, textWidth } from "./header-fit"
import { HEADER_MAX_LINKS } from "../../vocabulary/schema"
import { site } from "../../test/content"

const words = (labels: string[]) => ({ productName: site.productName, ...site.header, links: labels.map((label) => ({ label })) })

test("the site's header: its two links from a tablet's width, as before, and the buttons beside the menu from a small tablet's", () => {
  expect(headerFit(words(site.header.links.map((link) => link.label)))).toEqual({ actions: "sm", links: "md" })
})

test("with Insights and Search too, the links wait for a laptop's width, where the buttons stay beside the menu from a small tablet's", () => {
  expect(headerFit(words(["Features", "Benefits", "Insights", "Search"]))).toEqual({ actions: "sm", links: "lg" })
})

test("the most links the schema allows: six of a dozen letters from a desktop's width; six of thirty letters stay in the menu at every width", () => {
  const six = ["Features", "Benefits", "How It Works", "Case Studies", "Insights", "Search"]
  expect(six).toHaveLength(HEADER_MAX_LINKS)
  expect(headerFit(words(six))).toEqual({ actions: "sm", links: "xl" })
  expect(headerFit(words(Array(HEADER_MAX_LINKS).fill("W".repeat(30))))).toEqual({ actions: "sm", links: "never" })
})

test("longer button words keep the buttons, and the links with them, in the menu to wider widths", () => {
  const long = { ...words(site.header.links.map((link) => link.label)), signIn: "Sign in to Veridraft", bookDemo: "Book a demonstration" }
  expect(headerFit(long)).toEqual({ actions: "md", links: "lg" })
})

test("a word's width is its letters' in DejaVu Sans: an accented letter as wide as its letter, any other character an em", () => {
  expect(textWidth("Features", 14, "book")).toBeCloseTo(61.3, 1)
  expect(textWidth("Fé", 10, "bold")).toBe(textWidth("Fe", 10, "bold"))
  expect(textWidth("報告", 10, "book")).toBe(20)
  expect(textWidth("mm", 10, "bold")).toBeGreaterThan(textWidth("mm", 10, "book"))
})
