// A text section's Markdown: headings (## and ###), paragraphs, lists, links, bold, italic, quotes,
// tables with a header row, images from content/images/ and links to what the site declares. One parser (markdown-it, raw HTML
// off) renders it, on the site and in the editor's preview; the build checks it as written, and reports anything else with its line.
import MarkdownIt from "markdown-it"
import type { Token } from "markdown-it"
import { altText, DECORATIVE } from "./alt-text"
import { MARKDOWN_MAX_DEPTH } from "./limits"
import { IMAGE_PATH, imagePathExpected } from "./schema"
import { showsItsAddress } from "./addresses"
import { HTTPS_URL, MAIL_LINK } from "./fields"

const md = new MarkdownIt({ html: false, linkify: false, typographer: false })

// The text as written, for its checks: raw HTML is read as HTML, and a link to any address as a link (the
// renderer shows either as its symbols), so that each is refused rather than published as something else.
const asWritten = new MarkdownIt({ html: true, linkify: false, typographer: false })
asWritten.validateLink = () => true

/** Whether a link goes to an address of the site ("/about", "/pricing#plans"), which must then lead to a page that exists. */
export const isSiteLink = (href: string) => /^\/(?!\/)/.test(href)

// A link goes to an https:// address, a mail address, an address of the site or a section of the text's own page ("#plans").
const isDeclaredLink = (href: string) => HTTPS_URL.test(href) || MAIL_LINK.test(href) || isSiteLink(href) || /^#\S/.test(href)
const LINK_EXPECTED = "expected a link to https://…, mailto:…, a page of the site (/about, /pricing#plans) or a section of this page (#plans)"

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

// A table scrolls in a region of its own on a narrow screen, named by its columns, which a
// keyboard can reach and scroll (src/styles/global.css); its header cells head their columns.
md.renderer.rules.table_open = (tokens, index) => {
  const close = tokens.findIndex((token, at) => at > index && token.type === "thead_close")
  const words = (cell: Token) => (cell.children ?? []).flatMap((child) => (child.type === "text" ? [child.content] : [])).join("")
  const columns = tokens.slice(index, close).flatMap((token) => (token.type === "inline" ? [words(token)] : []))
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${md.utils.escapeHtml(columns.join(", "))}"><table>\n`
}
md.renderer.rules.table_close = () => "</table></div>\n"
// An article's ## headings carry the anchors its table of contents links to, given in order (src/vocabulary/article.ts).
md.renderer.rules.heading_open = (tokens, index, options, env, self) => {
  const ids = (env as { headingIds?: string[] }).headingIds
  if (ids && tokens[index]!.tag === "h2" && ids.length) tokens[index]!.attrSet("id", ids.shift()!)
  return self.renderToken(tokens, index, options)
}
// A link inside the site to a page that has come down leads where its address sends visitors on the day
// (src/vocabulary/publishing.ts); a link whose words are its address (<https://…>) is marked, so that paper
// does not print the address twice.
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const follow = (env as { follow?: (href: string) => string }).follow
  const href = String(tokens[index]!.attrGet("href") ?? "")
  if (follow && href.startsWith("/")) tokens[index]!.attrSet("href", follow(href))
  const [words, close] = [tokens[index + 1], tokens[index + 2]]
  if (words?.type === "text" && close?.type === "link_close" && showsItsAddress(words.content, href)) tokens[index]!.attrSet("data-bare", "")
  return self.renderToken(tokens, index, options)
}
// A header cell's words stand in a block of their own, which the site's search ends as a
// sentence, as it does a data cell: its excerpts read "Kind. Pages. Scanned records.", not "Kind Pages Scanned records."
md.renderer.rules.th_open = (tokens, index, options, _env, self) => {
  tokens[index]!.attrSet("scope", "col")
  return `${self.renderToken(tokens, index, options)}<div>`
}
md.renderer.rules.th_close = (tokens, index, options, _env, self) => `</div>${self.renderToken(tokens, index, options)}`

// A quote whose last line is who said it ("— Maya Lindqvist, practice manager") is a figure, that line its caption.
const ATTRIBUTION = /^(—|–|--)\s+\S/
md.core.ruler.push("quote_attribution", (state) => {
  const tokens = state.tokens
  for (let close = 0; close < tokens.length; close++) {
    if (tokens[close]!.type !== "blockquote_close" || tokens[close - 1]?.type !== "paragraph_close") continue
    const inline = tokens[close - 2]!
    const children = inline.children ?? []
    const lastBreak = children.map((child) => child.type).reduce((last, type, at) => (type === "softbreak" || type === "hardbreak" ? at : last), -1)
    const first = children[lastBreak + 1]
    if (first?.type !== "text" || !ATTRIBUTION.test(first.content)) continue
    let open = close
    while (tokens[open]!.type !== "blockquote_open" || tokens[open]!.level !== tokens[close]!.level) open--
    const caption = new state.Token("inline", "", 0)
    caption.children = children.slice(lastBreak + 1)
    caption.content = caption.children.map((child) => child.content).join("")
    const moved = [new state.Token("figcaption_open", "figcaption", 1), caption, new state.Token("figcaption_close", "figcaption", -1)]
    if (lastBreak >= 0) inline.children = children.slice(0, lastBreak)
    // A caption alone in the quote says nothing: the quote stays as written.
    else if (close - 3 === open + 1) continue
    else {
      tokens.splice(close - 3, 3)
      close -= 3
    }
    tokens[open]!.meta = { figure: true }
    tokens.splice(close + 1, 0, ...moved)
  }
})
md.renderer.rules.blockquote_open = (tokens, index, options, _env, self) =>
  (tokens[index]!.meta?.figure ? '<figure class="quote">' : "") + self.renderToken(tokens, index, options)
md.renderer.rules.figcaption_close = () => "</figcaption></figure>\n"

export type MarkdownProblem = { line: number; message: string }

/** Where line `line` of `text` (counted from `firstLine`) is, as a writer finds it: its number, and its first words, which the editor shows without numbers. */
export function whereInText(text: string, line: number, firstLine = 1, of = " of the text"): string {
  const words = (text.split("\n")[line - firstLine] ?? "").trim()
  const start = words.length > 40 ? `${words.slice(0, 40).trimEnd()}…` : words
  return `line ${line}${of} (${start ? `"${start}"` : "a blank line"})`
}

const UNSUPPORTED: Record<string, string> = {
  code_block: "code",
  fence: "code",
  hr: "a horizontal rule",
}

const HTML_EXPECTED = "expected Markdown (write **bold**, *italic* and [links](https://…) as Markdown; HTML is not shown)"

const lineOf = (token: Token, bodyLine: number) => bodyLine + (token.map?.[0] ?? 0)

/** What the build refuses in a text, each with its line (counted from `bodyLine`). */
export function markdownProblems(body: string, bodyLine = 1): MarkdownProblem[] {
  const tokens = asWritten.parse(body, {})
  return [...tokenProblems(tokens, bodyLine), ...tableProblems(tokens, body.split("\n"), bodyLine), ...depthProblems(tokens, bodyLine)].sort(
    (a, b) => a.line - b.line,
  )
}

const CONTAINERS: Record<string, string> = { bullet_list_open: "a list", ordered_list_open: "a list", blockquote_open: "a quote" }
const CLOSES = new Set(["bullet_list_close", "ordered_list_close", "blockquote_close"])

/**
 * Lists and quotes one inside another past MARKDOWN_MAX_DEPTH, once for each place that goes too deep.
 * markdown-it drops every line of a block nested past its own limit (about 50 lists deep) without a
 * word; this limit is far below it, so a text is refused before any of it could be lost.
 */
export function depthProblems(tokens: readonly Token[], bodyLine = 1): MarkdownProblem[] {
  const problems: MarkdownProblem[] = []
  let depth = 0
  for (const token of tokens) {
    if (CLOSES.has(token.type)) depth--
    if (!CONTAINERS[token.type]) continue
    if (++depth === MARKDOWN_MAX_DEPTH + 1)
      problems.push({
        line: lineOf(token, bodyLine),
        message: `expected lists and quotes at most ${MARKDOWN_MAX_DEPTH} deep, one inside another, found ${CONTAINERS[token.type]} ${depth} deep (bring it up a level: a phone has no room for more indents)`,
      })
  }
  return problems
}

// HTML as a writer sees it in a message: its first line, cut short.
const htmlWords = (html: string) => {
  const first = html.trim().split("\n")[0]!
  return first.length > 40 ? `${first.slice(0, 40)}…` : first
}

function tokenProblems(tokens: readonly Token[], bodyLine: number): MarkdownProblem[] {
  const problems: MarkdownProblem[] = []
  let line = bodyLine
  let inHeader = false
  let namedColumns = 0
  for (const token of tokens) {
    if (token.map) line = lineOf(token, bodyLine)
    if (token.type === "html_block") problems.push({ line, message: `${HTML_EXPECTED}, found HTML "${htmlWords(token.content)}"` })
    // A paragraph's links and HTML at their own lines; a line's HTML once, at its first tag ("<b>", not "<b>" and "</b>").
    let at = line
    let htmlAt: number | undefined
    for (const child of token.children ?? []) {
      if (child.type === "softbreak" || child.type === "hardbreak") at++
      if (child.type === "html_inline" && htmlAt !== at) {
        htmlAt = at
        problems.push({ line: at, message: `${HTML_EXPECTED}, found HTML "${htmlWords(child.content)}"` })
      }
      const href = child.type === "link_open" ? String(child.attrGet("href") ?? "") : undefined
      if (href !== undefined && !isDeclaredLink(href)) problems.push({ line: at, message: `${LINK_EXPECTED}, found "${href}"` })
    }
    if (UNSUPPORTED[token.type])
      problems.push({ line, message: `expected a paragraph, heading, list, quote, table, link or image, found ${UNSUPPORTED[token.type]}` })
    // A table's first row names its columns: a row of empty cells heads nothing.
    if (token.type === "thead_open") [inHeader, namedColumns] = [true, 0]
    if (inHeader && token.type === "inline" && token.content.trim()) namedColumns++
    if (token.type === "thead_close") {
      inHeader = false
      if (namedColumns === 0)
        problems.push({ line, message: "expected a table whose first row names its columns (a header row), found a first row of empty cells" })
    }
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

// A table row's cells as written: split at each pipe not escaped, the outer pipes left out, after any quote's ">" marks.
const cellsOf = (line: string) =>
  line
    .replace(/^\s*(>\s?)*/, "")
    .trim()
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/)
const hasPipe = (line: string) => /(?<!\\)\|/.test(line)

// markdown-it fills a short row with empty cells and drops a long row's extra ones, and reads rows
// without their separator row as a paragraph: each would publish something other than what was written.
function tableProblems(tokens: Token[], lines: string[], bodyLine: number): MarkdownProblem[] {
  const problems: MarkdownProblem[] = []
  let columns = 0
  for (const token of tokens) {
    const [start = 0, end = start] = token.map ?? []
    if (token.type === "table_open") columns = cellsOf(lines[start] ?? "").length
    if (token.type === "tr_open") {
      const found = cellsOf(lines[start] ?? "").length
      if (found !== columns)
        problems.push({
          line: bodyLine + start,
          message: `expected ${columns} cells in each row, as the table's header row has, found ${found} (a missing cell would publish empty, an extra one not at all)`,
        })
    }
    if (token.type === "paragraph_open") {
      const paragraph = lines.slice(start, end)
      if (paragraph.every(hasPipe) && (paragraph.length > 1 || /^\s*\|/.test(paragraph[0] ?? "")))
        problems.push({
          line: bodyLine + start,
          message: "expected a table's second line to be its separator row, like | --- | --- |, found none (without it the rows publish as one line of pipes)",
        })
    }
  }
  return problems
}

// A text's tokens, kept for the texts read last: each check asks for a text's links and images again.
const parsed = new Map<string, Token[]>()
const blockTokens = (body: string): Token[] => {
  const known = parsed.get(body)
  if (known) return known
  const tokens = md.parse(body, {})
  if (parsed.size >= 5000) parsed.delete(parsed.keys().next().value!)
  parsed.set(body, tokens)
  return tokens
}
const inlineTokens = (body: string): Token[] => blockTokens(body).flatMap((token) => token.children ?? [])

/** The images a text shows, as written (like "../images/chart.png"). */
export const markdownImages = (body: string) => inlineTokens(body).flatMap((token) => (token.type === "image" ? [String(token.attrGet("src") ?? "")] : []))

/** The links a text makes, as written. */
export const markdownLinks = (body: string) => inlineTokens(body).flatMap((token) => (token.type === "link_open" ? [String(token.attrGet("href") ?? "")] : []))

/** The links a text makes, as written, each with its line (counted from `bodyLine`). */
export function markdownLinkLines(body: string, bodyLine = 1): Array<{ line: number; href: string }> {
  return blockTokens(body).flatMap((token) => {
    let line = lineOf(token, bodyLine)
    return (token.children ?? []).flatMap((child) => {
      if (child.type === "softbreak" || child.type === "hardbreak") line++
      return child.type === "link_open" ? [{ line, href: String(child.attrGet("href") ?? "") }] : []
    })
  })
}

/** The text as HTML, each image drawn by `image`, each ## heading given the next of `headingIds`, if any, and each link inside the site passed through `follow`. */
export const renderMarkdown = (body: string, image: ImageRenderer, headingIds?: readonly string[], follow?: (href: string) => string): string =>
  md.render(body, { image, headingIds: headingIds && [...headingIds], follow })

/** The words of each ## heading of a text, in order. */
export const markdownHeadings = (body: string): string[] =>
  md.parse(body, {}).flatMap((token, i, tokens) => (token.type === "heading_open" && token.tag === "h2" ? [tokens[i + 1]?.content ?? ""] : []))
