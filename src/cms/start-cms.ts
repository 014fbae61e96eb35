// Starts Decap CMS on /admin/: its scripts load here only, from our own origin. Previews get
// the site's compiled CSS, which is then taken off the editor's own page.
import { en } from "decap-cms-locales"
import { EMPTY_TEXT_MESSAGE, type SiteContent } from "../content/schema"
import { cmsConfig, CONTENT_FORMATS, type CmsOptions } from "./cms-config"
import { frontMatterFormat, jsonFormat } from "./content-format"
import { previewTemplates } from "./previews"

export type CmsStart = { site: SiteContent; buildYear: number } & CmsOptions

let starting: Promise<void> | undefined

/** Starts the editor once, however often the page renders (the develop server re-renders it on every content change). */
export const startCms = (options: CmsStart): Promise<void> => (starting ??= start(options))

async function start({ site, buildYear, repo, branch }: CmsStart): Promise<void> {
  const { default: CMS } = await import("decap-cms-app")
  const siteCss = document.querySelector('style[data-identity="gatsby-global-css"]')
  CMS.registerPreviewStyle(siteCss?.textContent ?? "", { raw: true })
  siteCss?.remove()
  // A refused value is explained as the build explains it: a pattern's own message, the empty
  // field's, and list sizes in the build's wording.
  const widget = {
    ...en.editor.editorControlPane.widget,
    required: EMPTY_TEXT_MESSAGE,
    regexPattern: "%{pattern}",
    rangeCount: "expected %{minCount} to %{maxCount} items",
    rangeMin: "expected at least %{minCount} items",
    rangeMax: "expected at most %{maxCount} items",
  }
  CMS.registerLocale("en", { ...en, editor: { ...en.editor, editorControlPane: { ...en.editor.editorControlPane, widget } } })
  CMS.registerCustomFormat(CONTENT_FORMATS.frontMatter, "md", frontMatterFormat)
  CMS.registerCustomFormat(CONTENT_FORMATS.json, "json", jsonFormat)
  const templates = previewTemplates(site, buildYear)
  for (const [name, template] of Object.entries(templates)) CMS.registerPreviewTemplate(name, template as never)
  const config = cmsConfig({ repo, branch })
  // On this machine (`npm run cms`) saving writes the files directly: no branches, no review.
  const local = ["localhost", "127.0.0.1"].includes(window.location.hostname)
  CMS.init({ config: (local ? { ...config, publish_mode: "simple" } : config) as never })
}
