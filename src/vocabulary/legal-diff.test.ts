import { compareLegalText, diffWords, MAX_WORD_EDITS, type LegalComparison, type LegalWord } from "./legal-diff"
import { parseLegalText } from "./legal-markdown"

const blocks = (...parts: string[]) => parseLegalText(parts.join("\n\n")).blocks
const marked = (words: readonly LegalWord[] | null) =>
  (words ?? []).map(({ text, change }) => (change === "added" ? `{+${text}+}` : change === "removed" ? `[-${text}-]` : text)).join("")
// Each section's change as [what happened, heading, former heading, its blocks' changes].
const outline = ({ sections }: LegalComparison) =>
  sections.map((section) => [
    section.change,
    section.heading,
    section.formerHeading,
    section.blocks.map(
      (block) =>
        `${block.change}${block.movedFrom ? ` from ${block.movedFrom}` : ""}: ${block.words ? marked(block.words) : (block.items ?? []).map((item) => `${item.change ?? "kept"} ${marked(item.words)}`).join(" | ")}`,
    ),
  ])
const counts = ({ summary }: LegalComparison) => Object.fromEntries(summary.map(({ kind, count, first }) => [kind, first ? `${count} ${first}` : count]))

// The privacy policy's last sections, and the earlier revision that lacked "Children".
const RETENTION = "## 8. Retention\n\nWe keep records for two years."
const CHILDREN = "## 9. Children\n\nOur service is not directed at children."
const CHANGES = (n: number) => `## ${n}. Changes\n\nWe post every change here.`

test("changed words are marked inside the sentence that keeps the rest", () => {
  expect(marked(diffWords("We keep it for up to three years.", "We keep it for up to two years."))).toBe("We keep it for up to [-three-]{+two+} years.")
  expect(marked(diffWords("Logs are kept.", "Logs are kept. Then deleted."))).toBe("Logs are kept.{+ Then deleted.+}")
})

test("a text with nothing changed has no changes, and every count is zero", () => {
  const text = blocks("## 1. Who we are", "We are small.", "- One\n- Two")
  const comparison = compareLegalText(text, text)
  expect(comparison.sections).toEqual([])
  expect(Object.values(counts(comparison))).toEqual([0, 0, 0, 0, 0, 0])
})

test("a section inserted is one addition, heading and text together, and the section after it is only renumbered", () => {
  const comparison = compareLegalText(blocks(RETENTION, CHANGES(9)), blocks(RETENTION, CHILDREN, CHANGES(10)))
  expect(outline(comparison)).toEqual([
    ["added", "9. Children", null, ["added: {+Our service is not directed at children.+}"]],
    ["renumbered", "10. Changes", "9. Changes", []],
  ])
  expect(comparison.sections.map((section) => section.id)).toEqual(["children", "changes"])
})

test("a section removed is one removal, and the sections after it are only renumbered", () => {
  const comparison = compareLegalText(
    blocks(RETENTION, CHILDREN, CHANGES(10), "## Contact\n\nWrite to us."),
    blocks(RETENTION, CHANGES(9), "## Contact\n\nWrite to us."),
  )
  expect(outline(comparison)).toEqual([
    ["removed", "9. Children", null, ["removed: [-Our service is not directed at children.-]"]],
    ["renumbered", "9. Changes", "10. Changes", []],
  ])
  expect(comparison.sections[0]!.id).toBeNull()
})

test("a heading reworded over the same text is one change with its words marked, not a removal beside an addition", () => {
  const protect = "We encrypt records at rest and in transit, and limit who can reach them."
  const comparison = compareLegalText(
    blocks("## 5. Security", protect, "## 6. Sharing\n\nWe share nothing."),
    blocks("## 5. How we protect information", protect, "## 6. Sharing\n\nWe share nothing."),
  )
  expect(outline(comparison)).toEqual([["reworded", "5. How we protect information", "5. Security", []]])
  expect(marked(comparison.sections[0]!.headingWords)).toBe("5. [-Security-]{+How we protect information+}")
  // Reworded and its text changed too: still one section, its changed paragraph inside it.
  const both = compareLegalText(
    blocks("## 5. Security", protect),
    blocks("## 5. How we protect information", protect.replace("at rest", "at rest with AES-256")),
  )
  expect(outline(both)).toEqual([
    [
      "reworded",
      "5. How we protect information",
      "5. Security",
      ["changed: We encrypt records at rest {+with AES-256 +}and in transit, and limit who can reach them."],
    ],
  ])
})

test("a paragraph moved from one section to another is shown as moved, where it now is, naming where it was", () => {
  const logs = "Server logs hold addresses and are deleted after 30 days."
  const before = blocks("## 2. This website", "We set no cookies.", logs, "## 3. Retention", "We keep records for two years.")
  const after = blocks("## 2. This website", "We set no cookies.", "## 3. Retention", "We keep records for two years.", logs)
  expect(outline(compareLegalText(before, after))).toEqual([[null, "3. Retention", null, [`moved from 2. This website: ${logs}`]]])
  // Moved and reworded on the way: the changed words are marked where it now is.
  const reworded = blocks("## 2. This website", "We set no cookies.", "## 3. Retention", "We keep records for two years.", logs.replace("30", "14"))
  expect(outline(compareLegalText(before, reworded))).toEqual([
    [null, "3. Retention", null, ["moved from 2. This website: Server logs hold addresses and are deleted after [-30-]{+14+} days."]],
  ])
})

test("two sections with the same title are each matched with their own", () => {
  const before = blocks(
    "## Part A",
    "For providers.",
    "### Definitions",
    "A provider is a clinician.",
    "## Part B",
    "For patients.",
    "### Definitions",
    "A patient is a person.",
  )
  const after = blocks(
    "## Part A",
    "For providers.",
    "### Definitions",
    "A provider is a clinician.",
    "## Part B",
    "For patients.",
    "### Definitions",
    "A patient is a person in care.",
  )
  const comparison = compareLegalText(before, after)
  expect(outline(comparison)).toEqual([[null, "Definitions", null, ["changed: A patient is a person{+ in care+}."]]])
  expect(comparison.sections[0]!.id).toBe("definitions-2")
})

test("a document without numbers: a new section is an addition, and nothing else moves", () => {
  const comparison = compareLegalText(
    blocks("Intro.", "## Who we are", "Small.", "## Contact", "Write."),
    blocks("Intro.", "## Who we are", "Small.", "## Children", "Not for children.", "## Contact", "Write."),
  )
  expect(outline(comparison)).toEqual([["added", "Children", null, ["added: {+Not for children.+}"]]])
  // The text before the first heading is a section of its own, without a heading.
  expect(outline(compareLegalText(blocks("Intro.", "## Who we are"), blocks("Intro, revised.", "## Who we are")))).toEqual([
    [null, null, null, ["changed: Intro{+, revised+}."]],
  ])
})

test("paragraphs and list items added, removed or changed inside a section, in the newer text's order", () => {
  const comparison = compareLegalText(
    blocks("## 1. Data", "We keep data for three years.", "## 2. Sharing", "We share with:", "- hosting\n- email\n- payments"),
    blocks("## 1. Data", "Cookies are not used at all here.", "We keep data for two years.", "## 2. Sharing", "We share with:", "- hosting\n- email delivery"),
  )
  expect(outline(comparison)).toEqual([
    [null, "1. Data", null, ["added: {+Cookies are not used at all here.+}", "changed: We keep data for [-three-]{+two+} years."]],
    [null, "2. Sharing", null, ["changed: kept hosting | changed email{+ delivery+} | removed [-payments-]"]],
  ])
})

test("the summary counts each kind of change and links to the first of each", () => {
  const before = blocks(
    "## 1. Data",
    "We keep data for three years.",
    "- one\n- two",
    "## 2. Security",
    "We encrypt it all.",
    RETENTION.replace("8.", "3."),
    CHANGES(4),
  )
  const after = blocks(
    "## 1. Data",
    "We keep data for two years.",
    "- one\n- two\n- three",
    "## 2. How we protect it",
    "We encrypt it all.",
    RETENTION.replace("8.", "3."),
    CHILDREN.replace("9.", "4."),
    CHANGES(5),
  )
  const comparison = compareLegalText(before, after)
  expect(comparison.sections.map((section) => section.anchor)).toEqual(["change-1", "change-2", "change-3", "change-4"])
  expect(counts(comparison)).toEqual({
    sectionsAdded: "1 change-3",
    sectionsRemoved: 0,
    headingsReworded: "1 change-2",
    sectionsRenumbered: "1 change-4",
    paragraphsChanged: "1 change-1-1",
    itemsChanged: "1 change-1-2",
  })
})

test("a paragraph rewritten past what is marked word by word is shown whole, its earlier text removed and its new text added, the same each time", () => {
  const words = Array.from({ length: MAX_WORD_EDITS }, (_, i) => `w${i}`)
  const before = blocks("## 1. Data", words.join(" "), "We keep it.")
  const after = blocks("## 1. Data", [...words].reverse().join(" "), "We keep it.")
  const comparison = compareLegalText(before, after)
  expect(outline(comparison)).toEqual([[null, "1. Data", null, [`changed: [-${words.join(" ")}-]{+${[...words].reverse().join(" ")}+}`]]])
  expect(compareLegalText(before, after)).toEqual(comparison)
  // A few words changed in the same paragraph are still marked one by one.
  const edited = blocks("## 1. Data", words.join(" ").replace("w7 ", "w7 new "), "We keep it.")
  expect(outline(compareLegalText(before, edited))).toEqual([
    [null, "1. Data", null, [`changed: ${words.slice(0, 8).join(" ")} {+new +}${words.slice(8).join(" ")}`]],
  ])
})
