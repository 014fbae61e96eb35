// The build's drawings (sharing cards and legal PDFs) drawn on every core: worker threads, one per
// core at most, running src/node/drawings/drawing-worker.ts, which esbuild bundles into the cache first
// (Gatsby bundles this file, and a worker needs a script of its own). A worker starts only when
// a drawing is to be made, and keeps its fonts for every drawing after its first.
import { builtinModules, createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { Worker } from "node:worker_threads"
import { build, type Metafile, type Plugin } from "esbuild"
// sharp is loaded here before any worker loads it, so that its libraries stay loaded when a worker
// ends (glibc would otherwise unload them under the other workers: sharp's documentation).
import "sharp"
import type { Drawing, DrawingDone, DrawingTask } from "./drawing-worker"

/** The worker's script and what esbuild read to make it. */
export type WorkerBundle = { script: string; metafile: Metafile }

const WORKER = "src/node/drawings/drawing-worker.ts"
const WHAT: Record<Drawing["kind"], string> = { card: "sharing card", document: "legal PDF", comparison: "legal PDF of changes" }

type Pending = { resolve: () => void; reject: (error: Error) => void; kind: Drawing["kind"] }

export function drawingPool(cacheDir: string, size = os.availableParallelism()) {
  // Each drawing goes to every worker, and each worker takes the next one itself (a counter they
  // share): none waits for this thread, which webpack keeps busy, to hand it its next drawing.
  const taken = new SharedArrayBuffer(4)
  const unfinished = new Map<number, { task: DrawingTask; pending: Pending }>()
  const workers: Worker[] = []
  let next = 0
  let bundled: Promise<WorkerBundle> | undefined
  let script = ""
  let broken: Error | undefined
  let closing = false

  // A worker that dies takes its drawing with it: every drawing not yet made fails the build, rather than wait.
  const fail = (error: Error) => {
    broken ??= error
    for (const { pending } of unfinished.values()) pending.reject(broken)
    unfinished.clear()
  }

  const start = () => {
    const worker = new Worker(script, { workerData: { taken } })
    worker.on("message", ({ id, error }: DrawingDone) => {
      const entry = unfinished.get(id)
      if (!entry) return
      unfinished.delete(id)
      if (error) entry.pending.reject(new Error(`A ${WHAT[entry.pending.kind]} could not be drawn: ${error}`))
      else entry.pending.resolve()
    })
    worker.on("error", fail)
    worker.on("exit", (code) => code !== 0 && !closing && fail(new Error(`A worker drawing the cards and PDFs stopped with code ${code}`)))
    workers.push(worker)
    // The drawings handed out before it started, of which it takes those no other worker took.
    for (const { task } of unfinished.values()) worker.postMessage(task)
  }
  const bundle = () => {
    bundled ??= bundleWorker(cacheDir)
    return bundled
  }
  return {
    /** The worker's script, bundled once per pool. */
    bundle,
    /** Draws one card or PDF on the next free worker. */
    draw: async (drawing: Drawing) => {
      script = (await bundle()).script
      return new Promise<void>((resolve, reject) => {
        if (broken) return reject(broken)
        const task = { ...drawing, id: next++ }
        unfinished.set(task.id, { task, pending: { resolve, reject, kind: drawing.kind } })
        for (const worker of workers) worker.postMessage(task)
        // Another worker while more drawings wait than there are workers, up to one per core.
        if (workers.length < size && unfinished.size > workers.length) start()
      })
    },
    /** How many workers were started. */
    started: () => workers.length,
    /** Ends the workers. */
    close: () => {
      closing = true
      return Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}

export type DrawingPool = ReturnType<typeof drawingPool>

// Packages stay outside the bundle, required from the site's own node_modules wherever the script
// is kept: pdfkit reads its font metrics from its own folder, sharp loads its binary, and fontkit is
// the same copy the site's font table is made with.
const packagesFromTheSite = (root: string): Plugin => ({
  name: "packages-from-the-site",
  setup: (build) =>
    build.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
      name.startsWith("node:") || builtinModules.includes(name)
        ? undefined
        : { path: createRequire(path.join(root, "package.json")).resolve(name), external: true },
    ),
})

async function bundleWorker(cacheDir: string): Promise<WorkerBundle> {
  const root = process.cwd()
  const script = path.join(cacheDir, "drawing-worker.cjs")
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [WORKER],
    outfile: script,
    bundle: true,
    platform: "node",
    format: "cjs",
    metafile: true,
    plugins: [packagesFromTheSite(root)],
    logLevel: "error",
  })
  return { script, metafile }
}
