// An embedded PDF with download and open links below it. Without a built-in PDF viewer the
// <object> shows its fallback, which points to those links, and where the head script has
// marked the document (noPdfViewerScript) the box shrinks from the viewer's 80vh to fit it.
import React from "react"
import type { SiteContent } from "../../vocabulary/schema"
import { LEGAL_IDS } from "../../vocabulary/page-ids"
import { buttonStyles } from "../ui/buttonStyles"
import { KeepCompounds } from "../ui/KeepCompounds"

export type PdfViewerProps = { src: string; title: string; labels: SiteContent["legal"] }

const VIEWER = "block h-[80vh] min-h-[700px] w-full rounded-2xl border border-slate-200 bg-slate-100"
// Where the document is marked as having no viewer, the box is only the fallback's frame.
const WITHOUT_A_VIEWER =
  "[[data-pdf-viewer=none]_&]:h-auto [[data-pdf-viewer=none]_&]:min-h-0 [[data-pdf-viewer=none]_&]:border-0 [[data-pdf-viewer=none]_&]:bg-transparent"

export function PdfViewer({ src, title, labels }: PdfViewerProps) {
  const fileName = src.split("/").pop()
  return (
    // The viewer and its links are the same on every document: the site's search reads the text.
    <div className="space-y-4 print:hidden" data-search-ignore="">
      <object data={src} type="application/pdf" title={title} className={`${VIEWER} ${WITHOUT_A_VIEWER}`}>
        <div role="note" aria-labelledby={LEGAL_IDS.pdfFallback} className="rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <h2 id={LEGAL_IDS.pdfFallback} className="text-lg font-semibold text-amber-950">
            <KeepCompounds text={labels.fallbackTitle} />
          </h2>
          <p className="mt-2 text-amber-950">{labels.fallbackBody}</p>
        </div>
      </object>
      <div className="flex flex-wrap gap-3">
        <a href={src} download={fileName} className={buttonStyles.primary}>
          {labels.download}
        </a>
        <a href={src} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
          {labels.openInNewTab}
        </a>
      </div>
    </div>
  )
}
