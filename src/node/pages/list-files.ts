import fs from "node:fs"
import path from "node:path"

/** Every file under a directory, recursively, as full paths. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
}
