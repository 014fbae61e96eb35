// The site's search index (Pagefind), written after the build into public/pagefind/ by Pagefind's
// own command: only a page whose main landmark says it is searched (components/layout/Layout.tsx)
// is indexed, under the title it gives, with its topics as a filter; then the index's word lists
// beside it (./search-words.ts). Written anew on every build, once public/ holds only this build's files.
import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { writeWordLists } from "./search-words"

export const SEARCH_INDEX_FOLDER = "pagefind"
// Pagefind's command, run by this Node: its package is an ES module alone, which the build's compiled hooks cannot load.
const PAGEFIND = path.resolve("node_modules", "pagefind", "lib", "runner", "bin.cjs")

/** Removes the last build's index from `publicDir`, so that no file of it is taken for a stale file. */
export const removeSearchIndex = (publicDir: string) => fs.rmSync(path.join(publicDir, SEARCH_INDEX_FOLDER), { recursive: true, force: true })

// Pagefind's own search interfaces, which the site does not use (src/components/search/ draws its own).
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/

/** Indexes the searched pages of `publicDir`; how many pages the index holds. */
export async function writeSearchIndex(publicDir: string): Promise<number> {
  removeSearchIndex(publicDir)
  // What screen readers skip (a question's + and −, a breadcrumb's slashes, an arrow) is no word of the page's.
  const args = ["--site", publicDir, "--output-subdir", SEARCH_INDEX_FOLDER, "--exclude-selectors", '[aria-hidden="true"]', "--silent"]
  await promisify(execFile)(process.execPath, [PAGEFIND, ...args])
  const out = path.join(publicDir, SEARCH_INDEX_FOLDER)
  for (const file of fs.readdirSync(out).filter((name) => UNUSED.test(name))) fs.rmSync(path.join(out, file))
  writeWordLists(out)
  const entry = JSON.parse(fs.readFileSync(path.join(out, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>
  }
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)
}
