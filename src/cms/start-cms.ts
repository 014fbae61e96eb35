// The editor's bundle (built by src/node/editor-bundle.ts, loaded by the /admin/ page): starts
// Decap CMS with the generated configuration, the content files' own format, the build's
// messages, and previews drawn by the site's views in the site's CSS.
import en from "decap-cms-locales/dist/esm/en"
import { EMPTY_TEXT_MESSAGE, type SiteContent } from "../content/schema"
import { cmsConfig, CONTENT_FORMATS, type CmsOptions } from "./cms-config"
import { frontMatterFormat, jsonFormat } from "./content-format"
import { CMS } from "./decap"
import { previewTemplates } from "./previews"
import { siteStylesheets } from "./site-stylesheets"

export type CmsStart = { site: SiteContent; buildYear: number } & CmsOptions

let starting: Promise<void> | undefined

/** Starts the editor once, however often the page renders (the develop server re-renders it on every content change). */
export const startCms = (options: CmsStart): Promise<void> => (starting ??= start(options))

async function start({ site, buildYear, repo, branch }: CmsStart): Promise<void> {
  // The previews get the site's CSS as the page was served it; the editor's own UI does not.
  CMS.registerPreviewStyle(await siteStylesheets(document), { raw: true })
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
  // One configuration everywhere: Decap's local backend (`npm run cms`) offers the publish
  // modes it supports, simple for files saved straight into content/, the editorial workflow
  // on a git repository.
  CMS.init({ config: cmsConfig({ repo, branch }) as never })
}
