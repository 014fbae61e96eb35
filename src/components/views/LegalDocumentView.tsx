// A legal document page: title, revision date, the PDF and a contact address.
import React from "react"
import { KeepCompounds } from "../ui/KeepCompounds"
import type { SiteContent } from "../../content/schema"
import { Container } from "../ui/Container"
import { PdfViewer } from "../sections/PdfViewer"

export type LegalDocumentViewProps = {
  title: string
  description: string
  pdf: string
  lastUpdated: { iso: string; display: string }
  labels: SiteContent["legal"]
  contactEmail: string
}

export function LegalDocumentView({ title, description, pdf, lastUpdated, labels, contactEmail }: LegalDocumentViewProps) {
  return (
    <Container className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <KeepCompounds text={title} />
      </h1>
      <p className="mt-3 max-w-3xl text-slate-600">{description}</p>
      <p className="mt-2 text-sm text-slate-600">
        {labels.lastUpdated}: <time dateTime={lastUpdated.iso}>{lastUpdated.display}</time>
      </p>
      <div className="mt-8">
        <PdfViewer src={pdf} title={title} labels={labels} />
      </div>
      <p className="mt-8 text-slate-700">
        {labels.questions}{" "}
        <a href={`mailto:${contactEmail}`} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {contactEmail}
        </a>
        .
      </p>
    </Container>
  )
}
