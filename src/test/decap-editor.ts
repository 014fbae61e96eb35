// A writer's steps in Decap CMS, for the browser tests of the editor.
import type { Page } from "@playwright/test"

/**
 * Opens an entry, e.g. "pages/entries/home", or a new one, "legal/new", signing in first (on the
 * local backend, one click) unless this page already is.
 */
export async function openEntry(page: Page, editorUrl: string, entry: string) {
  const route = `${editorUrl}#/collections/${entry}`
  const login = page.getByRole("button", { name: "Login" })
  const editing = page.getByText(/Writing in .+ collection/).first()
  await page.goto(route)
  await login.or(editing).first().waitFor({ timeout: 60_000 })
  if (await login.isVisible()) {
    await login.click()
    await page.goto(route)
  }
  await editing.waitFor({ timeout: 30_000 })
}

/** Publish → Publish now: in the local backend's simple mode, this saves the file. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now").click()
}

/** What Decap's local backend on `port` says of itself to the editor at `editorOrigin`, or undefined when it does not answer that editor. */
export const localBackendInfo = (port: number, editorOrigin: string) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, { method: "POST", headers: { "Content-Type": "application/json", Origin: editorOrigin }, body: '{"action":"info"}' })
    .then((response) => (response.ok ? (response.json() as Promise<{ repo: string; publish_modes: string[]; type: string }>) : undefined))
    .catch(() => undefined)

/** The port the local backend says it took, in what `npm run cms` or scripts/cms-backend.mjs printed so far. */
export const backendPortSaid = (output: string) => {
  const port = output.match(/The editor's backend is listening at http:\/\/localhost:(\d+)\//)?.[1]
  return port === undefined ? undefined : Number(port)
}
