// A worker thread of the build's drawing pool (src/node/drawings/drawing-pool.ts): it draws sharing cards
// and legal PDFs, reading each font once for all it draws.
import { parentPort, workerData } from "node:worker_threads"
import { renderLegalPdf, type LegalPdfInput } from "../legal/legal-pdf"
import { renderLegalChangesPdf, type LegalChangesPdfInput } from "../legal/legal-changes-pdf"
import { drawCard, type CardFacts } from "./social-card"

/** What one drawing is: its kind and what it is drawn from. */
export type DrawingInput = { kind: "card"; input: CardFacts } | { kind: "document"; input: LegalPdfInput } | { kind: "comparison"; input: LegalChangesPdfInput }
/** One drawing, written to `out`. */
export type Drawing = DrawingInput & { out: string }
export type DrawingTask = Drawing & { id: number }
export type DrawingDone = { id: number; error?: string }

const draw = (task: Drawing) =>
  task.kind === "card"
    ? drawCard(task.input, task.out)
    : task.kind === "document"
      ? renderLegalPdf(task.input, task.out)
      : renderLegalChangesPdf(task.input, task.out)

// The pool's counter of drawings taken (src/node/drawings/drawing-pool.ts): every worker is handed every
// drawing, and draws those it takes, one at a time.
const taken = new Int32Array((workerData as { taken: SharedArrayBuffer }).taken)
const handed = new Map<number, DrawingTask>()
let mine: number | undefined
let drawing = false

async function work() {
  if (drawing) return
  mine ??= Atomics.add(taken, 0, 1)
  const task = handed.get(mine)
  // Taken before it was handed over: drawn when it comes.
  if (!task) return
  drawing = true
  mine = undefined
  // What the other workers took is theirs.
  const first = Atomics.load(taken, 0)
  for (const id of handed.keys()) if (id < first) handed.delete(id)
  try {
    await draw(task)
    parentPort!.postMessage({ id: task.id } satisfies DrawingDone)
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: (error as Error).stack ?? String(error) } satisfies DrawingDone)
  }
  drawing = false
  void work()
}

parentPort!.on("message", (task: DrawingTask) => {
  handed.set(task.id, task)
  void work()
})
