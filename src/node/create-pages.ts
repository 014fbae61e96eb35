// Makes one page per legal document in content/legal/, all from one template.
import path from "node:path"
import type { GatsbyNode } from "gatsby"

type LegalPages = { allMarkdownRemark: { nodes: Array<{ id: string; frontmatter: { path: string } }> } }

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<LegalPages>(`
    {
      allMarkdownRemark(filter: { fields: { kind: { eq: "legal" } } }) {
        nodes { id frontmatter { path } }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the legal documents", result.errors)
    return
  }
  for (const { id, frontmatter } of result.data.allMarkdownRemark.nodes) {
    actions.createPage({
      path: frontmatter.path,
      component: path.resolve("src/templates/legal-document.tsx"),
      context: { id },
    })
  }
}
