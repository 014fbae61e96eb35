// What each kind of drawing is drawn by, as a key for the drawings kept in the cache
// (src/node/drawings/drawing-cache.ts): every file its code is made of, from the module graph esbuild
// read to bundle the drawing worker (a package by its installed version, with the packages it
// depends on), and the fonts it reads as it runs. A change to any of them draws that kind again,
// and only that kind: a change to the card's layout leaves every PDF as it was.
// The records are kept in the cache, so a build that draws nothing new bundles nothing either.
import fs from "node:fs"
import path from "node:path"
import type { Metafile } from "esbuild"
import { type InputRecord, readRecord, recordInputs, unchanged } from "../cache/input-record"
import { packageFileOf, withDependencies } from "../cache/installed-packages"
import { FONT_FILES } from "../legal/pdf-fonts"
import type { WorkerBundle } from "./drawing-pool"

export type Renderer = "card" | "pdf"

// Where each kind's code starts, in the worker's module graph (the worker itself only hands it its task).
const ENTRIES: Record<Renderer, string[]> = {
  card: ["src/node/drawings/social-card.ts"],
  pdf: ["src/node/legal/legal-pdf.ts", "src/node/legal/legal-changes-pdf.ts"],
}
const WORKER = "src/node/drawings/drawing-worker.ts"
const RECORDS = "drawing-renderers.json"

/** The files `renderer` is made of: its modules, as esbuild's metafile links them, the packages they import, and the fonts. */
export function rendererFiles(root: string, metafile: Metafile, renderer: Renderer): string[] {
  const modules = new Set<string>()
  const packages = new Set<string>()
  const visit = (input: string) => {
    if (modules.has(input)) return
    modules.add(input)
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (!imported.external) visit(imported.path)
      else if (packageFileOf(imported.path)) packages.add(packageFileOf(imported.path)!)
    }
  }
  for (const entry of ENTRIES[renderer]) {
    if (!metafile.inputs[entry]) throw new Error(`${entry} is not in the drawing worker's bundle: update ENTRIES in src/node/drawings/drawing-renderers.ts`)
    visit(entry)
  }
  return [WORKER, ...modules, ...withDependencies(packages), ...FONT_FILES].map((file) => path.resolve(root, file))
}

type Records = Partial<Record<Renderer, InputRecord>>

/** The key of each renderer: the last build's while nothing it read changed, else made from this build's worker bundle. */
export async function rendererKeys(cacheDir: string, bundle: () => Promise<WorkerBundle>, root = process.cwd()): Promise<Record<Renderer, string>> {
  const file = path.join(cacheDir, RECORDS)
  const kept = readRecord<Records>(file) ?? {}
  if (unchanged(root, kept.card, "card") && unchanged(root, kept.pdf, "pdf")) return { card: kept.card.key, pdf: kept.pdf.key }
  const { metafile } = await bundle()
  const records = {
    card: recordInputs(root, rendererFiles(root, metafile, "card"), "card"),
    pdf: recordInputs(root, rendererFiles(root, metafile, "pdf"), "pdf"),
  }
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(records))
  return { card: records.card.key, pdf: records.pdf.key }
}
