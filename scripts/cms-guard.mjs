// What the editor's local backend answers. Any page open in the writer's browser can send a
// request to localhost, and any web site can through DNS rebinding, so a request is taken only
// with the Host the backend listens on, only from the editor's own origins, with a body of
// bounded size that arrives in bounded time, only for an action its mode declares, and only for
// files whose real place is in the editor's folders (scripts/cms-files.mjs); the files its answer
// carries are judged the same way before it leaves. One request is passed on at a time, and none
// holds the others: each turn ends when decap-server has answered, or after a time bound.
import http from "node:http"
import { filesRefusal, judgedAnswer } from "./cms-files.mjs"

// The largest file a writer saves is a video (VIDEO_MAX_BYTES in src/vocabulary/video-file.ts), sent
// as base64 in JSON: a third larger, with room for its entry beside it.
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024
export const BODY_MAX_BYTES = Math.ceil(VIDEO_MAX_BYTES / 3) * 4 + 1024 * 1024
// How long a body may take to arrive, decap-server to answer, and the answer to be read, in seconds:
// a 71 MB body or answer crosses this machine in a second, and the editor gives up after 60.
export const LIMITS = { bodySeconds: 30, turnSeconds: 30, answerSeconds: 30 }

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
 * The body of `request`: `{ body }`; or `{ status, why }` once it passes `max` bytes (413: the rest
 * is never read) or has not ended after `seconds` (408); or `{ gone: true }` when its sender gave up
 * before its end (a reload during an upload), so there is no body to judge and no one to answer.
 */
export function boundedBody(request, { max = BODY_MAX_BYTES, seconds = LIMITS.bodySeconds } = {}) {
  return new Promise((resolve) => {
    if (Number(request.headers["content-length"]) > max) return resolve({ status: 413, why: `the body is larger than ${max} bytes` })
    const chunks = []
    let size = 0
    const settle = (result) => {
      clearTimeout(late)
      request.off("data", take)
      if (!("body" in result)) request.pause()
      resolve(result)
    }
    const take = (chunk) => {
      size += chunk.length
      if (size <= max) return chunks.push(chunk)
      settle({ status: 413, why: `the body is larger than ${max} bytes` })
    }
    const late = setTimeout(() => settle({ status: 408, why: `the body did not end within ${seconds} s` }), seconds * 1000).unref()
    request.on("data", take)
    request.on("end", () => settle({ body: Buffer.concat(chunks) }))
    request.on("error", () => settle({ gone: true }))
    request.on("close", () => request.complete || settle({ gone: true }))
  })
}

/**
 * The middleware that stands before decap-server's, in its process: it refuses what the sections
 * above refuse, reads the body itself (so decap-server's own reader never does), and lets one
 * request through at a time, each file judged just before decap-server touches it. `mode` is what
 * this backend takes: its `actions`, what it does (`about`, said when an action is refused) and a
 * `refusal` of its own for each request. `hooks.before` runs before the judgement; `hooks.after`
 * once decap-server has answered, before the answer leaves.
 */
export function guard({ port, origins, root, mode, hooks = {}, limits = LIMITS }) {
  let queue = Promise.resolve()
  return (request, response, next) => {
    take(request, response, next).catch((error) => answer(request, response, 500, String(error?.message ?? error)))
  }

  async function take(request, response, next) {
    const sender = senderRefusal(request.headers, { port: port(), origins })
    if (sender) return refuseUnread(request, 403, sender)
    const read = await boundedBody(request, { seconds: limits.bodySeconds })
    if (read.gone) return
    if (read.status) return refuseUnread(request, read.status, read.why, request.headers.origin)
    let parsed = {}
    if (request.method === "POST") {
      try {
        parsed = JSON.parse(String(read.body))
      } catch {
        return answer(request, response, 403, "the request is not JSON")
      }
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return answer(request, response, 403, "the request is not a JSON object")
      if (!mode.actions.has(parsed.action))
        return answer(request, response, 403, `the action ${JSON.stringify(parsed.action)} is not one this backend takes (${mode.about})`)
    }
    // body-parser, which decap-server registers, takes a body already read as it is.
    request._body = true
    request.body = parsed
    queue = queue.then(() => turn(request, response, next)).catch((error) => console.error(`The editor's backend: ${error?.message ?? error}`))
  }

  // One request's turn, which ends once decap-server has answered (the answer is then the
  // connection's own to deliver, in limits.answerSeconds) or after limits.turnSeconds, answered 503.
  function turn(request, response, next) {
    // A request given up while it waited its turn is not passed on.
    if (request.socket.destroyed) return undefined
    return new Promise((done) => {
      const { end } = response
      const json = response.json?.bind(response)
      let over = false
      const finish = () => {
        if (over) return false
        over = true
        clearTimeout(stuck)
        // A late answer of decap-server's (express's res.json, then res.end) goes nowhere.
        response.end = response.json = () => response
        done()
        return true
      }
      const refuse = (status, why) => finish() && answer(request, response, status, why, end)
      const stuck = setTimeout(() => refuse(503, `decap-server did not answer within ${limits.turnSeconds} s`), limits.turnSeconds * 1000)
      const action = request.body.action
      // decap-server answers with res.json (express's), whose files are judged first, then res.end.
      if (json) {
        response.json = (value) => {
          judgedAnswer(value, { root }).then(
            (judged) => over || (judged.refused ? refuse(403, judged.refused) : json(judged.answer)),
            (error) => refuse(500, String(error?.message ?? error)),
          )
          return response
        }
      }
      response.end = (...args) => {
        Promise.resolve(hooks.after?.(action, response.statusCode))
          .catch((error) => console.error(`The editor's backend: ${error?.message ?? error}`))
          .finally(() => finish() && deliver(response, () => end.apply(response, args), limits))
        return response
      }
      passOn(request, next).then(
        (why) => why && refuse(403, why),
        (error) => refuse(500, String(error?.message ?? error)),
      )
    })
  }

  // Why the request is refused, or undefined once it is passed on to decap-server.
  async function passOn(request, next) {
    await hooks.before?.(request.body.action)
    const why = (await filesRefusal(request.body, { root })) ?? (request.method === "POST" ? await mode.refusal?.(request.body) : undefined)
    if (why) return why
    next()
    return undefined
  }

  // A refusal with its reason, as JSON; `end` is the response's own (a turn replaces it while it lasts).
  function answer(request, response, status, why, end = response.end) {
    console.error(`The editor's backend refused a ${request.method} request: ${why}.`)
    if (response.headersSent) return response.destroy()
    response.statusCode = status
    response.setHeader("Content-Type", "application/json")
    // The editor's own page reads why, as it reads decap-server's answers (an editor's origin alone gets here).
    if (origins.has(request.headers.origin)) for (const [name, value] of readableBy(request.headers.origin)) response.setHeader(name, value)
    deliver(response, () => end.call(response, JSON.stringify({ error: `Refused: ${why}` })), limits)
  }
}

// The headers that let the editor's page, at `origin`, read an answer of another origin's (this backend's).
const readableBy = (origin) => [
  ["Access-Control-Allow-Origin", origin],
  ["Vary", "Origin"],
]

// Sends an answer, and drops its connection if the client has not read it all after limits.answerSeconds.
function deliver(response, send, limits) {
  send()
  if (response.writableFinished) return
  const unread = setTimeout(() => response.destroy(), limits.answerSeconds * 1000).unref()
  for (const event of ["finish", "close"]) response.once(event, () => clearTimeout(unread))
}

// Refused before its body is read: the answer, then the connection's end; what the client still
// sends is dropped for a second at most, so the answer is not reset away before it is read.
// `origin`: the editor's, once the request's headers have shown it is, so that its page can read why.
function refuseUnread(request, status, why, origin) {
  console.error(`The editor's backend refused a ${request.method} request: ${why}.`)
  const answer = JSON.stringify({ error: `Refused: ${why}` })
  const headers = [
    ["Content-Type", "application/json"],
    ["Content-Length", Buffer.byteLength(answer)],
    ["Connection", "close"],
    ...(origin ? readableBy(origin) : []),
  ]
  const head = [`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`, ...headers.map(([name, value]) => `${name}: ${value}`)].join("\r\n")
  request.socket.end(`${head}\r\n\r\n${answer}`)
  request.resume()
  setTimeout(() => request.socket.destroy(), 1000).unref()
}
