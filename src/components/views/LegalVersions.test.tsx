import React from "react"
import { render, screen, within } from "@testing-library/react"
import { LegalDocumentView } from "./LegalDocumentView"
import { LegalChangesView } from "./LegalChangesView"
import { compareLegalText } from "../../vocabulary/legal-diff"
import { parseLegalText } from "../../vocabulary/legal-markdown"
import { site } from "../../test/content"

const version = (iso: string, display: string, path: string) => ({ date: { iso, display }, path })
const doc = {
  title: "Privacy Policy",
  description: "How we handle data.",
  pdf: "/legal/privacy-policy-2026-10-01.pdf",
  lastUpdated: { iso: "2026-10-01", display: "October 1, 2026" },
  blocks: parseLegalText("## 1. Logs\n\nWe keep logs.").blocks,
  labels: site.legal,
  contactEmail: site.contactEmail,
}

test("the current version lists its earlier versions by date, each a link; without any, there is no list", () => {
  const earlier = [
    version("2026-10-01", "October 1, 2026", "/privacy-policy/2026-10-01"),
    version("2026-09-01", "September 1, 2026", "/privacy-policy/2026-09-01"),
  ]
  const { unmount } = render(<LegalDocumentView {...doc} earlierVersions={earlier} />)
  const list = screen.getByRole("list", { name: "Earlier versions" })
  expect(
    within(list)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual([
    ["October 1, 2026", "/privacy-policy/2026-10-01"],
    ["September 1, 2026", "/privacy-policy/2026-09-01"],
  ])
  expect(screen.queryByRole("note", { name: "This is not the current version." })).toBeNull()
  unmount()
  render(<LegalDocumentView {...doc} />)
  expect(screen.queryByRole("list", { name: "Earlier versions" })).toBeNull()
})

test("an earlier version says it is not the current one, when it was replaced, and links to the current version and to what changed", () => {
  const archive = {
    replacedBy: version("2026-11-01", "November 1, 2026", "/privacy-policy"),
    currentPath: "/privacy-policy",
    changesPath: "/privacy-policy/2026-10-01/changes",
  }
  render(<LegalDocumentView {...doc} archive={archive} />)
  const notice = screen.getByRole("note", { name: "This is not the current version." })
  expect(notice).toHaveTextContent("This is not the current version. It was replaced on November 1, 2026.")
  expect(within(notice).getByText("November 1, 2026")).toHaveAttribute("datetime", "2026-11-01")
  expect(within(notice).getByRole("link", { name: "Read the current version" })).toHaveAttribute("href", "/privacy-policy")
  expect(within(notice).getByRole("link", { name: "See what changed" })).toHaveAttribute("href", "/privacy-policy/2026-10-01/changes")
  // The same page otherwise: the revision's date, its PDF and its full text.
  expect(screen.getByText("October 1, 2026")).toHaveAttribute("datetime", "2026-10-01")
  expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/legal/privacy-policy-2026-10-01.pdf")
  expect(screen.getByRole("heading", { level: 2, name: "1. Logs" })).toBeInTheDocument()
})

test("what changed: a summary linking to the first change of each kind, then each change under its section, marked with <ins> and <del> that a screen reader announces", () => {
  const before = parseLegalText("## 1. Logs\n\nWe keep logs for 30 days.\n\n## 2. Old\n\nGone.\n\n## 3. Changes\n\nWe post them here.").blocks
  const after = parseLegalText("## 1. Logs\n\nWe keep logs for 14 days.\n\n- hosting\n- email\n\n## 2. Changes\n\nWe post them here.").blocks
  const from = version("2026-10-01", "October 1, 2026", "/privacy-policy/2026-10-01")
  const to = version("2026-11-01", "November 1, 2026", "/privacy-policy")
  const { container } = render(
    <LegalChangesView
      title="Privacy Policy"
      from={from}
      to={to}
      pdf="/legal/privacy-policy-2026-10-01-changes.pdf"
      {...compareLegalText(before, after)}
      labels={site.legal.archive}
    />,
  )
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("What changed: Privacy Policy")
  expect(screen.getByRole("link", { name: "October 1, 2026" })).toHaveAttribute("href", "/privacy-policy/2026-10-01")
  expect(screen.getByRole("link", { name: "Download this comparison (PDF)" })).toHaveAttribute("href", "/legal/privacy-policy-2026-10-01-changes.pdf")
  // The summary: every kind counted, each count that has a change linking to the first one.
  const summary = screen.getByRole("navigation", { name: "Summary" })
  expect(
    within(summary)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["Sections added0", "Sections removed1", "Headings reworded0", "Sections renumbered1", "Paragraphs changed1", "List items changed2"])
  const first = (name: string) => container.querySelector(within(summary).getByRole("link", { name }).getAttribute("href")!)
  expect(first("Sections removed")).toBe(screen.getByRole("region", { name: "2. Old" }))
  expect(first("Paragraphs changed")).toHaveTextContent("We keep logs for [Removed: 30][Added: 14] days.")
  const logs = screen.getByRole("region", { name: "1. Logs" })
  expect(within(logs).getByRole("link", { name: "1. Logs" })).toHaveAttribute("href", "/privacy-policy#logs")
  expect(logs).toHaveTextContent("ChangedWe keep logs for [Removed: 30][Added: 14] days.")
  expect(container.querySelector("del")).toHaveTextContent("[Removed: 30]")
  expect(container.querySelector("ins")).toHaveTextContent("[Added: 14]")
  // A removed section is one removal, named as it was, with nothing to link to.
  const removed = screen.getByRole("region", { name: "2. Old" })
  expect(removed).toHaveTextContent("Removed2. OldGone.")
  expect(within(removed).queryByRole("link")).toBeNull()
  // A section whose number alone changed says so, and nothing else.
  expect(screen.getByRole("region", { name: "2. Changes" })).toHaveTextContent("Renumbered2. ChangesFormerly: 3. Changes")
})

test("two versions with the same text say that only the date changed", () => {
  render(
    <LegalChangesView
      title="Privacy Policy"
      from={version("2026-10-01", "October 1, 2026", "/a")}
      to={version("2026-11-01", "November 1, 2026", "/b")}
      pdf="/b.pdf"
      sections={[]}
      summary={[]}
      labels={site.legal.archive}
    />,
  )
  expect(screen.getByText("The text did not change; only its date did.")).toBeInTheDocument()
})
