// After every browser test: the folder the browsers kept their own temporary files in goes.
import fs from "node:fs"
import { BROWSER_TMPDIR } from "./browser"

export default function globalTeardown() {
  fs.rmSync(BROWSER_TMPDIR, { recursive: true, force: true })
}
