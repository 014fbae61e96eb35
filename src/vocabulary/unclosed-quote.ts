// A quoted value a writer opened and never closed. YAML lets a quoted value run on over the next
// lines, so js-yaml stops lines later, at the first line too little indented or at the closing
// "---"; the writer's mistake is where the quote opened.

// A value that opens with a quote: after "name: ", after "- ", or both.
const QUOTED = /^(\s*(?:-\s+)?(?:([^\s:#"'][^:]*):\s+)?)(["'])(.*)$/
// A line whose value is a block of text (body: |, - >-): the lines indented past its field, or its "-", are that text.
const BLOCK = /^(\s*)(-\s+)?([^\s:#"'][^:]*:\s+)?[|>][-+0-9]*\s*(?:#.*)?$/

/** Where `quote` closes in `text`, with YAML's escapes ('' within single quotes, \" within double); -1 if it does not. */
function closing(text: string, quote: string): number {
  for (let i = 0; i < text.length; i++) {
    if (quote === '"' && text[i] === "\\") i++
    else if (text[i] === quote && quote === "'" && text[i + 1] === "'") i++
    else if (text[i] === quote) return i
  }
  return -1
}

export type UnclosedQuote = { line: number; column: number; quote: string; field?: string; value: string }

/** The quoted value of `lines` that is never closed: its line and column (0-based), its quote, its field's name and its text on that line. */
export function unclosedQuote(lines: string[]): UnclosedQuote | undefined {
  let open: UnclosedQuote | undefined
  let block: number | undefined
  for (const [line, text] of lines.entries()) {
    const indent = /^\s*/.exec(text)![0].length
    if (block !== undefined && (!text.trim() || indent > block)) continue
    block = undefined
    if (open) {
      if (closing(text, open.quote) !== -1) open = undefined
      continue
    }
    const quoted = QUOTED.exec(text)
    const blockOf = BLOCK.exec(text)
    if (quoted && closing(quoted[4]!, quoted[3]!) === -1)
      open = { line, column: quoted[1]!.length, quote: quoted[3]!, field: quoted[2]?.trim(), value: quoted[4]!.trim() }
    else if (blockOf) block = indent + (blockOf[3] ? (blockOf[2]?.length ?? 0) : 0)
  }
  return open
}
