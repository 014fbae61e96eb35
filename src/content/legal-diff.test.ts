import { compareLegalText, diffWords } from "./legal-diff"
import { parseLegalText } from "./legal-text"

const blocks = (markdown: string) => parseLegalText(markdown).blocks
const marked = (words: Array<{ text: string; change: string | null }> | null) =>
  (words ?? []).map(({ text, change }) => (change === "added" ? `{+${text}+}` : change === "removed" ? `[-${text}-]` : text)).join("")

test("changed words are marked inside the sentence that keeps the rest", () => {
  expect(marked(diffWords("We keep it for up to three years.", "We keep it for up to two years."))).toBe("We keep it for up to [-three-]{+two+} years.")
  expect(marked(diffWords("Logs are kept.", "Logs are kept. Then deleted."))).toBe("Logs are kept.{+ Then deleted.+}")
})

test("a text with nothing changed has no changes", () => {
  const text = "## 1. Who we are\n\nWe are small.\n\n- One\n- Two"
  expect(compareLegalText(blocks(text), blocks(text))).toEqual([])
})

test("paragraphs, headings and lists added, removed or changed, each under its section, in the newer text's order", () => {
  const before = blocks(
    ["Intro.", "## 1. Data", "We keep data for three years.", "## 2. Security", "We encrypt data.", "- hosting\n- email\n- payments", "## 3. Old", "Gone soon."].join("\n\n"),
  )
  const after = blocks(
    ["Intro.", "## 1. Data", "We keep data for two years.", "## 2. How we protect your data", "We encrypt data.", "- hosting\n- email", "## 4. Children", "Not for children."].join("\n\n"),
  )
  const changes = compareLegalText(before, after)
  expect(changes.map(({ change, kind, section, sectionId }) => [change, kind, section, sectionId])).toEqual([
    ["changed", "p", "1. Data", "data"],
    ["removed", "h2", "2. Security", null],
    ["added", "h2", "2. How we protect your data", "how-we-protect-your-data"],
    ["changed", "ul", "2. How we protect your data", "how-we-protect-your-data"],
    ["removed", "h2", "3. Old", null],
    ["removed", "p", "3. Old", null],
    ["added", "h2", "4. Children", "children"],
    ["added", "p", "4. Children", "children"],
  ])
  expect(marked(changes[0]!.words)).toBe("We keep data for [-three-]{+two+} years.")
  expect(changes[3]!.items).toEqual([
    { change: null, words: [{ text: "hosting", change: null }] },
    { change: null, words: [{ text: "email", change: null }] },
    { change: "removed", words: [{ text: "payments", change: "removed" }] },
  ])
  expect(changes[5]!.words).toEqual([{ text: "Gone soon.", change: "removed" }])
})

test("a heading that keeps most of its words is one heading changed", () => {
  const [change, ...rest] = compareLegalText(blocks("## 5. How we protect your information"), blocks("## 5. How we protect information"))
  expect(rest).toEqual([])
  expect(change).toMatchObject({ change: "changed", kind: "h2", section: "5. How we protect information", sectionId: "how-we-protect-information" })
  expect(marked(change!.words)).toBe("5. How we protect [-your -]information")
})

test("a list item reworded is one item changed, between the items kept", () => {
  const [change] = compareLegalText(blocks("1. Access your data\n2. Delete it on request\n3. Object"), blocks("1. Access your data\n2. Delete it within 30 days of a request\n3. Object"))
  expect(change).toMatchObject({ change: "changed", kind: "ol" })
  expect(change!.items!.map((item) => [item.change, marked(item.words)])).toEqual([
    [null, "Access your data"],
    ["changed", "Delete it [-on-]{+within+} {+30 days of a +}request"],
    [null, "Object"],
  ])
})

test("a new paragraph beside a reworded one is added, not paired with it", () => {
  const changes = compareLegalText(blocks("We never sell data."), blocks("Cookies are not used at all here.\n\nWe never sell your data."))
  expect(changes.map((c) => [c.change, marked(c.words)])).toEqual([
    ["added", "{+Cookies are not used at all here.+}"],
    ["changed", "We never sell {+your +}data."],
  ])
})
