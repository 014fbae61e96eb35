// Nodes for the legal documents' earlier revisions and for what changed between revisions, so
// their pages query them as the current documents' pages query theirs.
import type { GatsbyNode } from "gatsby"
import { readLegalArchive } from "./legal-archive"

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  const { revisions, comparisons } = readLegalArchive(process.cwd(), reporter)
  const nodes = [...revisions.map((fields) => ({ type: "LegalRevision", fields })), ...comparisons.map((fields) => ({ type: "LegalChanges", fields }))]
  for (const { type, fields } of nodes) {
    actions.createNode({ ...fields, id: createNodeId(`${type} ${fields.path}`), internal: { type, contentDigest: createContentDigest(fields) } })
  }
}
