// The writers' editor (Decap CMS, its configuration and the site's views as previews) bundled
// by esbuild, outside Gatsby's webpack: one ES module and its chunks in public/admin/, the same
// files for `gatsby develop` and `gatsby build`. The last bundle is kept in the cache with every
// file esbuild read to make it (src/node/cache/input-record.ts), and reused while none of them changed.
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { build, version as esbuildVersion, type Metafile, type Plugin } from "esbuild"
import { ADMIN_ROUTE, BUNDLE_FILE } from "./admin-route"
import { type InputRecord, readRecord, recordInputs, unchanged } from "../cache/input-record"
import { packageFileOf } from "../cache/installed-packages"

const ENTRY = "src/cms/start-cms.ts"
// Besides the modules: this builder (its options and plugins), and the settings esbuild reads.
const BUILDER = ["src/node/editor/editor-bundle.ts", "tsconfig.json", "package.json"]

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
          throw new Error(
            `${file}: expected one refusal of a save ("${refusal}"), found ${found}; update src/node/editor/editor-bundle.ts for this Decap release`,
          )
        code = code.replace(refusal, leftPending(refusal))
      }
      return { contents: code, loader: "js" }
    })
  },
}

export type EditorBundle = { script: string; preload: string[]; files: string[]; seconds: number; cached: boolean }

type Manifest = { inputs: InputRecord; script: string; preload: string[] }

/** What made the bundle: every module esbuild read (a package's by its package.json), with this builder. */
function bundleInputs(root: string, metafile: Metafile): string[] {
  const modules = Object.keys(metafile.inputs).map((input) => path.resolve(root, input))
  return [...new Set([...modules.map((file) => packageFileOf(file) ?? file), ...BUILDER])].filter((file) => fs.existsSync(path.resolve(root, file)))
}

async function bundle(root: string, outdir: string): Promise<Manifest> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { editor: ENTRY },
    outdir,
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
  return { inputs: recordInputs(root, bundleInputs(root, result.metafile), esbuildVersion), script: path.basename(entry), preload }
}

/** Builds (or takes from the cache) the editor's bundle into public/admin/; returns its entry's URL. */
export async function buildEditorBundle(root = process.cwd()): Promise<EditorBundle> {
  const started = performance.now()
  const cacheDir = path.join(root, ".cache", "editor-bundle")
  const manifestFile = path.join(cacheDir, "manifest.json")
  const outDir = path.join(root, "public", ADMIN_ROUTE)
  const kept = readRecord<Manifest>(manifestFile)
  const cached = unchanged(root, kept?.inputs, esbuildVersion) && [kept!.script, ...kept!.preload].every((file) => fs.existsSync(path.join(cacheDir, file)))
  if (!cached) {
    // Made beside the last one, which goes only once this one is whole.
    const next = `${cacheDir}.next`
    fs.rmSync(next, { recursive: true, force: true })
    const manifest = await bundle(root, next)
    fs.writeFileSync(path.join(next, "manifest.json"), JSON.stringify(manifest))
    fs.rmSync(cacheDir, { recursive: true, force: true })
    fs.renameSync(next, cacheDir)
  }
  // Earlier bundles' files go; the page's own HTML, which Gatsby writes only when it changes, stays.
  fs.mkdirSync(outDir, { recursive: true })
  for (const file of fs.readdirSync(outDir)) if (BUNDLE_FILE.test(file)) fs.rmSync(path.join(outDir, file))
  const files = fs.readdirSync(cacheDir).filter((file) => file.endsWith(".js"))
  for (const file of files) fs.copyFileSync(path.join(cacheDir, file), path.join(outDir, file))
  const { script, preload } = readRecord<Manifest>(manifestFile)!
  const url = (file: string) => `${ADMIN_ROUTE}/${file}`
  return { script: url(script), preload: preload.map(url), files: files.map(url), seconds: (performance.now() - started) / 1000, cached }
}
