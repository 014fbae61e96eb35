// The build's drawings: every page's sharing card and every legal PDF, each copied from the cache
// where drawn before by the same renderer (src/node/drawings/drawing-cache.ts, src/node/drawings/drawing-renderers.ts),
// the rest drawn on one pool of workers, one per core (src/node/drawings/drawing-pool.ts). A build draws
// them while webpack bundles the pages, and onPostBuild waits for them; develop serves them at
// once, so createPages waits.
import os from "node:os"
import type { Reporter } from "gatsby"
import { counted } from "../../vocabulary/counted"
import { cachedDrawing, type DrawingCacheResult, isWholePdf, isWholePng } from "./drawing-cache"
import { drawingPool } from "./drawing-pool"
import { type Renderer, rendererKeys } from "./drawing-renderers"
import type { Drawing, DrawingInput } from "./drawing-worker"
import type { CardFacts } from "./social-card"

type PdfDrawing = Extract<DrawingInput, { kind: "document" | "comparison" }>
type Made = { renderer: Renderer; result: DrawingCacheResult }

const KEPT: Record<Renderer, { folder: string; extension: string; isWhole: (file: string) => boolean }> = {
  card: { folder: "social-cards", extension: "png", isWhole: isWholePng },
  pdf: { folder: "legal-pdfs", extension: "pdf", isWhole: isWholePdf },
}

/** The drawings of one build (or one run of createPages in develop), on a pool of `size` workers. */
export function startDrawings(cacheDir: string, size = os.availableParallelism()) {
  const started = performance.now()
  const pool = drawingPool(cacheDir, size)
  const keys = rendererKeys(cacheDir, pool.bundle)
  const all: Promise<Made>[] = []
  const add = (renderer: Renderer, drawing: Drawing, input: unknown) => {
    const made = keys.then((key) =>
      cachedDrawing({ cacheDir, renderer: key[renderer], ...KEPT[renderer] }, input, drawing.out, (out) => pool.draw({ ...drawing, out })),
    )
    // Handled at once too: one may fail before anything waits for it.
    made.catch(() => undefined)
    all.push(made.then((result) => ({ renderer, result })))
  }
  return {
    /** Writes the sharing card of `facts` to `out`. */
    card: (facts: CardFacts, out: string) => add("card", { kind: "card", input: facts, out }, facts),
    /** Writes a legal PDF to `out`, kept by its kind too: a document and a comparison are drawn by different code. */
    pdf: (drawing: PdfDrawing, out: string) => add("pdf", { ...drawing, out }, drawing),
    /** Once every drawing is made: what was drawn and copied, on how many workers, as the build's log says it. */
    finish: async () => {
      const made = await Promise.all([keys, ...all])
        .then(([, ...each]) => each as Made[])
        .finally(() => pool.close())
      const count = (renderer: Renderer, result: DrawingCacheResult) => made.filter((one) => one.renderer === renderer && one.result === result).length
      const kind = (name: string, renderer: Renderer) => `${name}: ${count(renderer, "drawn")} drawn, ${count(renderer, "copied")} copied from the cache.`
      const workers = pool.started()
      const where = workers ? `Drawn on ${counted(workers, "worker")} (${counted(size, "core")})` : "No worker started"
      return `${kind("Sharing cards", "card")} ${kind("Legal PDFs", "pdf")} ${where}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`
    },
  }
}

export type Drawings = ReturnType<typeof startDrawings>

// Held as a value, so a drawing that fails before anything waits is no unhandled rejection.
let finished: Promise<Error | undefined> = Promise.resolve(undefined)

/** Resolves once this build's cards and PDFs are in public/: true, or false once the error that stopped one is reported. */
export const drawingsMade = async (reporter: Reporter) => {
  const failed = await finished
  if (failed) reporter.panicOnBuild(`The sharing cards and legal PDFs were not all made: ${failed.message}`, failed)
  return !failed
}

/** After createPages: develop waits for the drawings; a build lets them run beside webpack, and stops at once if one fails. */
export async function finishDrawings(drawings: Drawings, reporter: Reporter): Promise<void> {
  const report = drawings.finish().then((summary) => reporter.info(summary))
  if (process.env.gatsby_executing_command !== "build") return report
  finished = report.then(
    () => undefined,
    (error: Error) => error,
  )
  void drawingsMade(reporter)
}
