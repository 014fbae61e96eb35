// In develop, while the content has a problem, every page of the site answers with the problems in
// the build's words, and comes back by itself once they are fixed: the page asks the server each
// second whether they still stand, and reloads when they change. The editor (/admin/) and the
// develop server's own requests (its scripts, page data, GraphiQL) are left alone.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { developOwn, PROBLEMS_STATUS } from "../../cms/problems-watch"
import { counted } from "../../vocabulary/counted"
import { formatProblem, type Problem } from "../../vocabulary/problems"
import { contentProblems } from "./content-nodes"

const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

// Each second: other problems are shown at once; once none is left, the page is shown when the
// develop server has built it (its data written, its template's script compiled: it answers its
// address before), or after a minute.
const reloadScript = (shown: string) => `const shown = ${JSON.stringify(shown).replace(/</g, "\\u003c")}
let waited = 0
const ask = (url) => fetch(url, { cache: "no-store" }).then((r) => (r.ok ? r.text() : undefined), () => undefined)
setInterval(async () => {
  const now = JSON.parse((await ask(${JSON.stringify(PROBLEMS_STATUS)} + "?page=" + encodeURIComponent(location.pathname))) ?? "null")
  if (!now || JSON.stringify(now.problems) === shown) return
  const built = now.chunk && (await ask("/" + now.chunk + ".js")) !== undefined
  if (now.problems.length || built || ++waited > 60) location.reload()
}, 1000)`

/** The page every address shows while the content has `problems`. */
export function problemsPage(problems: readonly Problem[]): string {
  const lines = problems.map(formatProblem)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${counted(problems.length, "content problem")}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #0f172a; margin: 0; padding: 2rem 1.25rem; }
main { max-width: 56rem; margin: 0 auto; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
ul { padding: 0; list-style: none; }
li { border: 1px solid #fcd34d; background: #fffbeb; border-radius: 0.75rem; padding: 0.75rem 1rem; margin: 0.75rem 0; overflow-wrap: anywhere; }
a { color: #0b3b5c; }
</style>
</head>
<body>
<main>
<h1>The site has ${counted(problems.length, "content problem")}</h1>
<p>Its pages are built again as soon as ${problems.length === 1 ? "it is" : "they are"} fixed, in the file named or in <a href="/admin/">the content editor</a>: this page then shows the site by itself.</p>
<ul>
${lines.map((line) => `<li>${escaped(line)}</li>`).join("\n")}
</ul>
</main>
<script>
${reloadScript(JSON.stringify(lines))}
</script>
</body>
</html>
`
}

type Request = { method: string; path: string; headers: { accept?: string }; query?: Record<string, unknown> }
type Response = { status(code: number): Response; type(type: string): Response; send(body: string): void }

// A browser asking for a page of the site: not the editor, nor one of the develop server's own files.
const asksForPage = ({ method, path, headers }: Request) => method === "GET" && /\btext\/html\b/.test(headers.accept ?? "") && !developOwn(path)

// The script of the page at `address` once the develop server has run its query (its data's file is
// written), read from the file: asking Gatsby's own server for data it has not made yet logs an error.
function builtChunk(address: string, publicDir: string): string | undefined {
  if (!/^\/[a-z0-9/-]*$/.test(address) || address.includes("//")) return undefined
  const file = path.join(publicDir, "page-data", address.replace(/^\/+|\/+$/g, "") || "index", "page-data.json")
  try {
    const chunk = (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName?: unknown }).componentChunkName
    return typeof chunk === "string" && /^[\w-]+$/.test(chunk) ? chunk : undefined
  } catch {
    return undefined
  }
}

/** Answers a browser's request for a page with the problems while there are any; any other request goes on. */
export const answerWithProblems =
  (problems: () => readonly Problem[], publicDir = path.join(process.cwd(), "public")) =>
  (req: Request, res: Response, next: () => void) => {
    if (req.path === PROBLEMS_STATUS) {
      const page = typeof req.query?.page === "string" ? req.query.page : ""
      const now = problems().map(formatProblem)
      return void res.type("json").send(JSON.stringify({ problems: now, ...(!now.length && { chunk: builtChunk(page, publicDir) }) }))
    }
    const now = problems()
    if (!now.length || !asksForPage(req)) return next()
    res.status(503).type("html").send(problemsPage(now))
  }

export const showContentProblems: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.use(answerWithProblems(contentProblems))
}
