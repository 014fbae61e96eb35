// The content files checked against each other: every address taken once, each file a page names
// there and sound, each form's name its own, and every link inside the site leading somewhere.
import { subjectPathOf, type Address } from "../vocabulary/addresses"
import type { Problem } from "../vocabulary/problems"
import { madeRedirectProblems, siteRedirects, type Redirect } from "../vocabulary/redirects"
import { IMAGE_PATH, legalPdfOf } from "../vocabulary/schema"
import { pageMarkedValues, sectionKind, sectionsOf } from "../sections/kinds"
import { siteFileOf, type Parsed } from "./content-files"
import { namedFile, type ContentSet } from "./content-set"
import { formNameProblems } from "./form-names"
import { hubProblems } from "./hub-checks"
import { addressProblem, linkMessage, linkProblems, markdownFieldImages, redirected, targetProblem } from "./links"
import { whereInText } from "../vocabulary/markdown"
import { pageAnchors } from "./article-facts"
import { addressOwnerIn, isLiveIn, madeRedirects } from "./site-redirects"

// The kinds of file a page names, by its field's mark: an image, a video, its captions.
const FILE_MARKS = ["image", "video", "captions"] as const

export function integrityProblems(parsed: Parsed[], set: ContentSet, checkLinks: boolean, moves: readonly Redirect[], today: string): Problem[] {
  const problems: Problem[] = []
  const written: readonly Address[] = parsed.flatMap(({ file, data, legal }) => {
    const kind = /\/pages\//.test(file) ? "page" : /\/legal\//.test(file) ? "legal" : undefined
    return kind && typeof data.path === "string" ? [{ file, path: data.path, kind, anchors: legal?.anchors ?? pageAnchors(data) }] : []
  })
  for (const address of written) {
    const problem = addressProblem(address, written)
    if (problem) problems.push(problem)
  }
  // The authors' and topics' pages, which links may name too (on the days an article names them: ./hub-checks.ts).
  const subjects = parsed.flatMap(({ file }): Address[] => {
    const route = subjectPathOf(file)
    return route ? [{ file, path: route, kind: "subject", anchors: new Set() }] : []
  })
  const addresses = [...written, ...subjects]
  if (!addresses.some(({ kind, path: route }) => kind === "page" && route === "/")) {
    problems.push({ file: "content/pages", field: "", message: 'expected a page whose path is "/" (the landing page), found none' })
  }
  // A file a page names, as its path is written from content/pages/ ("../images/founder.png").
  const fileAt = (image: string) => namedFile("content/pages/", image)
  const site = siteFileOf(parsed)?.data
  problems.push(...formNameProblems(parsed))
  for (const { file, data } of parsed) {
    sectionsOf(data).forEach((section, i) => {
      const field = `sections[${i}]`
      if (section) problems.push(...(sectionKind(section.type)?.problems?.(section, { file, field, pagePath: data.path, addresses, site }) ?? []))
    })
    for (const mark of FILE_MARKS) {
      for (const { field, value } of pageMarkedValues(data, mark)) {
        const problem = set.fileProblem(mark, fileAt(value))
        if (problem) problems.push({ file, field, message: problem })
      }
    }
    for (const { field, image } of markdownFieldImages(data)) {
      const problem = IMAGE_PATH.test(image) && set.fileProblem("image", fileAt(image))
      if (problem) problems.push({ file, field, message: problem })
    }
  }
  if (!checkLinks) return problems
  // The site's redirects, so that a link to a page that moved still leads somewhere; a writer's own are checked first.
  const whoHas = addressOwnerIn(set.staticAddresses, addresses)
  const made = madeRedirects(site)
  problems.push(...madeRedirectProblems(made, moves, whoHas, (target) => targetProblem(target, addresses)))
  const pdfs = new Set(
    parsed.flatMap(({ data, legal }) => (legal && typeof data.path === "string" ? [legalPdfOf(data as { path: string; pdf?: string })] : [])),
  )
  const redirects = new Map(siteRedirects(made, moves, isLiveIn(set.staticAddresses, addresses, pdfs)).map(({ from, to }) => [from, to]))
  for (const { file, data, legal, body = "", bodyLine = 1 } of parsed) {
    problems.push(...linkProblems(file, data, addresses, redirects))
    for (const { line, href } of legal?.links ?? []) {
      const end = redirected(href, redirects)
      const problem = href.startsWith("/") && !/^https:\/\//.test(end) && targetProblem(end, addresses)
      if (problem) problems.push({ file, field: "", message: `${whereInText(body, line, bodyLine, "")}: ${linkMessage(problem, href, end)}` })
    }
  }
  problems.push(...hubProblems(parsed, { set, addresses, redirects, today }))
  return problems
}
