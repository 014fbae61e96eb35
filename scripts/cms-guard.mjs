// What the editor's local backend answers. Any page open in the writer's browser can send a
// request to localhost, and any web site can through DNS rebinding, so a request is taken only
// with the Host the backend listens on, only from the editor's own origin (the develop server's),
// and only for files where the editor's collections and media folders point.

// The folders the editor reads and writes (src/cms/cms-config.ts): content/ and the legal PDFs.
export const EDITOR_FOLDERS = ["content", "static/legal"]
// Decap's local API names files in these parameters, at any depth (entry.path, assets[].path, paths[]…).
const PATH_KEYS = new Set(["path", "newPath", "folder", "mediaFolder"])

/** The origins editors served at `origins` (separated by spaces) are opened from: localhost and 127.0.0.1 are one machine. */
export function editorOrigins(origins) {
  return new Set(
    origins
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((origin) => {
        const url = new URL(origin)
        return ["localhost", "127.0.0.1"].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`)
      }),
  )
}

/** Why a request must be refused, or undefined: `port` is the backend's, `origins` the editor's. */
export function refusal({ host, origin, body }, { port, origins, folders = EDITOR_FOLDERS }) {
  if (!host || ![`localhost:${port}`, `127.0.0.1:${port}`].includes(host.toLowerCase())) return `the Host ${JSON.stringify(host ?? "")} is not this backend's`
  if (!origin || !origins.has(origin)) return `the Origin ${JSON.stringify(origin ?? "")} is not the editor's (${[...origins].join(" or ")})`
  if (body === undefined) return undefined
  let request
  try {
    request = JSON.parse(body)
  } catch {
    return "the request is not JSON"
  }
  const outside = pathsIn(request?.params).find((file) => !isWithin(file, folders))
  return outside === undefined ? undefined : `${JSON.stringify(outside)} is outside the editor's folders (${folders.join(", ")})`
}

function pathsIn(value, key) {
  if (typeof value === "string") return PATH_KEYS.has(key) || key === "paths" ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => pathsIn(item, key))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, child]) => pathsIn(child, name))
  return []
}

// A path relative to the repository, inside one of `folders`, with no step out and no odd character.
function isWithin(file, folders) {
  if (/[\\\0]|^\/|(^|\/)\.\.?(\/|$)/.test(file) || /[\p{Cc}]/u.test(file)) return false
  return folders.some((folder) => file === folder || file.startsWith(`${folder}/`))
}
