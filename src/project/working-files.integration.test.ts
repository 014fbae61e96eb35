/** @jest-environment node */
// What an editor or the system keeps beside a writer's files in content/ is never read there
// (isWorkingFile), and git leaves it out too, so a writer's `git add --all` never commits it.
import { execFileSync } from "node:child_process"
import path from "node:path"
import { isWorkingFile } from "../vocabulary/declared-files.mjs"

const root = path.join(__dirname, "..", "..")
// The paths of `files` git ignores in this checkout, by its .gitignore (exit status 1: none).
function ignored(files: string[]): string[] {
  try {
    return execFileSync("git", ["check-ignore", "--no-index", ...files], { cwd: root, encoding: "utf8" })
      .trim()
      .split("\n")
  } catch (error) {
    if ((error as { status?: number }).status === 1) return []
    throw error
  }
}

const WORKING = [
  "content/pages/about.md~",
  "content/pages/#about.md#",
  "content/pages/.#about.md",
  "content/pages/.about.md.swp",
  "content/images/.DS_Store",
  "content/legal/._privacy-policy.md",
  "content/.obsidian/app.json",
  "content/pages/.notes/plan.md",
]
const WRITERS = ["content/site.json", "content/pages/about.md", "content/images/founder.png", "static/legal/price-list.pdf", "static/icon.svg"]

test("every working file of content/ is ignored by git, and no writer's file is", () => {
  for (const file of WORKING) expect([file, file.split("/").some(isWorkingFile)]).toEqual([file, true])
  expect(ignored(WORKING)).toEqual(WORKING)
  expect(ignored(WRITERS)).toEqual([])
})
