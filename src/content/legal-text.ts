// The body of a legal document, parsed once into blocks that both its page and its PDF are
// made from, so the two can never say different things. Legal text needs little markdown:
// "##" and "###" headings, paragraphs, "-" and "1." lists, [links](https://…), **bold** and
// *italic*. Anything else is reported with its line rather than shown to a reader as symbols.
export type LegalRun = { text: string; href: string | null; strong: boolean; em: boolean }
export type LegalBlock =
  | { kind: "h2" | "h3"; id: string; runs: LegalRun[] }
  | { kind: "p"; runs: LegalRun[] }
  | { kind: "ul" | "ol"; items: LegalRun[][] }

/** A block as the page and the PDF read it: from this parser or from a typed query. */
export type LegalBlockView = {
  readonly kind: LegalBlock["kind"]
  readonly id?: string | null
  readonly runs?: readonly Readonly<LegalRun>[] | null
  readonly items?: readonly (readonly Readonly<LegalRun>[])[] | null
}

export type LegalTextProblem = { line: number; message: string }

const LIST_ITEM = /^(?:[-*]|\d+\.)\s+/
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*/g

/** The text of some runs, as a reader sees it. */
export const runsText = (runs: readonly LegalRun[]) => runs.map((run) => run.text).join("")

/** The text of a block: a list's items, one per line. */
export const blockText = (block: LegalBlockView) => (block.items ? block.items.map(runsText).join("\n") : runsText(block.runs ?? []))

// "3. Information you give us" is linked as #information-you-give-us: the number may change.
// A second heading with the same words gets -2, -3…
function headingIds() {
  const seen = new Map<string, number>()
  return (text: string) => {
    const slug = text.replace(/^\d+(\.\d+)*\.?\s+/, "").toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, "").trim().replace(/\s+/g, "-") || "section"
    const count = (seen.get(slug) ?? 0) + 1
    seen.set(slug, count)
    return count > 1 ? `${slug}-${count}` : slug
  }
}

function inlineRuns(text: string, line: number, problems: LegalTextProblem[]): LegalRun[] {
  const runs: LegalRun[] = []
  let at = 0
  const plain = (end: number) => end > at && runs.push({ text: text.slice(at, end), href: null, strong: false, em: false })
  for (const match of text.matchAll(INLINE)) {
    plain(match.index)
    const [, linkText, href, strong, em] = match
    if (href !== undefined && !/^(https:\/\/|mailto:|\/)/.test(href)) problems.push({ line, message: `expected a link to https://, mailto: or a /path, found "${href}"` })
    runs.push({ text: linkText ?? strong ?? em ?? "", href: href ?? null, strong: strong !== undefined, em: em !== undefined })
    at = match.index + match[0].length
  }
  plain(text.length)
  const leftover = runsText(runs.filter((run) => !run.href && !run.strong && !run.em)).match(/\*|\[[^\]]*\]\(|`|<[a-z]/i)
  if (leftover) problems.push({ line, message: `expected plain text, a [link](https://…), **bold** or *italic*, found "${leftover[0]}"` })
  return runs
}

/**
 * Blocks from a markdown body; `firstLine` is the body's first line in its file, so that
 * problems name the line the writer sees.
 */
export function parseLegalText(body: string, firstLine = 1): { blocks: LegalBlock[]; problems: LegalTextProblem[] } {
  const blocks: LegalBlock[] = []
  const problems: LegalTextProblem[] = []
  const headingId = headingIds()
  const lines = body.split("\n")
  let i = 0
  while (i < lines.length) {
    const line = firstLine + i
    const text = lines[i]!.trim()
    if (!text) {
      i++
      continue
    }
    const heading = text.match(/^(#{1,6})\s+(.*)$/)
    if (heading) {
      const level = heading[1]!.length
      if (level === 2 || level === 3) {
        const runs = inlineRuns(heading[2]!.trim(), line, problems)
        blocks.push({ kind: level === 2 ? "h2" : "h3", id: headingId(runsText(runs)), runs })
      } else problems.push({ line, message: `expected a "##" or "###" heading (the page's title is the "title" field), found "${heading[1]}"` })
      i++
      continue
    }
    if (LIST_ITEM.test(text)) {
      const ordered = /^\d/.test(text)
      const items: LegalRun[][] = []
      while (i < lines.length && LIST_ITEM.test(lines[i]!.trim())) {
        items.push(inlineRuns(lines[i]!.trim().replace(LIST_ITEM, ""), firstLine + i, problems))
        i++
      }
      blocks.push({ kind: ordered ? "ol" : "ul", items })
      continue
    }
    if (/^(>|```|\||<)/.test(text)) problems.push({ line, message: `expected a paragraph, heading or list, found "${text.slice(0, 3)}" (quotes, code, tables and HTML are not shown)` })
    // A paragraph runs to the next blank line, heading or list.
    const start = i
    while (i < lines.length && lines[i]!.trim() && !/^#{1,6}\s/.test(lines[i]!.trim()) && !LIST_ITEM.test(lines[i]!.trim())) i++
    blocks.push({ kind: "p", runs: inlineRuns(lines.slice(start, i).map((l) => l.trim()).join(" "), line, problems) })
  }
  return { blocks, problems }
}

/** The anchors a legal document's headings give its page (/terms-of-service#business-associate-addendum). */
export const legalAnchors = (blocks: readonly LegalBlock[]): Set<string> => new Set(blocks.flatMap((block) => ("id" in block ? [block.id] : [])))

/** Every link a legal document's text makes, with its line (counted from `firstLine`). */
export function legalLinks(body: string, firstLine = 1): Array<{ line: number; href: string }> {
  return body.split("\n").flatMap((text, i) => [...text.matchAll(INLINE)].flatMap(([, , href]) => (href === undefined ? [] : [{ line: firstLine + i, href }])))
}
