// The legal PDFs a build must draw, drawn on every core: worker threads running
// src/node/pdf-worker.ts, which esbuild bundles into the cache first (Gatsby bundles this file,
// and a worker needs a script of its own). Started only when a PDF is to be drawn.
import os from "node:os"
import path from "node:path"
import { Worker } from "node:worker_threads"
import { createRequire } from "node:module"
import { build, type Plugin } from "esbuild"
import type { PdfTask, PdfTaskDone } from "./pdf-worker"

type Pending = { resolve: () => void; reject: (error: Error) => void }
type Task = Omit<PdfTask, "id">

export function pdfPool(cacheDir: string, size = os.availableParallelism()) {
  const queue: Array<{ task: Task; pending: Pending }> = []
  const idle: Worker[] = []
  const workers: Worker[] = []
  const running = new Map<number, Pending>()
  let next = 0
  let script: Promise<string> | undefined
  let scriptFile = ""
  let broken: Error | undefined
  let closing = false

  // A worker that dies takes its drawing with it: every PDF not yet drawn fails the build, rather than wait.
  const fail = (error: Error) => {
    broken ??= error
    for (const pending of [...running.values(), ...queue.splice(0).map((entry) => entry.pending)]) pending.reject(broken)
    running.clear()
  }

  const start = () => {
    const worker = new Worker(scriptFile)
    worker.on("message", ({ id, error }: PdfTaskDone) => {
      const pending = running.get(id)
      if (!pending) return
      running.delete(id)
      if (error) pending.reject(new Error(`A legal PDF could not be drawn: ${error}`))
      else pending.resolve()
      idle.push(worker)
      dispatch()
    })
    worker.on("error", fail)
    worker.on("exit", (code) => code !== 0 && !closing && fail(new Error(`A worker drawing the legal PDFs stopped with code ${code}`)))
    workers.push(worker)
    idle.push(worker)
  }
  const dispatch = () => {
    while (queue.length && (idle.length || workers.length < size)) {
      if (!idle.length) start()
      const { task, pending } = queue.shift()!
      const id = next++
      running.set(id, pending)
      idle.pop()!.postMessage({ ...task, id })
    }
  }
  return {
    /** Draws one PDF on the next free worker. */
    draw: async (task: Task) => {
      script ??= bundleWorker(cacheDir)
      scriptFile = await script
      return new Promise<void>((resolve, reject) => {
        if (broken) return reject(broken)
        queue.push({ task, pending: { resolve, reject } })
        dispatch()
      })
    },
    /** Ends the workers. */
    close: () => {
      closing = true
      return Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}

// pdfkit stays outside the bundle, required from the site's own node_modules wherever the
// script is kept: it reads its font metrics from its own folder. fontkit, which it reads fonts
// with, is the same copy the site's font table is made with.
const PDFKIT: Plugin = {
  name: "pdfkit-from-the-site",
  setup: (build) =>
    build.onResolve({ filter: /^(pdfkit|fontkit)$/ }, ({ path: name }) => ({
      path: createRequire(path.resolve("package.json")).resolve(name),
      external: true,
    })),
}

async function bundleWorker(cacheDir: string): Promise<string> {
  const outfile = path.join(cacheDir, "pdf-worker.cjs")
  await build({
    entryPoints: [path.resolve("src/node/pdf-worker.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    plugins: [PDFKIT],
    logLevel: "error",
  })
  return outfile
}
