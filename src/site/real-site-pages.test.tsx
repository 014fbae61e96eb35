// The site's own pages and icon, as writers leave them (src/site/real-site.test.ts says why this file reads them).
import fs from "node:fs"
import path from "node:path"
import React from "react"
import { render } from "@testing-library/react"
import { parseFile } from "./content-files"
import { pageSchema } from "./page-schema"
import { siteSchema } from "../vocabulary/schema"
import { PageView } from "../sections/PageView"
import { pageIds } from "../sections/page-ids"
import { previewSections } from "../cms/preview-sections"

const root = path.join(__dirname, "..", "..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const site = siteSchema.parse(JSON.parse(read("content/site.json")))

test("each of the site's own pages renders, with its main heading and no id its page's ids do not name", () => {
  const files = fs.readdirSync(path.join(root, "content", "pages")).map((name) => `content/pages/${name}`)
  const pages = files.map((file) => {
    const parsed = parseFile(file, read(file))
    if (!("data" in parsed)) throw new Error(`${file} does not parse`)
    return pageSchema.parse(parsed.data)
  })
  expect(pages.map((page) => page.path)).toContain("/")
  for (const page of pages) {
    const { container, unmount } = render(<PageView sections={previewSections(page, pages)} site={site} title={page.title} path={page.path} />)
    const drawn = [...container.querySelectorAll("[id]")].map((element) => element.id)
    expect([page.path, container.querySelector("h1") !== null, drawn.filter((id) => !pageIds(page).includes(id))]).toEqual([page.path, true, []])
    unmount()
  }
})

// scripts/build-brand-images.mjs draws the icons from site.json's theme colour: a new colour needs them drawn again.
test("the SVG icon is the brand mark in the theme colour", () => {
  const svg = new DOMParser().parseFromString(read("static/icon.svg"), "image/svg+xml")
  expect(svg.querySelector("parsererror")).toBeNull()
  expect(svg.querySelector("rect")!.getAttribute("fill")).toBe(site.themeColor)
  expect(svg.querySelectorAll("path")).toHaveLength(2)
})
