// What the editor's backend takes in the review workflow (`npm run cms -- --workflow`), where
// decap-server works in a clone of this repository on the writer's branch: every change is a draft
// of one entry, on a branch of its own (cms/<collection>/<slug>), and reaches the writer's branch
// only by Publish, once the draft is marked Ready. So each request names the writer's branch and
// the editor's own entries; a save goes to its entry's draft and writes that entry's file and its
// media; a Publish merges a Ready draft that changes nothing else; nothing reaches the writer's
// branch any other way; and a file is judged in each tree decap-server checks out to touch it.
import { execFileSync } from "node:child_process"
import { declaredKind } from "../src/vocabulary/declared-files.mjs"
import { namedPaths, READ_ACTIONS } from "./cms-files.mjs"

/** The editor's collections (src/cms/cms-config.ts), and where each one's entries are. */
export const COLLECTIONS = {
  pages: { folder: "content/pages", extension: "md" },
  articles: { folder: "content/pages", extension: "md" },
  everyPage: { folder: "content/pages", extension: "md" },
  settings: { files: { site: "content/site.json" } },
  authors: { folder: "content/authors", extension: "md" },
  topics: { folder: "content/topics", extension: "md" },
  legal: { folder: "content/legal", extension: "md" },
}
/** Where an entry's images, videos, captions and PDFs are (the media folders of src/cms/cms-config.ts). */
export const MEDIA_FOLDERS = ["content/images", "content/videos", "static/legal"]
// A draft's statuses (Draft, In review, Ready), which Decap keeps as its branch's description.
const STATUSES = ["draft", "pending_review", "pending_publish"]
const READY = "decap-cms/pending_publish"

/** The file of the entry `slug` of `collection`, or undefined when the editor has no such entry. */
export function entryFile(collection, slug) {
  if (typeof collection !== "string" || typeof slug !== "string" || !Object.hasOwn(COLLECTIONS, collection)) return undefined
  const { folder, extension, files } = COLLECTIONS[collection]
  const file = files ? (Object.hasOwn(files, slug) ? files[slug] : undefined) : `${folder}/${slug}.${extension}`
  return file !== undefined && declaredKind(file) ? file : undefined
}

/**
 * The review workflow's mode of the guard (scripts/cms-guard.mjs) for decap-server working in
 * `clone` on `branch`: the actions it takes, and why a request is refused.
 */
export function reviewMode({ clone, branch, folder }) {
  return {
    actions: new Set([...READ_ACTIONS, ...Object.keys(RULES)]),
    about: `in the review workflow, a change is saved to its entry's draft, with the files it adds, and reaches ${branch} by Publish`,
    refusal: (request) => reviewRefusal(request, { clone, branch, folder }),
  }
}

/** Why the review workflow refuses `request`, or undefined; `folder` is the writer's, whose branch a Publish moves forward. */
export function reviewRefusal({ action, params }, { clone, branch, folder }) {
  if (action === "info") return undefined
  if (params?.branch !== branch) return `the branch ${JSON.stringify(params?.branch)} is not the one the editor publishes to, ${branch}`
  return RULES[action]?.(params, { clone, branch, folder }) ?? linkRefusal(params, { clone, branch })
}

// Each action of the workflow beyond the reads, and what it must name.
const RULES = {
  unpublishedEntries: () => undefined,
  unpublishedEntry: (params) => notAnEntry(entryNamed(params)),
  unpublishedEntryDataFile: (params) => notAnEntry(params) ?? notItsFile(params, params.path),
  unpublishedEntryMediaFile: (params) => notAnEntry(params) ?? notMedia(params.path),
  deleteUnpublishedEntry: (params) => notAnEntry(params),
  updateUnpublishedEntryStatus: (params) => notAnEntry(params) ?? statusRefusal(params.newStatus, params.cmsLabelPrefix),
  persistEntry: saveRefusal,
  publishUnpublishedEntry: publishRefusal,
}

// The entry a request names ({ collection, slug }: by its id "pages/about", or as a save names it), if any.
function entryNamed(params) {
  if (typeof params.id === "string") return { collection: params.id.slice(0, params.id.indexOf("/")), slug: params.id.slice(params.id.indexOf("/") + 1) }
  if (params.options?.collectionName !== undefined)
    return { collection: params.options.collectionName, slug: [params.dataFiles ?? params.entry].flat()[0]?.slug }
  if (params.collection !== undefined || params.slug !== undefined) return { collection: params.collection, slug: params.slug }
  return undefined
}

const entryName = ({ collection, slug }) => JSON.stringify(`${collection}/${slug}`)
const draftOf = ({ collection, slug }) => `cms/${collection}/${slug}`
const isMedia = (file) => typeof file === "string" && MEDIA_FOLDERS.includes(file.slice(0, file.lastIndexOf("/"))) && declaredKind(file) !== undefined
const notAnEntry = (key) => (entryFile(key?.collection, key?.slug) ? undefined : `${entryName(key ?? {})} is not an entry of the editor's`)
const notItsFile = (key, file) =>
  file === entryFile(key.collection, key.slug)
    ? undefined
    : `${JSON.stringify(file)} is not the file of ${entryName(key)}, ${entryFile(key.collection, key.slug)}`
const notMedia = (file) => (isMedia(file) ? undefined : `${JSON.stringify(file)} is not an entry's media (in ${MEDIA_FOLDERS.join(", ")})`)
const statusRefusal = (status, labelPrefix) => {
  if (labelPrefix !== undefined) return "a draft's status is kept under Decap's own label (no cmsLabelPrefix)"
  return STATUSES.includes(status) ? undefined : `the status ${JSON.stringify(status)} is not a draft's (${STATUSES.join(", ")})`
}

// A save goes to its entry's draft: the entry's own file, and the media it adds.
function saveRefusal(params) {
  const { options, entry, dataFiles = [entry], assets, cmsLabelPrefix } = params
  if (options?.useWorkflow !== true) return "a save goes to its entry's draft, for review (useWorkflow), never straight to the branch"
  if (!Array.isArray(dataFiles) || !Array.isArray(assets)) return "a save names its entry's file and its media in lists"
  const key = entryNamed(params)
  for (const dataFile of dataFiles) {
    const why = notAnEntry(key) ?? notItsFile(key, dataFile?.path) ?? (dataFile?.newPath === undefined ? undefined : notItsFile(key, dataFile.newPath))
    if (why) return why
  }
  for (const asset of assets) {
    const why = notMedia(asset?.path)
    if (why) return why
  }
  return statusRefusal(options.status, cmsLabelPrefix)
}

// A Publish merges a Ready draft into the branch, which must change its entry's file and media alone, as plain files.
function publishRefusal(params, { clone, branch, folder }) {
  const why = notAnEntry(params)
  if (why) return why
  const draft = draftOf(params)
  if (!hasBranch(clone, draft)) return `there is no draft of ${entryName(params)} to publish`
  if (said(clone, "config", "--get", `branch.${draft}.description`) !== READY)
    return `the draft of ${entryName(params)} is not marked Ready: a draft is published once reviewed`
  const own = entryFile(params.collection, params.slug)
  // What the draft changes since it left the branch: ":<old mode> <new mode> <old id> <new id> <status>\0<file>\0" each.
  const changes = said(clone, "diff", "--raw", "-z", "--no-renames", "--no-abbrev", `${branch}...${draft}`)
  if (changes === undefined) return `what the draft of ${entryName(params)} changes could not be read`
  const fields = changes.split("\0")
  const files = []
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, mode] = fields[i].split(" ")
    const file = fields[i + 1]
    if (file !== own && !isMedia(file)) return `the draft of ${entryName(params)} changes ${JSON.stringify(file)}, which is not its entry's file or media`
    if (mode !== "100644") return `the draft of ${entryName(params)} makes ${JSON.stringify(file)} other than a plain file (mode ${mode})`
    files.push(file)
  }
  return folder === undefined ? undefined : unsavedRefusal(params, files, { branch, folder })
}

// A Publish moves the writer's branch forward in their folder, which writes the published files
// there: one they have changed, or made, and not committed would stop it, or be lost. So such a
// Publish waits, the draft kept, until those files are committed or set aside.
function unsavedRefusal(params, files, { branch, folder }) {
  if (said(folder, "symbolic-ref", "--short", "HEAD") !== branch) return undefined
  const unsaved = files.filter((file) => said(folder, "status", "--porcelain", "--ignored", "--untracked-files=all", "--", file))
  if (unsaved.length === 0) return undefined
  const named = unsaved.map((file) => JSON.stringify(file)).join(", ")
  return `${named} in this folder ${unsaved.length > 1 ? "have" : "has"} changes not yet committed, which publishing the draft of ${entryName(params)} would overwrite: commit them or set them aside (git stash --include-untracked), then Publish again`
}

// decap-server reads and writes a file in the branch's checkout, and in the entry's draft's: in
// neither may a link (or a repository within) stand on its way, which the checkout would follow.
function linkRefusal(params, { clone, branch }) {
  const files = namedPaths(params).map(({ named }) => named)
  if (files.length === 0) return undefined
  const key = entryNamed(params)
  const trees = [branch, ...(key && entryFile(key.collection, key.slug) && hasBranch(clone, draftOf(key)) ? [draftOf(key)] : [])]
  const ways = new Set(files.flatMap((file) => file.split("/").map((_, i, steps) => steps.slice(0, i + 1).join("/"))))
  for (const tree of trees) {
    for (const line of (said(clone, "ls-tree", "-z", tree, "--", ...ways) ?? "").split("\0")) {
      // "<mode> <type> <id>\t<file>"
      const [, mode, link] = line.match(/^(\d+) \S+ \S+\t(.*)$/s) ?? []
      // (A folder named is listed by what it holds: only the entries on a file's way count.)
      if (ways.has(link) && (mode === "120000" || mode === "160000"))
        return `${JSON.stringify(files.find((file) => file === link || file.startsWith(`${link}/`)))} leads through a link in ${tree}, ${JSON.stringify(link)}, which the site refuses`
    }
  }
  return undefined
}

const hasBranch = (clone, name) => said(clone, "rev-parse", "--verify", "--quiet", `refs/heads/${name}`) !== undefined
// What git says in `clone`, trimmed; undefined when it fails.
function said(clone, ...args) {
  try {
    return execFileSync("git", args, { cwd: clone, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return undefined
  }
}
