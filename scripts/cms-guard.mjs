// What the editor's local backend answers. Any page open in the writer's browser can send a
// request to localhost, and any web site can through DNS rebinding, so a request is taken only
// with the Host the backend listens on, only from the editor's own origins, with a body of
// bounded size, and only for files whose real place is in the editor's folders.
import fs from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { declaredFileProblem } from "../src/content/declared-files.mjs"

// The folders the editor reads and writes (src/cms/cms-config.ts): content/ and the legal PDFs.
export const EDITOR_FOLDERS = ["content", "static/legal"]
// Decap's local API names files in these parameters, at any depth (entry.path, assets[].path, paths[]…).
const PATH_KEYS = new Set(["path", "newPath", "folder", "mediaFolder"])
// The largest file a writer saves is a video (VIDEO_MAX_BYTES in src/content/video-file.ts), sent
// as base64 in JSON: a third larger, with room for its entry beside it.
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024
export const BODY_MAX_BYTES = Math.ceil(VIDEO_MAX_BYTES / 3) * 4 + 1024 * 1024

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

/** Why a request must be refused by its headers alone, or undefined: `port` is the backend's, `origins` the editor's. */
export function senderRefusal({ host, origin }, { port, origins }) {
  if (!host || ![`localhost:${port}`, `127.0.0.1:${port}`].includes(host.toLowerCase())) return `the Host ${JSON.stringify(host ?? "")} is not this backend's`
  if (!origin || !origins.has(origin)) return `the Origin ${JSON.stringify(origin ?? "")} is not the editor's (${[...origins].join(" or ")})`
  return undefined
}

/**
 * Why the files a request names must not be touched, or undefined: each file of `request.params`,
 * judged by fileRefusal, and each file a save or an upload writes, by what its folder declares.
 */
export async function filesRefusal(request, options) {
  for (const file of pathsIn(request?.params)) {
    const why = await fileRefusal(file, options)
    if (why) return why
  }
  for (const { file, bytes } of writtenFiles(request)) {
    const why = declaredFileProblem(file, bytes, { inflate })
    if (why) return `${JSON.stringify(file)} ${why}`
  }
  return undefined
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
    ...entries.flatMap((entry) =>
      [entry?.path, entry?.newPath].filter((file) => file !== undefined).map((file) => ({ file: String(file), bytes: all(entry?.raw, "utf8") })),
    ),
    ...(params.assets ?? []).map(asset),
  ]
}

/**
 * Why the editor may not read or write `file`, a path relative to the repository at `root`, or
 * undefined. Every file a request names is judged here: first its text, then where it really
 * leads, through every link on the way, from the repository's real root.
 */
export async function fileRefusal(file, { root, folders = EDITOR_FOLDERS }) {
  const outside = `${JSON.stringify(file)} is outside the editor's folders (${folders.join(", ")})`
  if (!isWithin(file, folders)) return outside
  const realRoot = await fs.realpath(root)
  const place = await realPlace(path.join(realRoot, file))
  const relative = place && path.relative(realRoot, place).split(path.sep).join("/")
  if (relative === undefined || !isWithin(relative, folders)) return `${JSON.stringify(file)} leads outside the editor's folders (${folders.join(", ")})`
  return undefined
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

/** The body of `request`, undefined once it passes `max` bytes (the rest is never read), or null when its sender gave up before its end. */
export function boundedBody(request, max = BODY_MAX_BYTES) {
  return new Promise((resolve, reject) => {
    if (Number(request.headers["content-length"]) > max) return resolve(undefined)
    const chunks = []
    let size = 0
    const take = (chunk) => {
      size += chunk.length
      if (size <= max) return chunks.push(chunk)
      request.off("data", take)
      request.pause()
      resolve(undefined)
    }
    request.on("data", take)
    request.on("end", () => resolve(Buffer.concat(chunks)))
    request.on("error", reject)
    // A request the editor gave up on before its end (a reload) has no body to judge.
    request.on("close", () => request.complete || resolve(null))
  })
}

/**
 * The middleware that stands before decap-server's, in its process: it refuses what the sections
 * above refuse, reads the body itself (so decap-server's own reader never does), and lets one
 * request through at a time, each file judged just before decap-server touches it. `hooks.before`
 * runs before the judgement; `hooks.after` once decap-server has answered, before the answer leaves.
 */
export function guard({ port, origins, root, hooks = {} }) {
  let queue = Promise.resolve()
  return async (request, response, next) => {
    const refuse = (status, why) => {
      console.error(`The editor's backend refused a ${request.method} request: ${why}.`)
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: `Refused: ${why}` }))
    }
    // Refused before its body is read: the answer, then the connection's end; what the client still
    // sends is dropped for a second at most, so the answer is not reset away before it is read.
    const refuseUnread = (status, why) => {
      console.error(`The editor's backend refused a ${request.method} request: ${why}.`)
      const answer = JSON.stringify({ error: `Refused: ${why}` })
      const head = `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(answer)}\r\nConnection: close`
      request.socket.end(`${head}\r\n\r\n${answer}`)
      request.resume()
      setTimeout(() => request.socket.destroy(), 1000).unref()
    }
    const sender = senderRefusal(request.headers, { port: port(), origins })
    if (sender) return refuseUnread(403, sender)
    const body = await boundedBody(request)
    if (body === null) return
    if (body === undefined) return refuseUnread(413, `the body is larger than ${BODY_MAX_BYTES} bytes`)
    let parsed = {}
    if (request.method === "POST") {
      try {
        parsed = JSON.parse(String(body))
      } catch {
        return refuse(403, "the request is not JSON")
      }
    }
    // body-parser, which decap-server registers, takes a body already read as it is.
    request._body = true
    request.body = parsed
    // Listened for now: a request the editor gives up on while it waits closes before its turn,
    // and a close heard only at its turn would hold every later request for good.
    const closed = new Promise((done) => response.once("close", done))
    queue = queue.then(() => {
      if (request.socket.destroyed) return
      passOn(request, response, next).then(
        (why) => why && refuse(403, why),
        (error) => refuse(500, String(error.message ?? error)),
      )
      return closed
    })
  }

  // Why the request's files are refused, or undefined once it is passed on to decap-server.
  async function passOn(request, response, next) {
    const action = request.body.action
    await hooks.before?.(action)
    const why = await filesRefusal(request.body, { root })
    if (why) return why
    const end = response.end
    response.end = (...args) => {
      Promise.resolve(hooks.after?.(action, response.statusCode))
        .catch((error) => console.error(`The editor's backend: ${error.message ?? error}`))
        .finally(() => end.apply(response, args))
      return response
    }
    next()
  }
}
