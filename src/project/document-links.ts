// The relative links of the project's Markdown documents (README.md, docs/, content/README.md),
// and the headings' anchors they may point at, named as GitHub names them.
import fs from "node:fs"
import path from "node:path"
import MarkdownIt, { type Token } from "markdown-it"

const markdown = new MarkdownIt()

const allTokens = (tokens: Token[]): Token[] => tokens.flatMap((token) => [token, ...allTokens(token.children ?? [])])

/** The href of every link in a Markdown text. */
export const linksOf = (text: string): string[] =>
  allTokens(markdown.parse(text, {})).flatMap((token) => (token.type === "link_open" ? [String(token.attrGet("href") ?? "")] : []))

/** The anchors GitHub gives a text's headings: lower case, punctuation dropped, spaces as
 * hyphens, and a repeated heading numbered (-1, -2). */
export function anchorsOf(text: string): Set<string> {
  const tokens = markdown.parse(text, {})
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  tokens.forEach((token, i) => {
    if (token.type !== "heading_open") return
    const words = allTokens([tokens[i + 1]!])
      .filter((t) => t.type === "text" || t.type === "code_inline")
      .map((t) => t.content)
      .join("")
    const slug = words
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-")
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count ? `${slug}-${count}` : slug)
  })
  return anchors
}

const isRelative = (href: string) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("/")

/** Each relative link of `file` (a path from `root`) whose file or heading does not exist. */
export function brokenLinks(root: string, file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8")
  return linksOf(text)
    .filter(isRelative)
    .flatMap((href) => {
      const [target = "", anchor] = href.split("#")
      const targetFile = target ? path.join(path.dirname(file), decodeURIComponent(target)) : file
      const full = path.join(root, targetFile)
      // A reader on the repository's host, or a clone with nothing beside it, has only the repository.
      if (targetFile.split(path.sep)[0] === ".." || path.isAbsolute(targetFile)) return [`${file}: ${href}: leaves the repository`]
      if (!fs.existsSync(full)) return [`${file}: ${href}: no file ${targetFile}`]
      if (anchor === undefined || fs.statSync(full).isDirectory()) return []
      return anchorsOf(fs.readFileSync(full, "utf8")).has(anchor) ? [] : [`${file}: ${href}: no heading #${anchor} in ${targetFile}`]
    })
}
