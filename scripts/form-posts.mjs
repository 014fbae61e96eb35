// Form posts taken as Netlify Forms takes them, for `npm run serve`: the built pages' forms are
// found as Netlify's detection finds them (a <form> with data-netlify="true", its name, the page
// it posts to and its honeypot field), and a post to one of those pages is kept, line by line, in
// a file a writer can read. A known form gets a 303 to its page; a filled honeypot (any value sent
// for it not empty) the same, with nothing kept; an unknown form 404; a body over 1 MB 413; any
// other content type 415.
import fs from "node:fs"
import path from "node:path"

export const MAX_POST_BYTES = 1024 * 1024
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** The forms of the built pages in `root`, by name: the page each posts to and its honeypot field's name. */
export function builtForms(root) {
  const forms = new Map()
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory() && !["static", "page-data", "_gatsby", "admin"].includes(entry.name)) walk(file)
      else if (entry.name.endsWith(".html"))
        for (const [tag] of fs.readFileSync(file, "utf8").matchAll(/<form\s[^>]*>/g)) {
          const name = attribute(tag, "name")
          if (attribute(tag, "data-netlify") === "true" && name)
            forms.set(name, { action: attribute(tag, "action") ?? "/", honeypot: attribute(tag, "netlify-honeypot") })
        }
    }
  }
  if (fs.existsSync(root)) walk(root)
  return forms
}

// The body, or undefined once it passes the limit: the rest is still read, and dropped, so the
// next request on the connection is read from where this one ends (a refused post that is not
// read at all, Node reads to its end in the same way).
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    req.on("data", (chunk) => {
      if (size > MAX_POST_BYTES) return
      size += chunk.length
      if (size <= MAX_POST_BYTES) chunks.push(chunk)
      else {
        chunks.length = 0
        resolve(undefined)
      }
    })
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })
}

// JSON escapes every control character but leaves U+0085, U+2028 and U+2029 raw, which some line
// readers (Python's splitlines, editors) take for line ends: escaped too, each post stays one line.
export const jsonLine = (value) => JSON.stringify(value).replace(/[\u0085\u2028\u2029]/g, (char) => `\\u${char.codePointAt(0).toString(16).padStart(4, "0")}`)

/** Answers a post to `pathname`: `send(status, headers, text)`; `keep(line)` appends a submission. Undefined when no form posts there. */
export async function takeFormPost(forms, req, pathname, keep) {
  const posted = [...forms.values()].some((form) => form.action === pathname)
  if (!posted) return undefined
  const type = String(req.headers["content-type"] ?? "")
  if (!FORM_TYPES.test(type)) return { status: 415, text: "A form is sent as application/x-www-form-urlencoded or multipart/form-data.\n" }
  const body = await readBody(req)
  if (body === undefined) return { status: 413, text: `A form's post is at most ${MAX_POST_BYTES / 1024 / 1024} MB.\n` }
  const fields = await new Response(body, { headers: { "content-type": type } }).formData().catch(() => undefined)
  if (!fields) return { status: 400, text: "The form's post could not be read.\n" }
  const name = String(fields.get("form-name") ?? "")
  const form = forms.get(name)
  if (!form) return { status: 404, text: `No form of the site is named "${name}".\n` }
  // Filled is any value but an empty one, however many times the field is sent.
  const caught = form.honeypot && fields.getAll(form.honeypot).some((value) => String(value) !== "")
  if (!caught) {
    const values = Object.fromEntries(
      [...fields.entries()].filter(([key]) => key !== "form-name" && key !== form.honeypot).map(([key, value]) => [key, String(value)]),
    )
    keep(`${jsonLine({ form: name, at: new Date().toISOString(), fields: values })}\n`)
  }
  return { status: 303, location: form.action }
}

/** Where `npm run serve` keeps what visitors sent: one line of JSON for each submission. */
export const submissionsFile = (cwd = process.cwd()) => path.join(cwd, ".netlify", "form-submissions.jsonl")
