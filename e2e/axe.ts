// axe-core's check of a page: WCAG 2.2 A/AA and best practices, once the page has settled.
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]

export async function expectNoViolations(page: Page) {
  await page.waitForLoadState("networkidle")
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}
