// A quoted value a writer opened and never closed. YAML lets a quoted value run on over the next
// lines, so js-yaml stops lines later, at the first line too little indented or at the closing
// "---"; the writer's mistake is where the quote opened.

// A value that opens with a quote: after "name: ", after "- ", or both.
const QUOTED = /^(\s*(?:-\s+(?:([^\s:#"'][^:]*):\s+)?|([^\s:#"'-][^:]*):\s+))(["'])(.*)$/
// A line whose value is a block of text (body: |, - >-): the lines indented past its field, or its "-", are that text.
const BLOCK = /^(\s*)(-\s+)?([^\s:#"'][^:]*:\s+)?[|>][-+0-9]*\s*(?:#.*)?$/
// A quote that closes no value, typed or pasted in place of the one that would: alone of its kind in the value ("About', "About”).
const PARTNER: Record<string, string> = { '"': '"', "'": "'", "”": "“", "’": "‘" }
const wrongEndOf = (value: string, quote: string) => {
  const last = value.at(-1)
  if (!last || last === quote || !PARTNER[last]) return undefined
  return [...value].filter((char) => char === last || char === PARTNER[last]).length === 1 ? last : undefined
}

/** Where `quote` closes in `text`, with YAML's escapes ('' within single quotes, \" within double); -1 if it does not. */
function closing(text: string, quote: string): number {
  for (let i = 0; i < text.length; i++) {
    if (quote === '"' && text[i] === "\\") i++
    else if (text[i] === quote && quote === "'" && text[i + 1] === "'") i++
    else if (text[i] === quote) return i
  }
  return -1
}

export type UnclosedQuote = { line: number; column: number; quote: string; field?: string; value: string; wrongEnd?: string }

/**
 * The quoted value still open when YAML stopped at line `stop` of `lines` (0-based; its lines after
 * are not read, as a quote there may be YAML's own): its line and column, its quote, its field's
 * name, its text on that line, and the other kind of quote it ends with, if any ('About" ends with ").
 */
export function unclosedQuote(lines: string[], stop = lines.length): UnclosedQuote | undefined {
  let open: UnclosedQuote | undefined
  let block: number | undefined
  for (const [line, text] of lines.slice(0, stop).entries()) {
    const indent = /^\s*/.exec(text)![0].length
    if (block !== undefined && (!text.trim() || indent > block)) continue
    block = undefined
    if (open) {
      if (closing(text, open.quote) !== -1) open = undefined
      continue
    }
    const quoted = QUOTED.exec(text)
    const blockOf = BLOCK.exec(text)
    if (quoted && closing(quoted[5]!, quoted[4]!) === -1) {
      const value = quoted[5]!.trim()
      const wrongEnd = wrongEndOf(value, quoted[4]!)
      open = {
        line,
        column: quoted[1]!.length,
        quote: quoted[4]!,
        field: (quoted[2] ?? quoted[3])?.trim(),
        value: wrongEnd ? value.slice(0, -1) : value,
        wrongEnd,
      }
    } else if (blockOf) block = indent + (blockOf[3] ? (blockOf[2]?.length ?? 0) : 0)
  }
  return open
}
