// The legal documents' earlier revisions, read from the repository's history: each one's page
// and PDF address, the revision that replaced it, and what changed between the two. Prints the
// warnings a writer needs: history missing, and a text changed under an unchanged date.
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { displayDate } from "../../vocabulary/dates"
import { compareLegalText, type LegalComparison } from "../../vocabulary/legal-diff"
import { changedWithoutNewDate, earlierRevisions, parseLegal, parseVersions, type ParsedLegal, type ParsedVersion } from "../../site/legal-revisions"
import type { LegalBlock } from "../../vocabulary/legal-text"
import { legalPdfOf } from "../../vocabulary/schema"
import { counted } from "../../vocabulary/counted"
import { readGitHistory } from "./git-history"
import { markdownFilesIn } from "../../site/content-dir"

const LEGAL_FOLDER = "content/legal"

export type LegalDate = { iso: string; display: string }
export type VersionLink = { date: LegalDate; path: string }
export type ArchivedRevision = {
  sourceFile: string
  title: string
  description: string
  path: string
  pdf: string
  lastUpdated: LegalDate
  blocks: LegalBlock[]
  commit: string
  currentPath: string
  replacedBy: VersionLink
  changesPath: string
}
export type LegalComparisonPage = {
  sourceFile: string
  title: string
  description: string
  path: string
  pdf: string
  from: VersionLink
  to: VersionLink
} & LegalComparison

const dateOf = (iso: string): LegalDate => ({ iso, display: displayDate(iso) })
// "/legal/terms-of-service.pdf" of 2026-10-01 is "/legal/terms-of-service-2026-10-01.pdf", and
// what changed in it "/legal/terms-of-service-2026-10-01-changes.pdf".
const archivedPdf = (pdf: string, iso: string, suffix = "") => pdf.replace(/\.pdf$/, `-${iso}${suffix}.pdf`)

/** Every legal document's earlier revisions and the comparisons between its revisions. */
export function readLegalArchive(root: string, reporter: Reporter) {
  const started = performance.now()
  const history = readGitHistory(root, LEGAL_FOLDER)
  const revisions: ArchivedRevision[] = []
  const comparisons: LegalComparisonPage[] = []
  if ("missing" in history) {
    reporter.warn(`Earlier versions of the legal documents are not published: ${history.missing}. Only their current versions are built.`)
  }
  const folder = path.join(root, LEGAL_FOLDER)
  const files = markdownFilesIn(folder)
  for (const name of files) {
    const sourceFile = `${LEGAL_FOLDER}/${name}`
    const current = parseLegal(sourceFile, fs.readFileSync(path.join(folder, name), "utf8"))
    // A current text with a mistake stops the build in the content check, which names it.
    if ("problem" in current) continue
    const versions = "missing" in history ? [] : parseVersions(sourceFile, history.versions.get(sourceFile) ?? [])
    if (!("missing" in history)) warnOfUndatedChange(sourceFile, current, versions, history.head, reporter)
    const earlier = earlierRevisions(current.doc.lastUpdated, versions)
    for (const line of earlier.skipped) reporter.warn(`An earlier version is not published, as it does not read under today's content rules: ${line}`)

    const { doc } = current
    const currentLink = { date: dateOf(doc.lastUpdated), path: doc.path }
    // Oldest first, so that each revision is followed by the one that replaced it.
    const chain = [...earlier.revisions].reverse()
    chain.forEach((revision, i) => {
      const iso = revision.doc.lastUpdated
      const newer = chain[i + 1] ?? current
      const replacedBy = chain[i + 1] ? { date: dateOf(newer.doc.lastUpdated), path: `${doc.path}/${newer.doc.lastUpdated}` } : currentLink
      const page = { date: dateOf(iso), path: `${doc.path}/${iso}` }
      const changesPath = `${page.path}/changes`
      const { title, description } = revision.doc
      revisions.push({
        sourceFile,
        title,
        description,
        path: page.path,
        pdf: archivedPdf(legalPdfOf(doc), iso),
        lastUpdated: page.date,
        blocks: revision.blocks,
        commit: revision.commit,
        currentPath: doc.path,
        replacedBy,
        changesPath,
      })
      const pdf = archivedPdf(legalPdfOf(doc), iso, "-changes")
      comparisons.push({
        sourceFile,
        title: newer.doc.title,
        description: doc.description,
        path: changesPath,
        pdf,
        from: page,
        to: replacedBy,
        ...compareLegalText(revision.blocks, newer.blocks),
      })
    })
  }
  const ms = Math.round(performance.now() - started)
  reporter.info(`Legal documents' history: ${counted(revisions.length, "earlier version")} of ${counted(files.length, "document")} read from git in ${ms} ms`)
  return { revisions, comparisons }
}

// The commit being built (or, for uncommitted work, the working tree) should not change a
// document's text under the date it had: readers of that date would be shown other words.
function warnOfUndatedChange(sourceFile: string, current: ParsedLegal, versions: ParsedVersion[], head: string, reporter: Reporter) {
  const [committed, previous] = versions
  if (!committed?.parsed || "problem" in committed.parsed) return
  const committedText = committed.parsed
  let sentence: string | null = null
  let against = ""
  if (JSON.stringify(current) !== JSON.stringify(committedText)) {
    sentence = changedWithoutNewDate(committedText, current)
    against = "the last commit"
  } else if (committed.commit === head && previous?.parsed && !("problem" in previous.parsed)) {
    sentence = changedWithoutNewDate(previous.parsed, committedText)
    against = "the commit before it"
  }
  if (sentence) {
    reporter.warn(
      `${sourceFile}: the text differs from ${against}, but lastUpdated is still ${current.doc.lastUpdated}. The first sentence that differs: "${sentence}" ` +
        `If this is more than a typo fix, set lastUpdated to the date the new text takes effect, so readers of the earlier text can still find it.`,
    )
  }
}
