/** @jest-environment node */
// A list of pages or a topic empty on the build's day is a warning naming its file, never a stop.
import { checkSite } from "./site-check"
import { hubSite } from "../test/hub-site"

const TODAY = "2026-12-10"
const NOON = new Date(`${TODAY}T17:00:00Z`)
const { base, texts } = hubSite(TODAY)

const checkWith = (changes: Record<string, string>) =>
  checkSite({ ...base, texts: new Map([...texts, ...Object.entries(changes)]), fileProblem: () => undefined, fileProblems: [] }, [], NOON)
const CASE_LAW = { "content/topics/case-law.md": "---\nname: Case law\ndescription: Decisions that changed how reports are written.\n---\n" }

test("a topic no live article has, and a list of it, are warnings naming their files; the build goes on", () => {
  const insights = texts.get("content/pages/insights.md")!.replace("topic: apportionment", "topic: case-law")
  const { problems, warnings } = checkWith({ ...CASE_LAW, "content/pages/insights.md": insights })
  expect(problems).toEqual([])
  expect(warnings.filter((warning) => /lists no page|no article live/.test(warning))).toEqual([
    `content/pages/insights.md: Section 2 (List of pages): lists no page on ${TODAY} of the topic "case-law" under /insights: visitors see its empty words until a page is published there`,
    `content/topics/case-law.md: no article live on ${TODAY} has this topic: it has no page, feed or search entry until one does`,
  ])
})

test("a topic whose only article goes up tomorrow is empty today; the hub as it is warns of nothing empty", () => {
  expect(checkWith({}).warnings.filter((warning) => /lists no page|no article live/.test(warning))).toEqual([])
  const coming = texts.get("content/pages/insights-coming-soon.md")!.replace("  - report-writing", "  - case-law")
  expect(checkWith({ ...CASE_LAW, "content/pages/insights-coming-soon.md": coming }).warnings).toContain(
    `content/topics/case-law.md: no article live on ${TODAY} has this topic: it has no page, feed or search entry until one does`,
  )
})
