/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { inlineCurrentStyles } from "./current-styles"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)
const page = (sheet: string, css: string) =>
  `<html><head><style data-href="/${sheet}" data-identity="gatsby-global-css">${css}</style></head><body>Hi</body></html>`

test("a page kept from an earlier build gets this build's stylesheet; a current page and one without inlined styles stay byte for byte", () => {
  const dir = folder("public-")
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app: ["app-1.js", "styles.new1.css"] } }))
  fs.writeFileSync(path.join(dir, "styles.new1.css"), "body{color:red}@media print{a{color:#000}}")
  fs.mkdirSync(path.join(dir, "about"))
  fs.writeFileSync(path.join(dir, "about", "index.html"), page("styles.old0.css", "body{color:blue}"))
  fs.writeFileSync(path.join(dir, "index.html"), page("styles.new1.css", "body{color:red}@media print{a{color:#000}}"))
  fs.writeFileSync(path.join(dir, "plain.html"), "<p>No styles</p>")
  const before = { home: fs.readFileSync(path.join(dir, "index.html"), "utf8"), plain: fs.readFileSync(path.join(dir, "plain.html"), "utf8") }
  expect(inlineCurrentStyles(dir)).toBe(1)
  expect(fs.readFileSync(path.join(dir, "about", "index.html"), "utf8")).toBe(page("styles.new1.css", "body{color:red}@media print{a{color:#000}}"))
  expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(before.home)
  expect(fs.readFileSync(path.join(dir, "plain.html"), "utf8")).toBe(before.plain)
})
