// Which files the editor's local backend touches (scripts/cms-guard.mjs asks, in both modes). A path
// a request names is judged by its text, then by where it really leads, through every link, from the
// repository's real root; a file a save writes, and every file an answer carries, also by what its
// folder declares (src/vocabulary/declared-files.mjs), so a listing carries no file it does not declare.
import fs from "node:fs/promises"
import path from "node:path"
import zlib from "node:zlib"
import { declaredFileProblem } from "../src/vocabulary/declared-files.mjs"

// The folders the editor reads and writes (src/cms/cms-config.ts): content/ and the legal PDFs.
export const EDITOR_FOLDERS = ["content", "static/legal"]
// Decap's local API names folders and files in these parameters, at any depth (entry.path, assets[].path, paths[]…).
const FOLDER_KEYS = new Set(["folder", "mediaFolder"])
const FILE_KEYS = new Set(["path", "newPath", "paths"])

/** The actions that change nothing, which the editor sends in both modes: what the backend is, its entries and media, a deploy preview (none here). */
export const READ_ACTIONS = ["info", "entriesByFolder", "entriesByFiles", "getEntry", "getMedia", "getMediaFile", "getDeployPreview"]

/** The actions decap-server takes when a save writes its files straight into content/ (its fs mode). */
export const FILES_MODE = {
  actions: new Set([...READ_ACTIONS, "persistEntry", "persistMedia", "deleteFile", "deleteFiles"]),
  about: "it saves files straight into content/ and static/legal/",
}

/**
 * Why the files a request names must not be touched, or undefined: each path of `request.params`,
 * judged by fileRefusal, each file among them by its name, and each file a save or an upload
 * writes by what its folder declares, first bytes included.
 */
export async function filesRefusal(request, options) {
  for (const { named, folder } of namedPaths(request?.params)) {
    const why = (await fileRefusal(named, options)) ?? (folder ? undefined : declaredRefusal(named))
    if (why) return why
  }
  for (const { file, bytes } of writtenFiles(request)) {
    const why = declaredRefusal(file, bytes)
    if (why) return why
  }
  return undefined
}

const declaredRefusal = (file, bytes) => {
  const problem = declaredFileProblem(file, bytes, { inflate })
  return problem && `${JSON.stringify(file)} ${problem}`
}

// A PNG's pixels are unpacked as zlib's, never past what its header says they are.
const inflate = (bytes, most) => zlib.inflateSync(bytes, { maxOutputLength: most })

// Each file a save (an entry's text, its new address, its media) or an upload writes, with all its bytes:
// an image is judged whole, so one that goes on as markup after its first bytes is never written.
function writtenFiles(request) {
  const params = request?.params ?? {}
  const all = (text, encoding) => Buffer.from(String(text ?? ""), encoding)
  const asset = (item) => ({ file: String(item?.path), bytes: all(item?.content, item?.encoding ?? "base64") })
  if (request?.action === "persistMedia") return [asset(params.asset)]
  if (request?.action !== "persistEntry") return []
  const entries = params.dataFiles ?? [params.entry]
  return [
    ...[entries]
      .flat()
      .flatMap((entry) =>
        [entry?.path, entry?.newPath].filter((file) => file !== undefined).map((file) => ({ file: String(file), bytes: all(entry?.raw, "utf8") })),
      ),
    ...[params.assets ?? []].flat().map(asset),
  ]
}

/**
 * The answer decap-server gives, with every file it carries judged as a file the request named would
 * be, by its name, its first bytes and where it really leads: a list leaves out the files refused
 * (a link out of content/ in a listed folder, a file no folder declares); a single file refused
 * refuses the answer.
 */
export async function judgedAnswer(answer, options) {
  if (!Array.isArray(answer)) {
    const why = await carriedRefusal(answer, options)
    return why ? { refused: why } : { answer }
  }
  const refusals = await Promise.all(answer.map((item) => carriedRefusal(item, options)))
  return { answer: answer.filter((_, i) => refusals[i] === undefined) }
}

// Why a file an answer carries, an entry ({ data, file: { path } }) or a media file ({ path, content } in base64), may not leave.
async function carriedRefusal(item, options) {
  const entry = typeof item?.file?.path === "string"
  const file = entry ? item.file.path : item?.path
  if (typeof file !== "string" || (!entry && typeof item.content !== "string")) return undefined
  const text = entry ? item.data : item.content
  const bytes = typeof text === "string" ? Buffer.from(text, entry ? "utf8" : "base64") : undefined
  const why = (await fileRefusal(file, options)) ?? declaredRefusal(file, bytes)
  if (why) return why
  // The file it really is, through a link in the editor's folders, must be one of theirs too.
  const real = await realFile(file, options.root)
  return real === file ? undefined : declaredRefusal(real)
}

/**
 * Why the editor may not read or write `file`, a path relative to the repository at `root`, or
 * undefined. Every file a request names is judged here: first its text, then where it really
 * leads, through every link on the way, from the repository's real root.
 */
export async function fileRefusal(file, { root, folders = EDITOR_FOLDERS }) {
  if (!isWithin(file, folders)) return `${JSON.stringify(file)} is outside the editor's folders (${folders.join(", ")})`
  const relative = await realFile(file, root)
  if (relative === undefined || !isWithin(relative, folders)) return `${JSON.stringify(file)} leads outside the editor's folders (${folders.join(", ")})`
  return undefined
}

// Where `file` really is, relative to the repository's real root (with "/"); undefined for a link to nothing.
async function realFile(file, root) {
  const realRoot = await fs.realpath(root)
  const place = await realPlace(path.join(realRoot, file))
  return place && path.relative(realRoot, place).split(path.sep).join("/")
}

// Where a write to `target` lands: the real path of the target, or of its nearest existing parent
// with the rest of the path below it; undefined for a link to nothing, which the write would follow.
async function realPlace(target) {
  const rest = []
  for (let at = target; ; at = path.dirname(at)) {
    try {
      return path.join(await fs.realpath(at), ...rest)
    } catch (error) {
      if (error.code !== "ENOENT") return undefined
      if (
        await fs.lstat(at).then(
          () => true,
          () => false,
        )
      )
        return undefined
      rest.unshift(path.basename(at))
    }
  }
}

/** Every path named in `value`, a request's parameters, each said to be a folder or a file. */
export function namedPaths(value, key) {
  if (typeof value === "string") return FOLDER_KEYS.has(key) || FILE_KEYS.has(key) ? [{ named: value, folder: FOLDER_KEYS.has(key) }] : []
  if (Array.isArray(value)) return value.flatMap((item) => namedPaths(item, key))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, child]) => namedPaths(child, name))
  return []
}

// A path relative to the repository, inside one of `folders`, with no step out and no odd character.
function isWithin(file, folders) {
  if (/[\\\0]|^\/|(^|\/)\.\.?(\/|$)/.test(file) || /[\p{Cc}]/u.test(file)) return false
  return folders.some((folder) => file === folder || file.startsWith(`${folder}/`))
}
