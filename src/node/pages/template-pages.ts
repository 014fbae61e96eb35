// In develop, a page for each template, which no one visits, so that Gatsby compiles each
// template's query and script whatever the content holds. A template with no page of its own (the
// articles' before a site's first article, every one while the content has a problem) is otherwise
// warned of at every save, its query "will not be run", and compiled only once a page uses it,
// which then takes longer. A build has only the content's pages.
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { CONTENT_TEMPLATES } from "./create-pages"
import { HUB_TEMPLATE } from "./hub-pages"

// Under Gatsby's development 404 page, which leaves what stands there out of its list of the site's
// pages: a writer who mistypes an address is not offered these, whose data is no content's.
const TEMPLATE_PAGES = "/dev-404-page/template"

export const keepTemplates: GatsbyNode["createPages"] = ({ actions }) => {
  if (process.env.gatsby_executing_command !== "develop") return
  for (const component of [...CONTENT_TEMPLATES, HUB_TEMPLATE])
    actions.createPage({ path: `${TEMPLATE_PAGES}/${path.basename(component, ".tsx")}`, component, context: { id: "", listPage: 1 } })
}
