// A paragraph rewritten past what the comparison marks word by word reads whole on the page: the
// sentence saying so, its earlier text removed, then its new text added.
import React from "react"
import { render, screen } from "@testing-library/react"
import { LegalChangesView } from "./LegalChangesView"
import { compareLegalText, MAX_WORD_EDITS } from "../../vocabulary/legal-diff"
import { parseLegalText } from "../../vocabulary/legal-markdown"
import { REWRITTEN } from "../../vocabulary/legal-rewritten"
import { site } from "../../test/content"

const version = (iso: string, display: string, path: string) => ({ date: { iso, display }, path })

test("a paragraph rewritten whole says so, then shows its earlier text removed and its new text added, each announced", () => {
  const words = Array.from({ length: MAX_WORD_EDITS }, (_, i) => `w${i}`)
  const [earlier, rewritten] = [words.join(" "), [...words].reverse().join(" ")]
  const comparison = compareLegalText(parseLegalText(`## 1. Data\n\n${earlier}\n\nKept.`).blocks, parseLegalText(`## 1. Data\n\n${rewritten}\n\nKept.`).blocks)
  const { container } = render(
    <LegalChangesView
      title="Privacy Policy"
      from={version("2026-10-01", "October 1, 2026", "/privacy-policy/2026-10-01")}
      to={version("2026-11-01", "November 1, 2026", "/privacy-policy")}
      pdf="/legal/privacy-policy-2026-10-01-changes.pdf"
      {...comparison}
      labels={site.legal.archive}
    />,
  )
  const change = container.querySelector("#change-1-1")!
  expect(screen.getByText(REWRITTEN)).toBeInTheDocument()
  expect([...change.querySelectorAll("p")].map((p) => p.textContent)).toEqual([REWRITTEN, `[Removed: ${earlier}]`, `[Added: ${rewritten}]`])
  expect([...change.querySelectorAll("del, ins")].map((mark) => mark.tagName)).toEqual(["DEL", "INS"])
})
