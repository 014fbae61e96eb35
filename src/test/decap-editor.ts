// A writer's steps in Decap CMS, for the browser tests of the editor.
import type { Page } from "@playwright/test"

/** Signs in (locally, one click) and opens an entry, e.g. "pages/entries/home". */
export async function openEntry(page: Page, editorUrl: string, entry: string) {
  await page.goto(editorUrl)
  await page.getByRole("button", { name: "Login" }).click()
  await page.goto(`${editorUrl}#/collections/${entry}`)
  await page.getByText("Published", { exact: true }).first().waitFor({ timeout: 30_000 })
}

/** Publish → Publish now: in the local backend's simple mode, this saves the file. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now").click()
}
