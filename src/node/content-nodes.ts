// Validates content/ before anything is built, and gives each markdown file a node of its own
// kind (ContentPage, LegalDocument) whose fields are its front matter, typed in full.
// The node is made from the value the check read and checked: each file is parsed once per build.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node, Reporter } from "gatsby"
import { markdownHeadings, markdownImages } from "../content/markdown"
import { legalPdfOf, type LegalContent } from "../content/schema"
import type { PageContent } from "../site/page-schema"
import { contentNodeType, legalTextOf, parseFile } from "../site/content-files"
import { contentReport, formatProblems } from "../site/content-check"
import { SiteDateError } from "../content/announcement"
import { linkTargets, sectionAnchors } from "../site/links"
import { movedAddresses } from "./former-addresses"
import { sectionKind } from "../sections/kinds"
import { mapMarked } from "../sections/marked-fields"
import type { MarkdownSource } from "./text-images"
import { hubNodeFields } from "./article-nodes"
import { articleFacts, sectionHeadingIds } from "../site/article-facts"

const root = process.cwd()
const contentDir = path.join(root, "content")

// Before the build, all of content/ is checked. In a build a problem stops it, its report printed as
// it is, one problem a line: Gatsby's error would frame it as "UNKNOWN" and wrap it at 80 columns,
// paths and all. In develop the server stays up and logs the same lines among its own (a write
// of its own there would be overwritten by the live progress lines).
export function checkContent(reporter: Reporter): void {
  let report: ReturnType<typeof contentReport>
  try {
    report = contentReport(contentDir, movedAddresses(root).moves)
  } catch (error) {
    if (!(error instanceof SiteDateError)) throw error
    reporter.panic(error.message)
  }
  const { problems, warnings, news } = report
  if (problems.length) {
    if (process.env.gatsby_executing_command === "develop") reporter.log(formatProblems(problems))
    else {
      process.stderr.write(`${formatProblems(problems)}\n`)
      process.exit(1)
    }
  }
  for (const warning of warnings) reporter.warn(warning)
  for (const line of news) reporter.info(line)
}

let recheck: NodeJS.Timeout | undefined

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, actions, reporter, createNodeId }) => {
  if (node.internal.type === "File" && process.env.gatsby_executing_command === "develop") {
    // A content edit in develop: check the whole set again once the burst of events settles.
    clearTimeout(recheck)
    recheck = setTimeout(() => checkContent(reporter), 300)
  }
  // Each markdown file of content/ is read here, by the check's own reader: no transformer parses
  // it first (gatsby-transformer-remark's front matter reader would run a "---js" block as code).
  if (node.internal.type !== "File" || (node as Node & { sourceInstanceName?: string }).sourceInstanceName !== "content") return
  const file = node as Node & { relativePath: string; absolutePath: string }
  const type = contentNodeType(file.relativePath)
  if (!type) return
  // The value the content check read and checked, under the name it read it by.
  const sourceFile = `content/${file.relativePath}`
  const parsed = parseFile(sourceFile, fs.readFileSync(file.absolutePath, "utf8"))
  // A file that does not parse has its problem reported by the content check.
  if (!("data" in parsed)) return
  // Gatsby's node store (lmdb) takes an object with a "then" for a promise: a page's then is kept as sendsTo.
  const { then: sendsTo, ...fields } = parsed.data
  const child = {
    ...fields,
    ...(sendsTo !== undefined && { sendsTo }),
    // A legal document's body, as the blocks its page and its PDF are both made from.
    ...(type === "LegalDocument" && { pdf: legalPdfOf(parsed.data as LegalContent), blocks: legalTextOf(parsed).blocks, sourceFile }),
    ...(type === "ContentPage" && {
      ...articleFacts(parsed.data as PageContent),
      sections: pageSections(parsed.data as PageContent, path.dirname(file.absolutePath)),
      anchors: [...sectionAnchors(parsed.data)],
      links: linkTargets(parsed.data),
      sourceFile,
    }),
    ...((type === "Author" || type === "Topic") && { ...hubNodeFields(type, file.relativePath, parsed.body), sourceFile }),
    id: createNodeId(`${node.id} >>> ${type}`),
    parent: node.id,
    internal: { type, contentDigest: node.internal.contentDigest },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as unknown as Node })
}

// A page's sections as its query reads them: each Markdown field with its images' files (its HTML
// is made when it is queried, src/node/text-images.ts), and what its kind keeps from the page.
function pageSections(page: PageContent, dir: string) {
  let first = true
  // An article's ## headings, in order, each given the anchor its table of contents links to.
  const headingIds = sectionHeadingIds(page)
  return page.sections.map((section, index) => {
    const kind = sectionKind(section.type)!
    const markdown = mapMarked(kind.schema, section, "markdown", (body): MarkdownSource => {
      const images = markdownImages(body).map((src) => ({ src, file: path.resolve(dir, src) }))
      // Only the page's first field, in its first section, may open it with an image.
      const headings = markdownHeadings(body).length
      const ids = headingIds[index]!.splice(0, headings)
      const source = { markdown: body, images, first: first && index === 0, ...(ids.length && { headingIds: ids }) }
      first = false
      return source
    }) as object
    return { ...markdown, ...kind.onNode?.(page) }
  })
}
