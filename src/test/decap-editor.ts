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

/** What Decap's local backend (port 8081) says of itself to the editor at `editorOrigin`, or undefined when it does not answer that editor. */
export const localBackendInfo = (editorOrigin: string) =>
  fetch("http://127.0.0.1:8081/api/v1", { method: "POST", headers: { "Content-Type": "application/json", Origin: editorOrigin }, body: '{"action":"info"}' })
    .then((response) => (response.ok ? (response.json() as Promise<{ repo: string; publish_modes: string[]; type: string }>) : undefined))
    .catch(() => undefined)

/** Whether anything answers on port 8081, whatever it answers. */
const anythingOnBackendPort = () =>
  fetch("http://127.0.0.1:8081/api/v1", { method: "POST", body: "{}" })
    .then(() => true)
    .catch(() => false)

/** Fails when a local backend already answers: the editor would save through it instead. */
export async function expectNoLocalBackend() {
  if (await anythingOnBackendPort()) throw new Error("Something already answers on port 8081 (an `npm run cms`?); stop it first.")
}
