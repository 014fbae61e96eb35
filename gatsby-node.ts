// Gatsby's build-time hooks, one concern per module under src/node/.
import type { GatsbyNode } from "gatsby"
import { checkContent } from "./src/node/content-nodes"
import { buildEditor } from "./src/node/cms"

export { createSchemaCustomization } from "./src/node/schema-customization"
export { onCreateNode } from "./src/node/content-nodes"
export { sourceNodes } from "./src/node/legal-archive-nodes"
export { createPages } from "./src/node/create-pages"
export { onCreatePage } from "./src/node/cms"
export { onPostBuild } from "./src/node/post-build"
export { onPreInit } from "./src/node/query-on-demand"
export { onCreateWebpackConfig } from "./src/node/webpack-config"

// Content is checked before anything is built; then the editor's bundle is made.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  checkContent(reporter)
  await buildEditor(reporter)
}
