// The files of content/ and static/ themselves, before what they say: no link out of the
// repository, no name that would break a rule of the headers file, and only files their folder declares.
import fs from "node:fs"
import path from "node:path"
import { declaredFileProblem, declaredKind, isWorkingFile } from "../vocabulary/declared-files.mjs"
import { inflate } from "../vocabulary/image-file"
import type { Problem } from "../vocabulary/problems"

// What the build publishes is files of the repository: a link could publish any file of the machine
// that builds it, and a file name with a space or a line break would add a rule to _headers. Each
// other file must be one its folder declares (declared-files.mjs): a writer's HTML page would run
// on the site's origin. A file of static/ is published as it is, so its bytes must be what its name
// says (an image's all of them); one of content/ only through the field that names it, which checks it in its own words. In
// content/, an editor's or the system's working file or folder (.DS_Store, about.md~, .obsidian/) is never read nor published.
export function fileProblems(contentDir: string, rel: (file: string) => string): Problem[] {
  const problems: Problem[] = []
  const walk = (dir: string, isStatic: boolean) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      // Never read nor published: no need to look at it (an editor's lock is a link to nowhere).
      if (!isStatic && isWorkingFile(entry.name)) continue
      if (entry.isSymbolicLink())
        problems.push({
          file: rel(file),
          field: "",
          message: "is a symbolic link (expected the file itself, copied here: a link can publish a file from outside the repository)",
        })
      else if (isStatic && /[\s\p{Cc}\p{Cf}]/u.test(entry.name))
        problems.push({ file: rel(file), field: "", message: "expected a file name without spaces or control characters (use hyphens instead)" })
      else if (entry.isDirectory()) walk(file, isStatic)
      else {
        // A file no folder declares is refused by its name, unread.
        const bytes = isStatic && declaredKind(rel(file)) ? fs.readFileSync(file) : undefined
        const problem = declaredFileProblem(rel(file), bytes, { inflate })
        if (problem) problems.push({ file: rel(file), field: "", message: problem })
      }
    }
  }
  walk(contentDir, false)
  walk(path.join(contentDir, "..", "static"), true)
  return problems
}
