import { blockText, parseLegalText } from "./legal-text"

test("headings, paragraphs, lists and inline links become blocks, with ids that leave out section numbers", () => {
  const { blocks, problems } = parseLegalText(
    ["Intro line one", "continues here.", "", "## 3. Information you give us", "", "- **First** item", "- Second [item](https://example.com/a)", "", "### Details", "", "1. One", "2. Two", "", "## Contact", "", "Write to [us](mailto:a@b.example)."].join("\n"),
  )
  expect(problems).toEqual([])
  expect(blocks.map((block) => block.kind)).toEqual(["p", "h2", "ul", "h3", "ol", "h2", "p"])
  expect(blocks.map(blockText)).toEqual(["Intro line one continues here.", "3. Information you give us", "First item\nSecond item", "Details", "One\nTwo", "Contact", "Write to us."])
  expect(blocks[1]).toMatchObject({ id: "information-you-give-us" })
  expect(blocks[2]).toMatchObject({ items: [[{ text: "First", strong: true }, { text: " item" }], [{ text: "Second " }, { text: "item", href: "https://example.com/a" }]] })
})

test("a repeated heading gets a numbered id", () => {
  const { blocks } = parseLegalText("## Contact\n\n## Contact")
  expect(blocks).toMatchObject([{ id: "contact" }, { id: "contact-2" }])
})

test("markdown the page and PDF cannot show is reported with its line in the file", () => {
  const { problems } = parseLegalText("Fine.\n\n# Title again\n\n> quoted\n\nSee [here](http://insecure.example).\n\nA `code` word.", 8)
  expect(problems).toEqual([
    { line: 10, message: 'expected a "##" or "###" heading (the page\'s title is the "title" field), found "#"' },
    { line: 12, message: 'expected a paragraph, heading or list, found "> q" (quotes, code, tables and HTML are not shown)' },
    { line: 14, message: 'expected a link to https://, mailto: or a /path, found "http://insecure.example"' },
    { line: 16, message: 'expected plain text, a [link](https://…), **bold** or *italic*, found "`"' },
  ])
})
