// Folders in the system's temporary directory that a test file makes, removed after its tests
// however they end. The hook is the runner's own after-all (Jest's afterAll, Playwright's
// test.afterAll): a Jest worker is stopped without running process exit handlers.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

type AfterAll = (cleanUp: () => void) => void

/** A function that makes a fresh folder named `<prefix>XXXXXX`, removed by the given after-all hook. */
export function temporaryFolders(afterAll: AfterAll): (prefix: string) => string {
  const made: string[] = []
  afterAll(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    made.push(dir)
    return dir
  }
}
