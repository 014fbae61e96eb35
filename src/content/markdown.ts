// A text section's Markdown: headings (## and ###), paragraphs, lists, links, bold, italic and
// images from content/images/. One parser (markdown-it, raw HTML off) checks it for the build and
// renders it, on the site and in the editor's preview; anything else is reported with its line.
import MarkdownIt from "markdown-it"
import type { Token } from "markdown-it"
import { altText, DECORATIVE } from "./alt-text"
import { IMAGE_PATH, imagePathExpected } from "./schema"

const md = new MarkdownIt({ html: false, linkify: false, typographer: false })

/** Draws an image from its path as written and its text alternative ("" for a decorative one), as HTML. */
export type ImageRenderer = (src: string, alt: string) => string

// An image is drawn by the caller of renderMarkdown: the build with its sized, stripped copies.
md.renderer.rules.image = (tokens, index, _options, env) => {
  const token = tokens[index]!
  return (env as { image: ImageRenderer }).image(String(token.attrGet("src") ?? ""), altText(token.content))
}

/** A plain <img> at `src`, lazily loaded: how the editor's preview shows an image. */
export const plainImage = (src: string, alt: string) =>
  `<img src="${md.utils.escapeHtml(src)}" alt="${md.utils.escapeHtml(alt)}" loading="lazy" decoding="async">`

export type MarkdownProblem = { line: number; message: string }

const UNSUPPORTED: Record<string, string> = {
  blockquote_open: "a quote",
  code_block: "code",
  fence: "code",
  table_open: "a table",
  hr: "a horizontal rule",
}

const lineOf = (token: Token, bodyLine: number) => bodyLine + (token.map?.[0] ?? 0)

/** What the build refuses in a text, each with its line (counted from `bodyLine`). */
export function markdownProblems(body: string, bodyLine = 1): MarkdownProblem[] {
  const problems: MarkdownProblem[] = []
  let line = bodyLine
  for (const token of md.parse(body, {})) {
    if (token.map) line = lineOf(token, bodyLine)
    if (UNSUPPORTED[token.type]) problems.push({ line, message: `expected a paragraph, heading, list, link or image, found ${UNSUPPORTED[token.type]}` })
    if (token.type === "heading_open" && token.tag !== "h2" && token.tag !== "h3")
      problems.push({
        line,
        message: `expected a heading written ## or ### (the page's title is its only top heading), found a level ${token.tag.slice(1)} heading`,
      })
    for (const child of token.children ?? []) {
      if (child.type !== "image") continue
      const src = String(child.attrGet("src") ?? "")
      if (!IMAGE_PATH.test(src)) problems.push({ line, message: `${imagePathExpected(src)}, found "${src}"` })
      if (!child.content.trim())
        problems.push({
          line,
          message: `expected what the image shows in its brackets, like ![The practice's front desk](${src}), or ![${DECORATIVE}](${src}) for an image that only decorates, found none`,
        })
    }
  }
  return problems
}

const inlineTokens = (body: string) => md.parse(body, {}).flatMap((token) => token.children ?? [])

/** The images a text shows, as written (like "../images/chart.png"). */
export const markdownImages = (body: string) => inlineTokens(body).flatMap((token) => (token.type === "image" ? [String(token.attrGet("src") ?? "")] : []))

/** The links a text makes, as written. */
export const markdownLinks = (body: string) => inlineTokens(body).flatMap((token) => (token.type === "link_open" ? [String(token.attrGet("href") ?? "")] : []))

/** The text as HTML, each image drawn by `image`. */
export const renderMarkdown = (body: string, image: ImageRenderer): string => md.render(body, { image })
