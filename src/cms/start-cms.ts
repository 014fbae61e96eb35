// The editor's bundle (built by src/node/editor/editor-bundle.ts, loaded by the /admin/ page): starts
// Decap CMS with the generated configuration, the content files' own format, the build's
// messages, and previews drawn by the site's views in the site's CSS.
import en from "decap-cms-locales/dist/esm/en"
import { EMPTY_TEXT_MESSAGE, type SiteContent } from "../vocabulary/schema"
import { cmsConfig, CONTENT_FORMATS, type CmsOptions } from "./cms-config"
import { frontMatterFormat, inFormOrderOf, jsonFormat, listedAs } from "./content-format"
import { CMS } from "./decap"
import { previewTemplates } from "./previews"
import { deleteProblems } from "./save-checks"
import type { Redirect } from "../vocabulary/redirects"
import { showUnreadableFiles } from "./unreadable-notices"
import { checkDeletesWith, onSignedIn } from "./decap"
import type { Upload } from "./upload-checks"
import { checkFieldsWith } from "./checked-widgets"
import { entryProblems, saveProblems } from "./entry-problems"
import { forget, known, onKnownChange, readRepository, reread, setMoves, unreadable, whenRead } from "./known-site"
import { deleteVerdict } from "./site-verdict"
import { formatProblem } from "../vocabulary/problems"
import { siteStylesheets } from "./site-stylesheets"
import { keepMenusInView } from "./editor-style"

/** What the editor's page gives it: the settings as the site was last built (none while the develop server shows a content problem), and the former addresses of what moved. */
export type CmsStart = { site: SiteContent | undefined; buildYear: number; moves: readonly Redirect[]; zone: string } & CmsOptions

let starting: Promise<void> | undefined
// The settings as the page last gave them: develop re-renders it on every content change.
let site: SiteContent | undefined

/** Starts the editor once, however often the page renders (the develop server re-renders it on every content change). */
export const startCms = (options: CmsStart): Promise<void> => {
  setMoves(options.moves)
  site = options.site
  starting ??= start(options)
  return starting
}

// Once the writer is signed in, the site's files are read from the repository.
onSignedIn(readRepository)
// A file saved or published is read again, as the repository now holds it.
const saved = async ({ entry }: { entry: unknown }) => {
  const file = (entry as SavedEntry).get("path") as string | undefined
  if (file) await reread(file)
}

type SavedEntry = {
  get(key: "data"): { toJS(): Record<string, unknown> }
  get(key: "mediaFiles"): { toJS(): Array<{ path?: string; file?: Blob; draft?: boolean }> } | undefined
  get(key: "collection" | "path" | "newRecord"): string | boolean | undefined
}

// The files a save writes beside its entry: those uploaded while editing it, which Decap keeps until the save.
const draftUploads = (entry: SavedEntry): Promise<Upload[]> =>
  Promise.all(
    (entry.get("mediaFiles")?.toJS() ?? []).flatMap(({ path, file, draft }) =>
      draft && path && file ? [file.arrayBuffer().then((buffer) => ({ path, bytes: new Uint8Array(buffer) }))] : [],
    ),
  )

async function start({ buildYear, repo, branch, backendPort, zone }: CmsStart): Promise<void> {
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
  // The Workflow tab's button makes pages and legal documents, not Decap's "posts".
  const workflow = { ...(en.workflow as object), workflow: { ...(en.workflow as { workflow: object }).workflow, newPost: "New page or document" } }
  // Decap says "Changes saved" of anything unchanged, a new page not yet saved too: it says what is true of both.
  const editorToolbar = { ...(en.editor.editorToolbar as object), changesSaved: "No unsaved changes" }
  CMS.registerLocale("en", { ...en, workflow, editor: { ...en.editor, editorToolbar, editorControlPane: { ...en.editor.editorControlPane, widget } } })
  const config = cmsConfig({ repo, branch, backendPort, zone })
  for (const collection of config.collections) {
    const fields = collection.fields ?? collection.files?.[0]?.fields
    if (!fields) throw new Error(`The ${collection.name} collection has no fields`)
    const json = collection.format === CONTENT_FORMATS.settings
    const format = inFormOrderOf(json ? jsonFormat : frontMatterFormat, fields)
    // The Pages and the Articles list the pages' folder's entries each by what they are.
    const listed = collection.format === CONTENT_FORMATS.pages || collection.format === CONTENT_FORMATS.articles
    CMS.registerCustomFormat(collection.format, json ? "json" : "md", listed ? listedAs(format) : format)
  }
  const templates = previewTemplates(() => site, buildYear, known, zone)
  for (const [name, template] of Object.entries(templates)) CMS.registerPreviewTemplate(name, template as never)
  // A problem the build would find is shown beside its field, as the writer leaves it.
  checkFieldsWith((entry) => entryProblems(entry, known().site))
  // Deleting a file another file links to or names is refused, naming that file, as is any other delete the build would then refuse.
  checkDeletesWith((paths) => {
    const { site: read, index } = known()
    const problems = deleteProblems(paths, index)
    const broken = problems.length || !read ? [] : deleteVerdict(paths, read).map(formatProblem)
    if (!problems.length && !broken.length) forget(paths)
    return [...problems, ...broken]
  })
  // A save the build would refuse is refused here, with the build's message, before anything is
  // written: its uploads too, read whole.
  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      // The checks need every file of the site: a save waits for them to be read.
      await whenRead()
      const saving = entry as SavedEntry
      const file = saving.get("newRecord") ? undefined : (saving.get("path") as string | undefined)
      const edited = { collection: String(saving.get("collection")), file, data: saving.get("data").toJS(), uploads: await draftUploads(saving) }
      const problems = saveProblems(edited, known().site)
      if (problems.length) throw new Error(problems.join("; "))
    },
  })
  CMS.registerEventListener({ name: "postSave", handler: saved })
  CMS.registerEventListener({ name: "postPublish", handler: saved })
  // One configuration everywhere: Decap's local backend (`npm run cms`) offers the publish
  // modes it supports, simple for files saved straight into content/, the editorial workflow
  // on a git repository.
  // Every Markdown field opens as Markdown, so what is typed is saved: Rich Text saves "## Heading" typed as "\## Heading".
  localStorage.setItem(MARKDOWN_MODE, "raw")
  CMS.init({ config: config as never })
  keepMenusInView(document)
  showUnreadableFiles(document, unreadable, entryPlaces(config.collections), onKnownChange)
}

// Where Decap's Markdown widget keeps the mode a writer last chose (decap-cms-widget-markdown 3.13).
const MARKDOWN_MODE = "cms.md-mode"

// Each collection's folder, or its files by their entry's name.
const entryPlaces = (
  collections: ReadonlyArray<{ name: string; folder?: string; extension?: string; files?: ReadonlyArray<{ name: string; file: string }> }>,
) =>
  Object.fromEntries(
    collections.map(({ name, folder, extension, files }) => [
      name,
      files ? { files: Object.fromEntries(files.map((entry) => [entry.name, entry.file])) } : { folder, extension },
    ]),
  )
