// Gatsby's build-time hooks, one concern per module under src/node/.
import type { GatsbyNode } from "gatsby"
import { checkContent, contentProblems, contentSynced, sourceContentNodes, watchContent } from "./src/node/pages/content-nodes"
import { createSitePages } from "./src/node/pages/create-pages"
import { createRedirects } from "./src/node/headers/redirects"
import { drawSocialCards } from "./src/node/drawings/social-cards"
import { finishDrawings, startDrawings } from "./src/node/drawings/drawings"
import { buildEditor } from "./src/node/editor/cms"
import { runQueriesOnChange } from "./src/node/pages/query-on-demand"
import { markBuildStart } from "./src/node/cache/stale-files"
import { forgetGoneTypeOwners } from "./src/node/cache/type-owners"
import { writeSectionFields } from "./src/node/pages/section-fields"
import { onCreateDevServer as redirectInDevelop } from "./src/node/headers/redirects"
import { answerFormPosts } from "./src/node/pages/dev-form-posts"
import { relinkRevisions, sourceNodes as sourceLegalArchive } from "./src/node/legal/legal-archive-nodes"
import { createHubPages } from "./src/node/pages/hub-pages"
import { showContentProblems } from "./src/node/pages/content-problems-page"
import { keepTemplates } from "./src/node/pages/template-pages"
import { requireLoadedConfig } from "./src/node/pages/site-settings"

export { createSchemaCustomization, createResolvers } from "./src/node/pages/schema-customization"
export { onCreatePage } from "./src/node/editor/cms"
export { onPostBuild } from "./src/node/output/post-build"
export { onCreateWebpackConfig } from "./src/node/output/webpack-config"

// What content the day publishes, with the day itself, then the legal documents' earlier
// revisions, whose links lead where the day leads them; in develop both are made again when a
// content file is written or deleted.
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options) => {
  await sourceContentNodes!(args, options, () => {})
  await sourceLegalArchive!(args, options, () => {})
  watchContent(args, () => relinkRevisions(args))
}

// Every page and legal document, the redirects from where they were, and their PDFs and sharing
// cards, drawn on every core while the build goes on; in develop a page for each template, and
// none of the content's while it has a problem, which every address shows instead.
export const createPages: GatsbyNode["createPages"] = async (args, options) => {
  await contentSynced()
  await keepTemplates!(args, options, () => {})
  if (contentProblems().length) return
  const drawings = startDrawings(args.cache.directory)
  await createSitePages(args, drawings)
  await createHubPages!(args, options, () => {})
  await createRedirects!(args, options, () => {})
  await drawSocialCards(args, drawings)
  await finishDrawings(drawings, args.reporter)
}

// In develop: the content's problems while it has any, the site's redirects, and a word on where form posts go.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args, options) => {
  showContentProblems!(args, options, () => {})
  redirectInDevelop!(args, options, () => {})
  answerFormPosts!(args, options, () => {})
}

// After Gatsby restored any cache: no type is kept as a plugin's that is gone; develop queries
// every page on a change; a build marks its start.
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  await forgetGoneTypeOwners(reporter)
  runQueriesOnChange()
  if (process.env.gatsby_executing_command === "build") markBuildStart()
}

// Content is checked before anything is built (and gatsby-config, which reads it, is known to have
// loaded), the page query's sections are written from their kinds' schemas, and the editor's bundle is made.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter, store }) => {
  checkContent(reporter)
  requireLoadedConfig(store, reporter)
  writeSectionFields(reporter)
  await buildEditor(reporter)
}
