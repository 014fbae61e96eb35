// The writers' editor at /admin/: its bundle is built before the pages (outside webpack), and
// its page learns the bundle's address and the CMS's repository.
import type { GatsbyNode, Reporter } from "gatsby"
import { ADMIN_ROUTE } from "./admin-route"
import { buildEditorBundle } from "./editor-bundle"
import { counted } from "../../vocabulary/counted"

// The CMS's GitHub repository and branch: Netlify's build names the repository; CMS_REPO and
// CMS_BRANCH set them anywhere else.
export const cmsRepository = (env: NodeJS.ProcessEnv = process.env) => ({
  repo: env.CMS_REPO ?? env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/.]+)/)?.[1] ?? "",
  branch: env.CMS_BRANCH ?? "main",
})

let editor: { editorScript: string; editorPreload: string[] } | undefined

/** Before the pages: the editor's bundle, built or taken from the cache. */
export async function buildEditor(reporter: Reporter): Promise<void> {
  const bundle = await buildEditorBundle()
  editor = { editorScript: bundle.script, editorPreload: bundle.preload }
  reporter.info(
    `content editor bundle: ${counted(bundle.files.length, "file")} ${bundle.cached ? "from the cache" : "built"} in ${bundle.seconds.toFixed(1)} s`,
  )
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== ADMIN_ROUTE || page.context?.editorScript === editor?.editorScript) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...cmsRepository(), ...editor } })
}
