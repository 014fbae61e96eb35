/** @jest-environment node */
// The local editor's guard (scripts/cms-guard.mjs): its body bound fits the largest file a writer
// saves, and a path is judged by where it really leads. Its requests are tested end to end in
// cms-backend.integration.test.ts.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { BODY_MAX_BYTES, fileRefusal, VIDEO_MAX_BYTES } from "../../scripts/cms-guard.mjs"
import { VIDEO_MAX_BYTES as SITE_VIDEO_MAX_BYTES } from "../content/video-file"

test("the body bound takes the largest video a page may have, in base64, with its entry", () => {
  expect(VIDEO_MAX_BYTES).toBe(SITE_VIDEO_MAX_BYTES)
  expect(BODY_MAX_BYTES).toBeGreaterThan(Buffer.from("a".repeat(SITE_VIDEO_MAX_BYTES)).toString("base64").length + 256 * 1024)
})

test("a file is judged by where it leads: through a linked folder or a linked file, out of the editor's folders, it is refused", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-guard-"))
  try {
    fs.mkdirSync(path.join(root, "content", "pages"), { recursive: true })
    fs.symlinkSync("..", path.join(root, "content", "up"))
    fs.symlinkSync("pages", path.join(root, "content", "also-pages"))
    fs.symlinkSync("../../x.mjs", path.join(root, "content", "pages", "nowhere.md"))
    const judged = async (file: string) => (await fileRefusal(file, { root })) ?? "taken"
    expect(await judged("content/pages/new/deeper/page.md")).toBe("taken")
    expect(await judged("content/also-pages/page.md")).toBe("taken")
    expect(await judged("static/legal/terms.pdf")).toBe("taken")
    for (const file of ["content/up/x.mjs", "content/up/scripts/new/x.mjs", "content/pages/nowhere.md"])
      expect(await judged(file)).toBe(`"${file}" leads outside the editor's folders (content, static/legal)`)
    expect(await judged("scripts/x.mjs")).toBe(`"scripts/x.mjs" is outside the editor's folders (content, static/legal)`)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
})
