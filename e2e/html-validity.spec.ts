// Every built page of the writers' site, the site's own pages and the writers' among them, read by
// the Nu HTML Checker (vnu-jar, on Java): no error but those docs/testing.md lists, with the reason.
import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import { expect, test } from "@playwright/test"
import { sharedSite } from "../src/test/shared-sites"
import { temporaryFolders } from "../src/test/temporary-folders"

const folder = temporaryFolders(test.afterAll)
const VNU = require.resolve("vnu-jar/build/dist/vnu.jar")

// What docs/testing.md allows, and why: each a message the checker writes, matched from its start.
const ALLOWED = [
  // Its CSS checker predates @property, container queries, margin-trim and clamp() with container units, which Tailwind 4 writes.
  /^CSS: /,
  // Netlify's form detection reads this attribute from the built page (src/sections/form/Form.tsx).
  /^Attribute “netlify-honeypot” not allowed on element “form”/,
]

type Message = { type: string; url: string; message: string; extract?: string }

test("every built page, the writers' included, has no HTML error but those allowed", async () => {
  test.setTimeout(300_000)
  const built = await sharedSite("writers", folder)
  expect(built.status, built.output.slice(-3000)).toBe(0)
  const publicDir = path.join(built.dir, "public")
  const run = await promisify(execFile)("java", ["-jar", VNU, "--errors-only", "--format", "json", "--skip-non-html", publicDir], {
    maxBuffer: 256 * 1024 * 1024,
  }).catch((error: { stdout: string; stderr: string }) => error)
  const messages = (JSON.parse(run.stderr) as { messages: Message[] }).messages
  // Gatsby's slices are fragments it stitches into pages, not pages.
  const pages = messages.filter((message) => !message.url.includes("/_gatsby/slices/"))
  const errors = pages.filter((message) => message.type === "error" && !ALLOWED.some((allowed) => allowed.test(message.message)))
  expect(errors.map(({ url, message, extract }) => `${url.replace(/.*\/public/, "")}: ${message} ${extract ?? ""}`)).toEqual([])
})
