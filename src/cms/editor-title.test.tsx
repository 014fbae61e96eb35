import { renderToStaticMarkup } from "react-dom/server"
import { shellTitle } from "./editor-title"

// The shell's script, run in this document at `address`.
function shellAt(address: string) {
  document.head.innerHTML = ""
  window.history.pushState({}, "", address)
  const script = /<script>([\s\S]*)<\/script>/.exec(renderToStaticMarkup(shellTitle("develop-html")))![1]!
  new Function(script)()
  return document.head.innerHTML
}

test("develop's shell at /admin/ carries the editor's title before any other script, marked as Head's, which replaces it", () => {
  expect(shellAt("/admin/")).toBe('<title data-gatsby-head="true">Content editor</title>')
  expect(shellAt("/admin")).toBe('<title data-gatsby-head="true">Content editor</title>')
  expect(document.title).toBe("Content editor")
})

test("at any other address the shell adds no title; a built page (whose Head is in its HTML) has no such script", () => {
  for (const address of ["/", "/administration", "/admin/x"]) expect(shellAt(address)).toBe("")
  expect(shellTitle("build-html")).toEqual([])
})
