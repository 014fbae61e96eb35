// Gatsby's build-time hooks, one concern per module under src/node/.
export { createSchemaCustomization } from "./src/node/schema-customization"
export { onPreBootstrap, onCreateNode } from "./src/node/content-nodes"
export { createPages, onCreatePage } from "./src/node/create-pages"
export { onPostBuild } from "./src/node/post-build"
