// Gatsby's build-time hooks, one concern per module under src/node/.
export { createSchemaCustomization } from "./src/node/schema-customization"
export { onPreBootstrap, onCreateNode } from "./src/node/content-nodes"
export { createPages } from "./src/node/create-pages"
export { onCreatePage, onCreateWebpackConfig } from "./src/node/cms"
export { onPostBuild } from "./src/node/post-build"
