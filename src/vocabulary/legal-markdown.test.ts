import { blockText } from "./legal-text"
import { parseLegalText } from "./legal-markdown"

test("headings, paragraphs, lists and inline links become blocks, with ids that leave out section numbers", () => {
  const { blocks, problems } = parseLegalText(
    [
      "Intro line one",
      "continues here.",
      "",
      "## 3. Information you give us",
      "",
      "- **First** item",
      "- Second [item](https://example.com/a)",
      "",
      "### Details",
      "",
      "1. One",
      "2. Two",
      "",
      "## Contact",
      "",
      "Write to [us](mailto:a@b.example).",
    ].join("\n"),
  )
  expect(problems).toEqual([])
  expect(blocks.map((block) => block.kind)).toEqual(["p", "h2", "ul", "h3", "ol", "h2", "p"])
  expect(blocks.map(blockText)).toEqual([
    "Intro line one continues here.",
    "3. Information you give us",
    "First item\nSecond item",
    "Details",
    "One\nTwo",
    "Contact",
    "Write to us.",
  ])
  expect(blocks[1]).toMatchObject({ id: "information-you-give-us" })
  expect(blocks[2]).toMatchObject({
    items: [
      [{ text: "First", strong: true }, { text: " item" }],
      [{ text: "Second " }, { text: "item", href: "https://example.com/a" }],
    ],
  })
})

test("a repeated heading gets a numbered id", () => {
  const { blocks } = parseLegalText("## Contact\n\n## Contact")
  expect(blocks).toMatchObject([{ id: "contact" }, { id: "contact-2" }])
})

test("every heading's id is its own, whatever the headings spell out, and none is an id the page itself gives", () => {
  const ids = (body: string) => parseLegalText(body).blocks.flatMap((block) => ("id" in block ? [block.id] : []))
  expect(ids("## 1. Scope\n\n## 2. Scope\n\n## 3. Scope 2\n\n### Main\n\n## Not current\n\n## PDF fallback title")).toEqual([
    "scope",
    "scope-3",
    "scope-2",
    "main-2",
    "not-current-2",
    "pdf-fallback-title-2",
  ])
  // Ids that were their own stay as they were.
  expect(ids("## 1. Scope\n\n## 2. Fees\n\n## 3. Scope")).toEqual(["scope", "fees", "scope-2"])
})

test("markdown the page and PDF cannot show is reported with its line in the file", () => {
  const { problems } = parseLegalText("Fine.\n\n# Title again\n\n> quoted\n\nSee [here](http://insecure.example).\n\nA `code` word.", 8)
  expect(problems).toEqual([
    { line: 10, message: 'expected a "##" or "###" heading (the page\'s title is the "title" field), found "#"' },
    { line: 12, message: "expected a paragraph, heading or list, found a quote (quotes, code, tables, rules and HTML are not shown)" },
    { line: 14, message: 'expected a link to https://, mailto: or a /path, found "http://insecure.example"' },
    { line: 16, message: 'expected plain text, a [link](https://…), **bold** or *italic*, found code "code"' },
  ])
})

test("legal text reads as CommonMark reads it: a wrapped list item stays whole, _italic_, nested emphasis, escapes and a link ending in )", () => {
  const body = [
    "- We keep records for seven years",
    "  after the last visit.",
    "- A second item",
    "",
    "Read _this_ and **Do not *ever* share** it; 5\\* marks a footnote. See [the list](https://example.com/a_(b)).",
  ].join("\n")
  const { blocks, problems, links } = parseLegalText(body, 10)
  expect(problems).toEqual([])
  expect(blocks.map((block) => block.kind)).toEqual(["ul", "p"])
  expect(blocks.map(blockText)).toEqual([
    "We keep records for seven years after the last visit.\nA second item",
    "Read this and Do not ever share it; 5* marks a footnote. See the list.",
  ])
  expect(blocks[1]).toMatchObject({
    runs: [
      { text: "Read ", em: false },
      { text: "this", em: true },
      { text: " and ", strong: false },
      { text: "Do not ", strong: true, em: false },
      { text: "ever", strong: true, em: true },
      { text: " share", strong: true, em: false },
      { text: " it; 5* marks a footnote. See " },
      { text: "the list", href: "https://example.com/a_(b)" },
      { text: "." },
    ],
  })
  expect(links).toEqual([{ line: 14, href: "https://example.com/a_(b)" }])
})

test("what the legal subset leaves out is refused with its line: tables, images, raw HTML, rules, struck text, nested lists", () => {
  const body = [
    "| a | b |",
    "| - | - |",
    "| 1 | 2 |",
    "",
    "![seal](../images/seal.png)",
    "",
    "<div>x</div>",
    "",
    "A <b>bold</b> word.",
    "",
    "---",
    "",
    "~~gone~~",
    "",
    "- one",
    "  - inner",
  ].join("\n")
  expect(parseLegalText(body, 1).problems.map(({ line, message }) => `${line}: ${message.replace(/ \(quotes.*\)$/, "")}`)).toEqual([
    "1: expected a paragraph, heading or list, found a table",
    '5: expected plain text, a [link](https://…), **bold** or *italic*, found an image "seal"',
    "7: expected a paragraph, heading or list, found HTML",
    '9: expected plain text, a [link](https://…), **bold** or *italic*, found HTML "<b>"',
    '9: expected plain text, a [link](https://…), **bold** or *italic*, found HTML "</b>"',
    "11: expected a paragraph, heading or list, found a horizontal rule",
    "13: expected plain text, a [link](https://…), **bold** or *italic*, found struck-through text",
    "16: expected a list item of text, found a list inside it (legal text lists are one level deep)",
  ])
})
