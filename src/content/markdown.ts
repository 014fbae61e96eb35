// A text section's Markdown: headings (## and ###), paragraphs, lists, links, bold, italic and
// images from content/images/. One parser (markdown-it, raw HTML off) checks it for the build and
// renders it, on the site and in the editor's preview; anything else is reported with its line.
import MarkdownIt from "markdown-it"
import type Token from "markdown-it/lib/token.mjs"
import { IMAGE_PATH, IMAGE_PATH_EXPECTED } from "./schema"

const md = new MarkdownIt({ html: false, linkify: false, typographer: false })
// An image is drawn with the address and size the caller of renderMarkdown gives it.
md.renderer.rules.image = (tokens, index, _options, env: { image: (src: string) => ImageSource }) => {
  const token = tokens[index]!
  const { src, width, height } = env.image(token.attrGet("src") ?? "")
  const size = width && height ? ` width="${width}" height="${height}"` : ""
  return `<img src="${md.utils.escapeHtml(src)}" alt="${md.utils.escapeHtml(token.content)}"${size} loading="lazy" decoding="async">`
}

export type MarkdownProblem = { line: number; message: string }
/** Where an image is published, and its size so the page keeps its place while it loads. */
export type ImageSource = { src: string; width?: number; height?: number }

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
      problems.push({ line, message: `expected a heading written ## or ### (the page's title is its only top heading), found a level ${token.tag.slice(1)} heading` })
    for (const child of token.children ?? []) {
      if (child.type === "image" && !IMAGE_PATH.test(child.attrGet("src") ?? "")) problems.push({ line, message: `${IMAGE_PATH_EXPECTED}, found "${child.attrGet("src")}"` })
    }
  }
  return problems
}

const inlineTokens = (body: string) => md.parse(body, {}).flatMap((token) => token.children ?? [])

/** The images a text shows, as written (like "../images/chart.png"). */
export const markdownImages = (body: string) => inlineTokens(body).flatMap((token) => (token.type === "image" ? [token.attrGet("src") ?? ""] : []))

/** The links a text makes, as written. */
export const markdownLinks = (body: string) => inlineTokens(body).flatMap((token) => (token.type === "link_open" ? [token.attrGet("href") ?? ""] : []))

/** The text as HTML; each image's address and size come from `image`. */
export const renderMarkdown = (body: string, image: (src: string) => ImageSource): string => md.render(body, { image })
