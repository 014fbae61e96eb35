// A worker thread that draws legal PDFs for the build's pool (src/node/pdf-pool.ts), so the
// PDFs that must be drawn are drawn on every core.
import { parentPort } from "node:worker_threads"
import { renderLegalPdf, type LegalPdfInput } from "./legal-pdf"
import { renderLegalChangesPdf, type LegalChangesPdfInput } from "./legal-changes-pdf"

export type PdfTask = { id: number; out: string } & ({ kind: "document"; input: LegalPdfInput } | { kind: "comparison"; input: LegalChangesPdfInput })
export type PdfTaskDone = { id: number; error?: string }

parentPort!.on("message", async (task: PdfTask) => {
  try {
    await (task.kind === "document" ? renderLegalPdf(task.input, task.out) : renderLegalChangesPdf(task.input, task.out))
    parentPort!.postMessage({ id: task.id } satisfies PdfTaskDone)
  } catch (error) {
    parentPort!.postMessage({ id: task.id, error: (error as Error).stack ?? String(error) } satisfies PdfTaskDone)
  }
})
