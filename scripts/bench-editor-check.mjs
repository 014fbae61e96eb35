// The editor's check of an entry as a writer changes it (src/cms/site-verdict.ts: the build's own
// check of every content file, with the entry as it would be saved), timed on a copy's content: the
// first check, which reads every file, then each change after it. Bundled from the TypeScript by
// esbuild, as the editor is.
import fs from "node:fs"
import path from "node:path"
import { build } from "esbuild"

const ROOT = path.join(import.meta.dirname, "..")
const CHANGES = 7

// The check and the front matter reader, as one module in the project's cache.
async function loadCheck() {
  const outfile = path.join(ROOT, "node_modules", ".cache", "bench", "editor-check.mjs")
  await build({
    stdin: {
      contents: 'export { verdictOn } from "./src/cms/site-verdict"; export { readFrontMatter } from "./src/vocabulary/front-matter"',
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    // jsonc-parser's main file is a UMD module that requires its parts at run time.
    mainFields: ["module", "main"],
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    outfile,
    logLevel: "warning",
  })
  return import(`${outfile}?${Date.now()}`)
}

const filesUnder = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []))
    : []

/** The milliseconds of the first check of `entry` (a file of the copy at `dir`) and of each of a few changes to its title after it. */
export async function editorCheckTimes(dir, entry) {
  const { verdictOn, readFrontMatter } = await loadCheck()
  const relative = (file) => path.relative(dir, file)
  const files = [...filesUnder(path.join(dir, "content")), ...filesUnder(path.join(dir, "static"))].map(relative)
  const isText = (file) => file.startsWith("content/") && /\.(md|json)$/.test(file)
  const texts = new Map(files.filter(isText).map((file) => [file, fs.readFileSync(path.join(dir, file), "utf8")]))
  const site = { texts, media: new Set(files.filter((file) => !isText(file))), moves: [] }
  const data = readFrontMatter(texts.get(entry)).data
  const timed = (change) => {
    const start = performance.now()
    const verdict = verdictOn("articles", entry, change, site)
    if (verdict.own.length) throw new Error(`The check found problems in ${entry}: ${JSON.stringify(verdict.own)}`)
    return performance.now() - start
  }
  const first = timed({ ...data })
  const changes = Array.from({ length: CHANGES }, (_, i) => timed({ ...data, title: `${data.title} ${"x".repeat(i + 1)}` })).sort((a, b) => a - b)
  return { first, change: changes[Math.floor(CHANGES / 2)] }
}
