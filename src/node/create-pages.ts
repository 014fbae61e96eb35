// Makes one page per legal document in content/legal/, all from one template.
import path from "node:path"
import type { GatsbyNode } from "gatsby"

type LegalPages = { allLegalDocument: { nodes: Array<{ id: string; path: string }> } }

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<LegalPages>(`{ allLegalDocument { nodes { id path } } }`)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the legal documents", result.errors)
    return
  }
  for (const { id, path: pagePath } of result.data.allLegalDocument.nodes) {
    actions.createPage({ path: pagePath, component: path.resolve("src/templates/legal-document.tsx"), context: { id } })
  }
}
