// Makes a page for each author (/authors/<id>) and each topic (/topics/<id>), from one template
// (src/templates/hub-index.tsx), and one for each later page of its articles (/topics/<id>/page/2).
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { listPages } from "../../vocabulary/list-pages"

/** The template of the authors' and topics' pages. */
export const HUB_TEMPLATE = path.resolve("src/templates/hub-index.tsx")
type Index = { id: string; path: string; pageCount: number }

export const createHubPages: GatsbyNode["createPages"] = async ({ graphql, actions }) => {
  const { data } = await graphql<{ allAuthor: { nodes: Index[] }; allTopic: { nodes: Index[] } }>(
    "{ allAuthor { nodes { id path pageCount } } allTopic { nodes { id path pageCount } } }",
  )
  for (const node of [...data!.allAuthor.nodes, ...data!.allTopic.nodes])
    for (const { path: address, listPage } of listPages(node.path, node.pageCount))
      actions.createPage({ path: address, component: HUB_TEMPLATE, context: { id: node.id, listPage } })
}
