// Makes a page for each author (/authors/<id>) and each topic (/topics/<id>), from one template (src/templates/hub-index.tsx).
import path from "node:path"
import type { GatsbyNode } from "gatsby"

const TEMPLATE = path.resolve("src/templates/hub-index.tsx")

export const createHubPages: GatsbyNode["createPages"] = async ({ graphql, actions }) => {
  const { data } = await graphql<{ allAuthor: { nodes: Array<{ id: string; path: string }> }; allTopic: { nodes: Array<{ id: string; path: string }> } }>(
    "{ allAuthor { nodes { id path } } allTopic { nodes { id path } } }",
  )
  for (const node of [...data!.allAuthor.nodes, ...data!.allTopic.nodes]) actions.createPage({ path: node.path, component: TEMPLATE, context: { id: node.id } })
}
