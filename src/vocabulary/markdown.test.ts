/** @jest-environment node */
import { markdownImages, markdownLinks, markdownProblems, plainImage, renderMarkdown } from "./markdown"

test("headings of level 2 and 3, lists, quotes, tables, links and images from content/images pass; anything else is named with its line", () => {
  expect(
    markdownProblems(
      "## A\n\n### B\n\n- one\n- two\n\n> quoted\n\n| Plan | Price |\n| --- | ---: |\n| Solo | $99 |\n\n[About](/about) ![Chart](../images/chart.png)\n",
    ),
  ).toEqual([])
  expect(markdownProblems("Intro.\n\n# Title\n\n---\n\n```\ncode\n```\n\n![x](https://example.com/x.png)", 5)).toEqual([
    { line: 7, message: "expected a heading written ## or ### (the page's title is its only top heading), found a level 1 heading" },
    { line: 9, message: "expected a paragraph, heading, list, quote, table, link or image, found a horizontal rule" },
    { line: 11, message: "expected a paragraph, heading, list, quote, table, link or image, found code" },
    { line: 15, message: 'expected a JPEG, PNG or WebP image in content/images/, written like "../images/founder.png", found "https://example.com/x.png"' },
  ])
})

test("a link goes to https://, mailto:, a page of the site or a section of the page; any other address, and HTML, is refused at its line", () => {
  expect(markdownProblems("[a](https://example.com/a_(b)) [b](mailto:a@b.example) [c](/pricing#plans) [d](#plans) <https://x.example>")).toEqual([])
  const refused = [
    "nonexistent-page",
    "../about",
    "?x",
    "http://example.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "//evil.example.com/x",
    "#",
    "ftp://x",
  ]
  expect(markdownProblems(refused.map((href) => `A [link](${href})`).join("\n"), 3)).toEqual(
    refused.map((href, i) => ({
      line: 3 + i,
      message: `expected a link to https://…, mailto:…, a page of the site (/about, /pricing#plans) or a section of this page (#plans), found "${href}"`,
    })),
  )
  expect(markdownProblems("[ref][r]\n\n[r]: http://x.example")).toEqual([
    expect.objectContaining({ line: 1, message: expect.stringContaining('found "http://x.example"') }),
  ])
  const html = "expected Markdown (write **bold**, *italic* and [links](https://…) as Markdown; HTML is not shown), found HTML"
  expect(markdownProblems("<script>alert(1)</script>\n\nSome <b>bold</b>,\nthen <i>more</i>.\n\n<!-- hidden -->\n\n3 < 4")).toEqual([
    { line: 1, message: `${html} "<script>alert(1)</script>"` },
    { line: 3, message: `${html} "<b>"` },
    { line: 4, message: `${html} "<i>"` },
    { line: 6, message: `${html} "<!-- hidden -->"` },
  ])
})

test("a text's images and links are read as written", () => {
  const text = "See [pricing](/pricing#plans) and [us](mailto:a@b.example).\n\n![Chart](../images/chart.png)"
  expect(markdownImages(text)).toEqual(["../images/chart.png"])
  expect(markdownLinks(text)).toEqual(["/pricing#plans", "mailto:a@b.example"])
})

test("images are drawn by the caller, with their text alternative, and a decorative one with none; raw HTML stays text", () => {
  const drawn: Array<[string, string]> = []
  const html = renderMarkdown('![A "chart"](../images/chart.png)\n\n![Decorative](../images/rule.png)\n\n<script>alert(1)</script>', (src, alt) => {
    drawn.push([src, alt])
    return `<picture data-src="${src}"></picture>`
  })
  expect(drawn).toEqual([
    ["../images/chart.png", 'A "chart"'],
    ["../images/rule.png", ""],
  ])
  expect(html).toContain('<p><picture data-src="../images/chart.png"></picture></p>')
  expect(html).toContain("&lt;script&gt;")
  expect(renderMarkdown('![A "chart"](../images/x.png)', plainImage)).toContain(
    '<img src="../images/x.png" alt="A &quot;chart&quot;" loading="lazy" decoding="async">',
  )
})

test("an image must say what it shows, or that it only decorates, and be a JPEG, PNG or WebP file", () => {
  expect(markdownProblems("Text.\n\n![](../images/desk.jpg)")).toEqual([
    {
      line: 3,
      message:
        "expected what the image shows in its brackets, like ![The practice's front desk](../images/desk.jpg), or ![decorative](../images/desk.jpg) for an image that only decorates, found none",
    },
  ])
  expect(markdownProblems("![decorative](../images/rule.png)")).toEqual([])
  expect(markdownProblems("![Desk](../images/desk.heic)\n\n![Logo](../images/logo.svg)\n\n![Anim](../images/a.gif)").map(({ message }) => message)).toEqual([
    'expected a JPEG, PNG or WebP image in content/images/, written like "../images/founder.png" (an iPhone photo is HEIC: export it as JPEG), found "../images/desk.heic"',
    'expected a JPEG, PNG or WebP image in content/images/, written like "../images/founder.png" (an SVG can carry a script: export it as PNG), found "../images/logo.svg"',
    'expected a JPEG, PNG or WebP image in content/images/, written like "../images/founder.png" (export it as JPEG or PNG), found "../images/a.gif"',
  ])
})

test("a table needs a header row naming its columns: one of empty cells is refused with its line", () => {
  expect(markdownProblems("Prices:\n\n|   |   |\n| --- | --- |\n| Solo | $99 |\n", 3)).toEqual([
    { line: 5, message: "expected a table whose first row names its columns (a header row), found a first row of empty cells" },
  ])
})

test("a table is drawn with its header cells heading their columns, each cell's words a block the search ends as a sentence, in a region a keyboard can scroll, named by its columns", () => {
  const html = renderMarkdown("| Plan | Price *per report* |\n| --- | ---: |\n| Solo | $99 |\n", plainImage)
  expect(html).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Plan, Price per report"><table>')
  expect(html).toContain('<th scope="col"><div>Plan</div></th>')
  expect(html).toContain('<th style="text-align:right" scope="col"><div>Price <em>per report</em></div></th>')
  expect(html).toContain("<td>Solo</td>")
  expect(html.trim().endsWith("</table></div>")).toBe(true)
  expect(renderMarkdown("> Cut my report time in half.", plainImage)).toBe("<blockquote>\n<p>Cut my report time in half.</p>\n</blockquote>\n")
})

test("a quote whose last line says who said it is a figure, that line its caption on a line of its own", () => {
  const image = () => ""
  const html = renderMarkdown("> Veridraft gave us our evenings back.\n> — Maya Lindqvist, practice manager", image)
  expect(html).toBe(
    '<figure class="quote"><blockquote>\n<p>Veridraft gave us our evenings back.</p>\n</blockquote>\n<figcaption>— Maya Lindqvist, practice manager</figcaption></figure>\n',
  )
  expect(renderMarkdown("> Words.\n>\n> — Maya Lindqvist", image)).toContain("<figcaption>— Maya Lindqvist</figcaption></figure>")
  expect(renderMarkdown("> — Maya Lindqvist", image)).toBe("<blockquote>\n<p>— Maya Lindqvist</p>\n</blockquote>\n")
})

test("a table row with a cell more or less than its header row, or rows without their separator row, are refused with their line", () => {
  const cells = (columns: number, found: number) =>
    `expected ${columns} cells in each row, as the table's header row has, found ${found} (a missing cell would publish empty, an extra one not at all)`
  expect(markdownProblems("Intro.\n\n| Plan | Price |\n| --- | --- |\n| Solo |\n| Team | $1 | extra |\n| a \\| b | c |\n", 10)).toEqual([
    { line: 14, message: cells(2, 1) },
    { line: 15, message: cells(2, 3) },
  ])
  expect(markdownProblems("> | a | b |\n> | - | - |\n> | 1 |\n")).toEqual([{ line: 3, message: cells(2, 1) }])
  const separator = "expected a table's second line to be its separator row, like | --- | --- |, found none (without it the rows publish as one line of pipes)"
  expect(markdownProblems("Plans:\n\n| Plan | Price |\n| Solo | $99 |\n")).toEqual([{ line: 3, message: separator }])
  expect(markdownProblems("A | B\nC | D\n")).toEqual([{ line: 1, message: separator }])
  // A pipe in a sentence is a pipe.
  expect(markdownProblems("Either this | or that.\n")).toEqual([])
})

// A list whose each item holds the next, `depth` deep, after `before` lines of text.
const nestedList = (depth: number, before = 0) =>
  [...Array.from({ length: before }, (_, i) => `Line ${i + 1}.\n`), ...Array.from({ length: depth }, (_, i) => `${"  ".repeat(i)}- item ${i + 1}`)].join("\n")

test("lists and quotes nest 6 deep; deeper is refused with its line, once for each place, however deep it goes", () => {
  expect(markdownProblems(nestedList(6))).toEqual([])
  expect(markdownProblems("> > > > > > six quotes deep")).toEqual([])
  // Two lines of text with a blank line after each, then the list: its seventh item is the 11th line, the 13th from line 3.
  const tooDeep = {
    line: 13,
    message: "expected lists and quotes at most 6 deep, one inside another, found a list 7 deep (bring it up a level: a phone has no room for more indents)",
  }
  expect(markdownProblems(nestedList(7, 2), 3)).toEqual([tooDeep])
  // Past markdown-it's own limit, where its every line would be dropped without a word.
  expect(renderMarkdown(nestedList(60), plainImage)).not.toContain("item 60")
  expect(markdownProblems(nestedList(60, 2), 3)).toEqual([tooDeep])
  expect(markdownProblems("> > > > > > > seven quotes deep")).toEqual([{ line: 1, message: expect.stringContaining("found a quote 7 deep") }])
  expect(markdownProblems(`${"> ".repeat(120)}deep`)).toHaveLength(1)
  // A list in quotes is counted with them; two places too deep are two problems.
  expect(markdownProblems("> > > > > - a\n> > > > >   - b\n\nText.\n\n> > > > > > > c").map(({ line }) => line)).toEqual([2, 6])
})

test("a link whose words are its address is marked, so that paper does not print the address twice; other links are not", () => {
  expect(renderMarkdown("<https://www.example.com/guides>", plainImage)).toContain('<a href="https://www.example.com/guides" data-bare="">')
  expect(renderMarkdown("[hello@veridraft.example.com](mailto:hello@veridraft.example.com)", plainImage)).toContain("data-bare")
  expect(renderMarkdown("[our pricing](/pricing) and [**https://example.com**](https://example.com)", plainImage)).not.toContain("data-bare")
})
