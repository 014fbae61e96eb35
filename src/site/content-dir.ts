// The files of content/ on disk, as the build reads them (the editor reads the same files from the repository).
import fs from "node:fs"
import path from "node:path"

// The files below `dir`; a symbolic link is not followed (fileProblems refuses it).
export function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix + entry.name
    if (entry.isSymbolicLink()) return []
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), `${name}/`)
    return entry.name.startsWith(".") || entry.name === "README.md" ? [] : [name]
  })
}
