// A legal document's full text on its page, from the same blocks as its PDF: headings as
// linkable h2/h3, paragraphs and lists, readable wherever the PDF cannot be shown.
import React from "react"
import { runsText, type LegalBlockView, type LegalRun } from "../../vocabulary/legal-text"
import { KeepCompounds } from "../ui/KeepCompounds"
import { SmartLink } from "../ui/SmartLink"

const LINK = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"

function Runs({ runs }: { runs: readonly Readonly<LegalRun>[] }) {
  return runs.map((run, i) => {
    let content: React.ReactNode = run.text
    if (run.strong) content = <strong className="font-semibold text-slate-900">{content}</strong>
    if (run.em) content = <em>{content}</em>
    return run.href ? (
      <SmartLink key={i} to={run.href} className={LINK}>
        {content}
      </SmartLink>
    ) : (
      <React.Fragment key={i}>{content}</React.Fragment>
    )
  })
}

export function LegalText({ blocks, label }: { blocks: readonly LegalBlockView[]; label: string }) {
  return (
    <article aria-label={label} className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
      {blocks.map((block, i) => {
        const runs = block.runs ?? []
        switch (block.kind) {
          case "h2":
          case "h3": {
            const Heading = block.kind
            return (
              <Heading
                key={i}
                id={block.id ?? undefined}
                className={Heading === "h2" ? "pt-6 text-2xl font-bold tracking-tight text-slate-900 print:pt-2" : "pt-2 text-lg font-semibold text-slate-900"}
              >
                <KeepCompounds text={runsText(runs)} />
              </Heading>
            )
          }
          case "p":
            return (
              <p key={i}>
                <Runs runs={runs} />
              </p>
            )
          default: {
            const List = block.kind
            return (
              <List key={i} className={`space-y-2 pl-6 ${List === "ol" ? "list-decimal" : "list-disc"}`}>
                {(block.items ?? []).map((item, j) => (
                  <li key={j}>
                    <Runs runs={item} />
                  </li>
                ))}
              </List>
            )
          }
        }
      })}
    </article>
  )
}
