// Validates content/ before anything is built, and tags each markdown node with its kind.
import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { formatProblems, validateContentDir } from "../content/validate"

const root = process.cwd()
const contentDir = path.join(root, "content")
const staticDir = path.join(root, "static")

// In a build a problem stops it; in develop the server stays up and shows the same lines.
function reportContentProblems(reporter: Reporter): void {
  const problems = validateContentDir(contentDir, staticDir)
  if (problems.length) reporter.panicOnBuild(formatProblems(problems))
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => reportContentProblems(reporter)

let recheck: NodeJS.Timeout | undefined

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, reporter }) => {
  if (node.internal.type === "File" && process.env.gatsby_executing_command === "develop") {
    // A content edit in develop: check the whole set again once the burst of events settles.
    clearTimeout(recheck)
    recheck = setTimeout(() => reportContentProblems(reporter), 300)
  }
  if (node.internal.type === "MarkdownRemark" && node.parent) {
    const file = getNode(node.parent) as { relativePath?: string } | undefined
    const relativePath = file?.relativePath ?? ""
    const kind = relativePath.startsWith("legal/") ? "legal" : path.basename(relativePath, ".md")
    actions.createNodeField({ node, name: "kind", value: kind })
  }
}
