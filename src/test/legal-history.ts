// A copy of the site in a git repository whose history holds three revisions of the privacy
// policy, a cookie policy written in the editor, then a commit that changes the privacy policy's
// text but keeps its date: what the archive is built from. It also holds the pages a writer added
// (src/test/writer-pages.ts).
import fs from "node:fs"
import path from "node:path"
import { copySite } from "./site-copy"
import { commitAll, git } from "./git-repo"
import { COOKIE_POLICY } from "./cookie-policy"
import { addWriterPages } from "./writer-pages"

export const POLICY = "content/legal/privacy-policy.md"
const LIST = "\n\n- cloud hosting\n- email delivery"

// Each revision from the one after it, by the edits that made the next one.
const edit = (text: string, edits: Array<[string, string]>) =>
  edits.reduce((out, [from, to]) => {
    if (!out.includes(from)) throw new Error(`The privacy policy no longer says "${from}"`)
    return out.replace(from, to)
  }, text)

/** What September's text links that the site no longer has. */
export const GONE_LINK = "/records-request"
const UNDATED_CHANGE: [string, string] = ["for up to 30 days to keep the site secure", "for up to 14 days to keep the site secure"]
const SHARING = "or where the law requires it."
const CHILDREN = "\n\n## 9. Children\n\nOur website and service are for healthcare professionals and are not directed at children."

export const revisionTexts = (current: string) => {
  const october = edit(current, [
    ["lastUpdated: 2026-11-01", "lastUpdated: 2026-10-01"],
    [SHARING, `${SHARING}${LIST}`],
  ])
  const septemberOf = (text: string) =>
    edit(text, [
      ["lastUpdated: 2026-10-01", "lastUpdated: 2026-09-01"],
      ["## 5. How we protect information", "## 5. How we protect your information"],
      ["for up to two years", "for up to three years"],
      // A form since taken down, and a page the site still has.
      ["delete it sooner.", `delete it sooner on our [records request form](${GONE_LINK}) or through [our case studies team](/case-studies).`],
      [CHILDREN, ""],
      ["## 10. Changes", "## 9. Changes"],
      [LIST, `${LIST}\n- payment processing`],
    ])
  // October's first commit had a typo, fixed under the same date: October's text is the fix.
  const octoberTypo = edit(october, [["we receive your name", "we recieve your name"]])
  return { september: septemberOf(october), octoberTypo, october, november: current, undated: edit(current, [UNDATED_CHANGE]) }
}

/** `dir`, an empty folder, made the site's repository whose last commit is the undated change. */
export function siteWithLegalHistory(dir: string): string {
  copySite(dir)
  const file = path.join(dir, POLICY)
  const texts = revisionTexts(fs.readFileSync(file, "utf8"))
  fs.writeFileSync(file, texts.september)
  addWriterPages(dir)
  commitAll(dir, "Site with the September privacy policy and the writer's pages")
  fs.writeFileSync(path.join(dir, COOKIE_POLICY.file), COOKIE_POLICY.saved)
  git(dir, "add", COOKIE_POLICY.file)
  git(dir, "commit", "--quiet", "--message", "Cookie policy, written in the editor")
  for (const [name, text] of Object.entries(texts).slice(1)) {
    fs.writeFileSync(file, text)
    git(dir, "commit", "--quiet", "--all", "--message", `Privacy policy: ${name}`)
  }
  return dir
}
