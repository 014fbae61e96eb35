// The writers' editor at /admin/: its page learns the CMS's repository, and Decap CMS stays
// out of the HTML renderer, since it only ever runs in the browser.
import type { GatsbyNode } from "gatsby"

// The editor's route, as Gatsby names it (trailingSlash: "never"); it is served at /admin/ too.
export const ADMIN_ROUTE = "/admin"

// The CMS's GitHub repository and branch: Netlify's build names the repository; CMS_REPO and
// CMS_BRANCH set them anywhere else.
export const cmsRepository = (env: NodeJS.ProcessEnv = process.env) => ({
  repo: env.CMS_REPO ?? env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/.]+)/)?.[1] ?? "",
  branch: env.CMS_BRANCH ?? "main",
})

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== ADMIN_ROUTE || page.context?.repo !== undefined) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...cmsRepository() } })
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-html" || stage === "develop-html") actions.setWebpackConfig({ resolve: { alias: { "decap-cms-app": false } } })
}
