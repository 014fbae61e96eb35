// Every committed text of the files in one folder, from the repository the site is built in:
// one `git log` over the folder for the commits that changed each file, then one
// `git cat-file --batch` for all of their texts. Two commands, however long the history.
import { execFileSync } from "node:child_process"
import type { FileVersion } from "../../site/legal-revisions"

export type GitHistory = { head: string; versions: Map<string, FileVersion[]> } | { missing: string }

const git = (root: string, args: string[], input?: string) =>
  execFileSync("git", args, { cwd: root, input, maxBuffer: 1 << 30, stdio: ["pipe", "pipe", "pipe"] })

/**
 * The versions of each file under `folder` (a path from `root`), newest first, keyed by its
 * path from `root`; or what is missing when the history cannot be read in full.
 */
export function readGitHistory(root: string, folder: string): GitHistory {
  let facts: string[]
  try {
    facts = git(root, ["rev-parse", "--is-shallow-repository", "--show-prefix", "HEAD"]).toString().split("\n")
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: Buffer }
    if (code === "ENOENT") return { missing: "git is not installed" }
    if (/not a git repository/i.test(String(stderr))) return { missing: "there is no .git folder (not a clone)" }
    return { missing: "the repository has no commit yet" }
  }
  const [shallow, prefix = "", head = ""] = facts
  if (shallow === "true") return { missing: "the clone is shallow (fetch its full history: git fetch --unshallow, or fetch-depth: 0 in GitHub Actions)" }

  // The history of the branch as it was published: first parents only, a merge as its change
  // to that line, so a text merged from a review branch counts when it reached the branch.
  const log = git(root, ["log", "--first-parent", "--diff-merges=first-parent", "--no-renames", "--name-only", "--format=%x1e%H", "--", folder]).toString()
  const changes: Array<{ commit: string; file: string }> = []
  for (const entry of log.split("\x1e").slice(1)) {
    const [commit, ...files] = entry.trim().split("\n").filter(Boolean)
    // Paths come from the repository's top; the site may sit in a folder of it.
    for (const file of files) if (file.startsWith(prefix)) changes.push({ commit: commit!, file: file.slice(prefix.length) })
  }
  const texts = catFiles(
    root,
    changes.map(({ commit, file }) => `${commit}:${prefix}${file}`),
  )
  const versions = new Map<string, FileVersion[]>()
  changes.forEach(({ commit, file }, i) => {
    versions.set(file, [...(versions.get(file) ?? []), { commit, text: texts[i]! }])
  })
  return { head, versions }
}

// `git cat-file --batch` answers each "<commit>:<path>" with "<oid> blob <size>\n<bytes>\n",
// or "<name> missing\n" where that commit deleted the file.
function catFiles(root: string, names: string[]): Array<string | null> {
  if (!names.length) return []
  const out = git(root, ["cat-file", "--batch"], `${names.join("\n")}\n`)
  const texts: Array<string | null> = []
  let at = 0
  for (let i = 0; i < names.length; i++) {
    const end = out.indexOf(10, at)
    const header = out.subarray(at, end).toString()
    const [, type, size] = header.match(/^[0-9a-f]+ (\w+) (\d+)$/) ?? []
    if (size === undefined) {
      texts.push(null)
      at = end + 1
      continue
    }
    texts.push(type === "blob" ? out.subarray(end + 1, end + 1 + Number(size)).toString("utf8") : null)
    at = end + 1 + Number(size) + 1
  }
  return texts
}
