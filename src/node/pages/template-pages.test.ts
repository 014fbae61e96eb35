/** @jest-environment node */
import type { Actions } from "gatsby"
import { CONTENT_TEMPLATES } from "./create-pages"
import { HUB_TEMPLATE } from "./hub-pages"
import { keepTemplates } from "./template-pages"

// The pages keepTemplates makes when Gatsby runs `command`.
function pagesIn(command: string) {
  const made: Array<{ path: string; component: string }> = []
  const before = process.env.gatsby_executing_command
  process.env.gatsby_executing_command = command
  try {
    const actions = { createPage: (page: { path: string; component: string }) => void made.push(page) } as unknown as Actions
    keepTemplates!({ actions } as Parameters<NonNullable<typeof keepTemplates>>[0], {} as never, () => undefined)
  } finally {
    process.env.gatsby_executing_command = before
  }
  return made
}

// The pages Gatsby's development 404 page lists, as its query filters them.
const LISTED = /^(?!\/dev-404-page).+$/

test("in develop each template has a page, whatever the content holds, which the development 404 page does not list", () => {
  const made = pagesIn("develop")
  expect(made.map((page) => page.component).sort()).toEqual([...CONTENT_TEMPLATES, HUB_TEMPLATE].sort())
  for (const page of made) expect(page.path).not.toMatch(LISTED)
  expect(new Set(made.map((page) => page.path)).size).toBe(made.length)
})

test("a build makes none: it has the content's pages alone", () => {
  expect(pagesIn("build")).toEqual([])
})
