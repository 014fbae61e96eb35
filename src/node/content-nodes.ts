// Validates content/ before anything is built, and gives each markdown file a node of its own
// kind (HomePage, AboutPage, LegalDocument) whose fields are its front matter, typed in full.
// The front matter is parsed as the check parses it, so every value is the text the writer typed.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node, Reporter } from "gatsby"
import { parseLegalText } from "../content/legal-text"
import { legalPdfOf, type LegalContent } from "../content/schema"
import { contentNodeType, formatProblems, parseFile, validateContentDir } from "../content/validate"

const root = process.cwd()
const contentDir = path.join(root, "content")

// Before the build, all of content/ is checked. In a build a problem stops it; in develop the
// server stays up and shows the same lines.
export function checkContent(reporter: Reporter): void {
  const problems = validateContentDir(contentDir)
  if (problems.length) reporter.panicOnBuild(formatProblems(problems))
}

let recheck: NodeJS.Timeout | undefined

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, reporter, createNodeId }) => {
  if (node.internal.type === "File" && process.env.gatsby_executing_command === "develop") {
    // A content edit in develop: check the whole set again once the burst of events settles.
    clearTimeout(recheck)
    recheck = setTimeout(() => checkContent(reporter), 300)
  }
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as (Node & { relativePath: string; absolutePath: string }) | undefined
  const type = file && contentNodeType(file.relativePath)
  if (!type) return
  const parsed = parseFile(file.relativePath, fs.readFileSync(file.absolutePath, "utf8"))
  // A file that does not parse has its problem reported by the content check.
  if (!("data" in parsed)) return
  const child = {
    ...parsed.data,
    // A legal document's body, as the blocks its page and its PDF are both made from.
    ...(type === "LegalDocument" && { pdf: legalPdfOf(parsed.data as LegalContent), blocks: parseLegalText(parsed.body).blocks, sourceFile: `content/${file.relativePath}` }),
    id: createNodeId(`${node.id} >>> ${type}`),
    parent: node.id,
    markdown: node.id,
    internal: { type, contentDigest: node.internal.contentDigest },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child: child as unknown as Node })
}
