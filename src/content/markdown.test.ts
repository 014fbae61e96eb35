/** @jest-environment node */
import { markdownImages, markdownLinks, markdownProblems, renderMarkdown } from "./markdown"

test("headings of level 2 and 3, lists, links and images from content/images pass; anything else is named with its line", () => {
  expect(markdownProblems("## A\n\n### B\n\n- one\n- two\n\n[About](/about) ![Chart](../images/chart.png)\n")).toEqual([])
  expect(markdownProblems("Intro.\n\n# Title\n\n> quoted\n\n```\ncode\n```\n\n![x](https://example.com/x.png)", 5)).toEqual([
    { line: 7, message: "expected a heading written ## or ### (the page's title is its only top heading), found a level 1 heading" },
    { line: 9, message: "expected a paragraph, heading, list, link or image, found a quote" },
    { line: 11, message: "expected a paragraph, heading, list, link or image, found code" },
    { line: 15, message: 'expected an image in content/images/, written like "../images/founder.png", found "https://example.com/x.png"' },
  ])
})

test("a text's images and links are read as written", () => {
  const text = "See [pricing](/pricing#plans) and [us](mailto:a@b.example).\n\n![Chart](../images/chart.png)"
  expect(markdownImages(text)).toEqual(["../images/chart.png"])
  expect(markdownLinks(text)).toEqual(["/pricing#plans", "mailto:a@b.example"])
})

test("images are drawn where the caller publishes them, with their size, lazily; raw HTML stays text", () => {
  const html = renderMarkdown('![A "chart"](../images/chart.png)\n\n<script>alert(1)</script>', (src) => ({ src: `/static/abc/${src.split("/").pop()}`, width: 640, height: 360 }))
  expect(html).toContain('<img src="/static/abc/chart.png" alt="A &quot;chart&quot;" width="640" height="360" loading="lazy" decoding="async">')
  expect(html).toContain("&lt;script&gt;")
  expect(renderMarkdown("![x](../images/x.png)", (src) => ({ src }))).toContain('<img src="../images/x.png" alt="x" loading="lazy" decoding="async">')
})
