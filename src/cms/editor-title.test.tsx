/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server"
import { shellTitle } from "./editor-title"

test("develop's shell of /admin/ carries its title before any script, which the page's Head replaces", () => {
  expect(renderToStaticMarkup(shellTitle("/admin/", "develop-html"))).toBe('<title data-gatsby-head="true">Content editor</title>')
  expect(shellTitle("/admin", "develop-html")).toHaveLength(1)
})

test("no other page's shell, nor a built page (whose Head is in its HTML), has it", () => {
  expect(shellTitle("/", "develop-html")).toEqual([])
  expect(shellTitle("/admin/", "build-html")).toEqual([])
})
