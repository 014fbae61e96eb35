// A git repository for the editor's workflow tests: commands run in it with an author of their
// own, whatever this machine's git is set up with, since the local backend commits there too.
import { execFileSync } from "node:child_process"

export const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: "Writer",
  GIT_AUTHOR_EMAIL: "writer@example.com",
  GIT_COMMITTER_NAME: "Writer",
  GIT_COMMITTER_EMAIL: "writer@example.com",
}

/** Runs git in `dir`; its output, trimmed. */
export const git = (dir: string, ...args: string[]) =>
  execFileSync("git", args, { cwd: dir, encoding: "utf8", env: { ...process.env, ...GIT_IDENTITY } }).trim()

/** Makes `dir` a repository on main whose one commit holds everything in it. */
export function commitAll(dir: string, message: string): void {
  git(dir, "init", "--quiet", "--initial-branch=main")
  git(dir, "add", "--all")
  git(dir, "commit", "--quiet", "--message", message)
}
