// A legal document's text as blocks that both its page and its PDF are made from, so the two can
// never say different things, and what the page, the PDF and the comparison read of them. The
// blocks are made from Markdown at build by src/vocabulary/legal-markdown.ts; this file stays small,
// as the pages' own script needs it.

export type LegalRun = { text: string; href: string | null; strong: boolean; em: boolean }
export type LegalBlock = { kind: "h2" | "h3"; id: string; runs: LegalRun[] } | { kind: "p"; runs: LegalRun[] } | { kind: "ul" | "ol"; items: LegalRun[][] }

/** A block as the page and the PDF read it: from the parser or from a typed query. */
export type LegalBlockView = {
  readonly kind: LegalBlock["kind"]
  readonly id?: string | null
  readonly runs?: readonly Readonly<LegalRun>[] | null
  readonly items?: readonly (readonly Readonly<LegalRun>[])[] | null
}

export type LegalTextProblem = { line: number; message: string }

/** The text of some runs, as a reader sees it. */
export const runsText = (runs: readonly LegalRun[]) => runs.map((run) => run.text).join("")

/** The text of a block: a list's items, one per line. */
export const blockText = (block: LegalBlockView) => (block.items ? block.items.map(runsText).join("\n") : runsText(block.runs ?? []))

/** The anchors a legal document's headings give its page (/terms-of-service#business-associate-addendum). */
export const legalAnchors = (blocks: readonly LegalBlock[]): Set<string> => new Set(blocks.flatMap((block) => ("id" in block ? [block.id] : [])))

/** The blocks with each link's address as `to` maps it; a link it maps to null keeps its words, unlinked. */
export function relinked<B extends LegalBlockView>(blocks: readonly B[], to: (href: string) => string | null): B[] {
  const runs = (line: readonly Readonly<LegalRun>[]) => line.map((run) => (run.href ? { ...run, href: to(run.href) } : run))
  return blocks.map((block) => ({ ...block, ...(block.runs && { runs: runs(block.runs) }), ...(block.items && { items: block.items.map(runs) }) }))
}
