import { changedWithoutNewDate, earlierRevisions, parseLegal, parseVersions, type ParsedLegal } from "./legal-revisions"

const FILE = "content/legal/privacy-policy.md"
const text = (date: string, body: string) =>
  `---\ntitle: Privacy Policy\ndescription: How we handle data.\npath: /privacy-policy\nlastUpdated: ${date}\n---\n\n${body}\n`
const parsed = (date: string, body: string) => parseLegal(FILE, text(date, body)) as ParsedLegal

test("each earlier date is a revision whose text is the last one committed with that date", () => {
  const history = [
    { commit: "e".repeat(40), text: text("2026-11-01", "November.") },
    { commit: "d".repeat(40), text: text("2026-10-01", "October, typo fixed.") },
    { commit: "c".repeat(40), text: text("2026-10-01", "October, with a tpyo.") },
    { commit: "b".repeat(40), text: null },
    { commit: "a".repeat(40), text: text("2026-09-01", "September.") },
  ]
  const { revisions, skipped } = earlierRevisions("2026-11-01", parseVersions(FILE, history))
  expect(skipped).toEqual([])
  expect(revisions.map((r) => [r.doc.lastUpdated, r.commit[0], r.blocks[0]])).toEqual([
    ["2026-10-01", "d", { kind: "p", runs: [{ text: "October, typo fixed.", href: null, strong: false, em: false }] }],
    ["2026-09-01", "a", { kind: "p", runs: [{ text: "September.", href: null, strong: false, em: false }] }],
  ])
})

test("a committed text that no longer reads is left out and named, with its commit", () => {
  const history = [{ commit: "abcdef1234", text: text("2026-10-01", "Old text with a `code` span.") }]
  expect(earlierRevisions("2026-11-01", parseVersions(FILE, history))).toEqual({
    revisions: [],
    skipped: ['content/legal/privacy-policy.md: line 8: expected plain text, a [link](https://…), **bold** or *italic*, found code "code" (in commit abcdef1)'],
  })
})

test("a text changed under the same date is caught at its first differing sentence; a new date or the same text is not", () => {
  const before = parsed("2026-11-01", "## 1. Logs\n\nWe keep logs. For up to 30 days. Then we delete them.")
  expect(changedWithoutNewDate(before, parsed("2026-11-01", "## 1. Logs\n\nWe keep logs. For up to 14 days. Then we delete them."))).toBe("For up to 14 days.")
  expect(changedWithoutNewDate(before, parsed("2026-11-01", "## 1. Logs\n\nWe keep logs."))).toBe("(removed) For up to 30 days.")
  expect(changedWithoutNewDate(before, parsed("2026-12-01", "## 1. Logs\n\nWe keep logs. For up to 14 days."))).toBeNull()
  expect(changedWithoutNewDate(before, parsed("2026-11-01", "## 1. Logs\n\nWe keep logs. For up to 30 days. Then we delete them."))).toBeNull()
})
