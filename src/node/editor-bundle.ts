// The writers' editor (Decap CMS, its configuration and the site's views as previews) bundled
// by esbuild, outside Gatsby's webpack: one ES module and its chunks in public/admin/, the same
// files for `gatsby develop` and `gatsby build`. A build whose inputs have not changed reuses
// the last bundle from the cache.
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { build, type Plugin } from "esbuild"
import { ADMIN_ROUTE, BUNDLE_FILE } from "./admin-route"
import { listFiles } from "./list-files"

const ENTRY = "src/cms/start-cms.ts"
// What the bundle is made from: the editor, the views it previews with, the content model.
const SOURCES = ["src/cms", "src/components", "src/content"]
const BUILDER = "src/node/editor-bundle.ts"

// Decap's parts are taken from decap-cms-app's own dependencies, the set of versions it is
// released and tested with.
const decapParts = (root: string): Plugin => ({
  name: "decap-parts",
  setup(build) {
    // Resolved from the site's root at run time: Gatsby's bundling of this file has no require.resolve.
    const resolveDir = path.dirname(createRequire(path.join(root, "package.json")).resolve("decap-cms-app/package.json"))
    build.onResolve({ filter: /^decap-cms-(core|backend-|widget-)/ }, ({ path: part, kind, pluginData }) =>
      pluginData === "decap-app" ? undefined : build.resolve(part, { kind, resolveDir, pluginData: "decap-app" }),
    )
  },
})

// Decap refuses a save the form finds invalid with `Promise.reject()`, and a save or a delete its
// backend or the site's own checks refuse (src/cms/save-checks.ts) with `Promise.reject(dispatch(...))`, in
// its entries and editorial workflow actions, after it has said why. That is a rejection no code
// handles, which the page reports as an error and the develop server covers with its "Unhandled
// Runtime Error" overlay. The refused save or delete is left pending instead, which stops it all the same.
// A Decap release that changes these lines stops the bundle here.
const REFUSALS: Record<string, string[]> = {
  entries: [
    "return Promise.reject();",
    "return Promise.reject(dispatch(entryPersistFail(collection, serializedEntry, error)));",
    "return Promise.reject(dispatch(entryDeleteFail(collection, slug, error)));",
  ],
  editorialWorkflow: ["return Promise.reject();", "return Promise.reject(dispatch(unpublishedEntryPersistedFail(error, collection, entry.get('slug'))));"],
}
// `return Promise.reject(X);` becomes `X; return new Promise(() => {});`, so the failure is still recorded.
const leftPending = (refusal: string) => {
  const recorded = refusal.slice("return Promise.reject(".length, -");".length)
  return `${recorded ? `${recorded}; ` : ""}return new Promise(() => {});`
}
const quietRefusals: Plugin = {
  name: "quiet-refusals",
  setup(build) {
    build.onLoad({ filter: /decap-cms-core[/\\]dist[/\\]esm[/\\]actions[/\\](entries|editorialWorkflow)\.js$/ }, async ({ path: file }) => {
      let code = await fs.promises.readFile(file, "utf8")
      for (const refusal of REFUSALS[path.basename(file, ".js")]!) {
        const found = code.split(refusal).length - 1
        if (found !== 1)
          throw new Error(`${file}: expected one refusal of a save ("${refusal}"), found ${found}; update src/node/editor-bundle.ts for this Decap release`)
        code = code.replace(refusal, leftPending(refusal))
      }
      return { contents: code, loader: "js" }
    })
  },
}

export type EditorBundle = { script: string; preload: string[]; files: string[]; seconds: number; cached: boolean }

// The key of a bundle: every source file, the installed packages and this builder.
function inputsKey(root: string): string {
  const hash = crypto.createHash("sha256")
  const files = SOURCES.flatMap((dir) => listFiles(path.join(root, dir)))
    .filter((file) => !/\.test\.tsx?$|__fixtures__/.test(file))
    .sort()
  for (const file of [...files, path.join(root, "package-lock.json"), path.join(root, BUILDER)]) {
    if (!fs.existsSync(file)) continue
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file))
  }
  return hash.digest("hex").slice(0, 16)
}

/** Builds (or takes from the cache) the editor's bundle into public/admin/; returns its entry's URL. */
export async function buildEditorBundle(root = process.cwd()): Promise<EditorBundle> {
  const started = performance.now()
  const cacheDir = path.join(root, ".cache", "editor-bundle", inputsKey(root))
  const outDir = path.join(root, "public", ADMIN_ROUTE)
  const cached = fs.existsSync(path.join(cacheDir, "manifest.json"))
  if (!cached) {
    const result = await build({
      absWorkingDir: root,
      entryPoints: { editor: ENTRY },
      outdir: cacheDir,
      bundle: true,
      format: "esm",
      splitting: true,
      minify: true,
      target: "es2022",
      entryNames: "[name]-[hash]",
      chunkNames: "chunk-[hash]",
      jsx: "automatic",
      // Previews render links as anchors: the editor has no Gatsby router.
      // gray-matter's "---js" engine evaluates a file's text: the editor carries no such reader.
      alias: { gatsby: "./src/cms/gatsby-link.tsx", "gray-matter": "./src/cms/gray-matter-refused.ts" },
      define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
      legalComments: "none",
      metafile: true,
      plugins: [decapParts(root), quietRefusals],
      logLevel: "error",
    })
    const [entry, output] = Object.entries(result.metafile.outputs).find(([, candidate]) => candidate.entryPoint === ENTRY)!
    // The entry and the chunks it imports at once: the page asks for them all with its HTML.
    const preload = [entry, ...output.imports.filter((imported) => imported.kind === "import-statement").map((imported) => imported.path)].map((file) =>
      path.basename(file),
    )
    fs.writeFileSync(path.join(cacheDir, "manifest.json"), JSON.stringify({ script: path.basename(entry), preload }))
  }
  // Earlier bundles' files go; the page's own HTML, which Gatsby writes only when it changes, stays.
  fs.mkdirSync(outDir, { recursive: true })
  for (const file of fs.readdirSync(outDir)) if (BUNDLE_FILE.test(file)) fs.rmSync(path.join(outDir, file))
  const files = fs.readdirSync(cacheDir).filter((file) => file.endsWith(".js"))
  for (const file of files) fs.copyFileSync(path.join(cacheDir, file), path.join(outDir, file))
  const { script, preload } = JSON.parse(fs.readFileSync(path.join(cacheDir, "manifest.json"), "utf8")) as { script: string; preload: string[] }
  const url = (file: string) => `${ADMIN_ROUTE}/${file}`
  return { script: url(script), preload: preload.map(url), files: files.map(url), seconds: (performance.now() - started) / 1000, cached }
}
