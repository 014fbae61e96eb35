// A legal document's Markdown read into blocks (src/vocabulary/legal-text.ts). Legal text needs
// little: "##" and "###" headings, paragraphs, lists one level deep, [links](https://…), **bold**
// and *italic*. Anything else is reported with its line rather than shown to a reader as symbols.
import MarkdownIt from "markdown-it"
import type { Token } from "markdown-it"
import { runsText, type LegalBlock, type LegalRun, type LegalTextProblem } from "./legal-text"
import { undrawableCharacter, undrawableMessage } from "./pdf-glyphs"
import { LEGAL_PAGE_IDS } from "./page-ids"
import { uniqueAnchors } from "./slug"

// CommonMark, as the pages' text sections read it; raw HTML is recognised so it can be refused.
// Nesting (a link in italics in bold…) is kept to 20 levels, which legal text never nears: each
// unclosed "[" is scanned ahead that many levels deep, so this keeps a megabyte of them at half a second.
const md = new MarkdownIt({ html: true, linkify: false, typographer: false })
Object.assign(md.options, { maxNesting: 20 })
// A list no reader could take in; the file's size is limited too (src/vocabulary/limits.ts).
export const LEGAL_LIST_MAX_ITEMS = 200

const REFUSED_BLOCKS: Record<string, string> = {
  blockquote_open: "a quote",
  code_block: "code",
  fence: "code",
  table_open: "a table",
  hr: "a horizontal rule",
  html_block: "HTML",
}
const REFUSED_INLINE: Record<string, string> = { code_inline: "code", image: "an image", html_inline: "HTML", s_open: "struck-through text" }
const BLOCKS_EXPECTED = "(quotes, code, tables, rules and HTML are not shown)"
const INLINE_EXPECTED = "expected plain text, a [link](https://…), **bold** or *italic*"
const LINK = /^(https:\/\/|mailto:|\/)/

// "3. Information you give us" is linked as #information-you-give-us: the number may change.
// A second heading with the same words gets -2, -3… (src/vocabulary/slug.ts).
const headingSlug = (text: string) =>
  text
    .replace(/^\d+(\.\d+)*\.?\s+/, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-") || "section"

type Link = { line: number; href: string }

// The runs of one inline token's children: bold, italic and a link may nest, each run carrying
// every mark around it. Line breaks within a paragraph are spaces, as a reader sees them.
function inlineRuns(children: readonly Token[], line: number, problems: LegalTextProblem[], links: Link[]): LegalRun[] {
  const runs: LegalRun[] = []
  let strong = 0
  let em = 0
  let href: string | null = null
  const push = (text: string) => {
    const last = runs.at(-1)
    if (last && last.href === href && last.strong === strong > 0 && last.em === em > 0) last.text += text
    else if (text) runs.push({ text, href, strong: strong > 0, em: em > 0 })
  }
  for (const child of children) {
    if (child.type === "text") {
      const undrawable = undrawableCharacter(child.content)
      if (undrawable) problems.push({ line, message: undrawableMessage(undrawable) })
      push(child.content)
    } else if (child.type === "softbreak" || child.type === "hardbreak") {
      push(" ")
      line++
    } else if (child.type === "strong_open") strong++
    else if (child.type === "strong_close") strong--
    else if (child.type === "em_open") em++
    else if (child.type === "em_close") em--
    else if (child.type === "link_open") {
      href = String(child.attrGet("href") ?? "")
      links.push({ line, href })
      if (!LINK.test(href)) problems.push({ line, message: `expected a link to https://, mailto: or a /path, found "${href}"` })
    } else if (child.type === "link_close") href = null
    else if (REFUSED_INLINE[child.type])
      problems.push({ line, message: `${INLINE_EXPECTED}, found ${REFUSED_INLINE[child.type]}${child.content ? ` "${child.content.slice(0, 40)}"` : ""}` })
  }
  return runs
}

/**
 * Blocks from a markdown body, read by markdown-it as CommonMark reads it; `firstLine` is the body's
 * first line in its file, so that problems and links name the line the writer sees.
 */
export function parseLegalText(body: string, firstLine = 1): { blocks: LegalBlock[]; problems: LegalTextProblem[]; links: Link[] } {
  const blocks: LegalBlock[] = []
  const problems: LegalTextProblem[] = []
  const links: Link[] = []
  const tokens = md.parse(body, {})
  let list: { kind: "ul" | "ol"; items: LegalRun[][]; line: number } | undefined
  let depth = 0
  let paragraphsInItem = 0
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const line = firstLine + (token.map?.[0] ?? 0)
    if (REFUSED_BLOCKS[token.type]) {
      problems.push({ line, message: `expected a paragraph, heading or list, found ${REFUSED_BLOCKS[token.type]} ${BLOCKS_EXPECTED}` })
      continue
    }
    if (token.type === "heading_open") {
      const inline = tokens[++i]!
      if (token.tag === "h2" || token.tag === "h3") {
        const runs = inlineRuns(inline.children ?? [], line, problems, links)
        blocks.push({ kind: token.tag, id: headingSlug(runsText(runs)), runs })
      } else problems.push({ line, message: `expected a "##" or "###" heading (the page's title is the "title" field), found "${token.markup}"` })
      continue
    }
    if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      // Once for each list inside a list, however deep it goes: markdown-it stops reading past 20 levels, and the text is refused here first.
      if (depth++ === 1) problems.push({ line, message: "expected a list item of text, found a list inside it (legal text lists are one level deep)" })
      else if (depth === 1) list = { kind: token.type === "bullet_list_open" ? "ul" : "ol", items: [], line }
      continue
    }
    if (token.type === "bullet_list_close" || token.type === "ordered_list_close") {
      if (--depth > 0 || !list) continue
      if (list.items.length > LEGAL_LIST_MAX_ITEMS)
        problems.push({ line: list.line, message: `expected at most ${LEGAL_LIST_MAX_ITEMS} items in a list, found ${list.items.length}` })
      blocks.push({ kind: list.kind, items: list.items })
      list = undefined
      continue
    }
    if (token.type === "list_item_open") {
      if (depth === 1) list?.items.push([])
      paragraphsInItem = 0
      continue
    }
    if (token.type !== "inline") continue
    if (list && depth === 1) {
      if (++paragraphsInItem > 1) problems.push({ line, message: "expected one paragraph in a list item, found another (end the list, or start a new item)" })
      const item = list.items.at(-1)!
      item.push(...inlineRuns(token.children ?? [], line, problems, links))
    } else if (depth === 0) blocks.push({ kind: "p", runs: inlineRuns(token.children ?? [], line, problems, links) })
  }
  // Each heading's anchor, once all are known: none the same, and none the page's own.
  const headings = blocks.filter((block): block is Extract<LegalBlock, { id: string }> => block.kind === "h2" || block.kind === "h3")
  uniqueAnchors(
    headings.map((heading) => heading.id),
    LEGAL_PAGE_IDS,
  ).forEach((id, i) => {
    headings[i]!.id = id
  })
  return { blocks, problems, links }
}
