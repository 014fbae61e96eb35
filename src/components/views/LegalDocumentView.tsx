// A legal document page: title, revision date, the PDF, the document's full text from the same
// source, and a contact address. The current version lists its earlier versions; an earlier
// version says so at the top, with links to the current one and to what changed.
import React from "react"
import { KeepCompounds } from "../ui/KeepCompounds"
import type { SiteContent } from "../../vocabulary/schema"
import { Container } from "../ui/Container"
import { SmartLink } from "../ui/SmartLink"
import { PdfViewer } from "../legal/PdfViewer"
import { LegalText } from "../legal/LegalText"
import { ArchiveNotice, EarlierVersions, type VersionLink } from "../legal/LegalVersions"
import type { LegalBlockView } from "../../vocabulary/legal-text"

export type LegalDocumentViewProps = {
  title: string
  description: string
  pdf: string
  lastUpdated: { iso: string; display: string }
  blocks: readonly LegalBlockView[]
  labels: SiteContent["legal"]
  contactEmail: string
  /** On the current version: its earlier versions, newest first. */
  earlierVersions?: readonly VersionLink[]
  /** On an earlier version: the version that replaced it, the current one and what changed. */
  archive?: { replacedBy: VersionLink; currentPath: string; changesPath: string }
}

export function LegalDocumentView({
  title,
  description,
  pdf,
  lastUpdated,
  blocks,
  labels,
  contactEmail,
  earlierVersions = [],
  archive,
}: LegalDocumentViewProps) {
  return (
    <Container className="py-12 sm:py-16">
      {/* The search shows the title above each excerpt and searches it as the title, so no excerpt repeats it. */}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" data-search-ignore="">
        <KeepCompounds text={title} />
      </h1>
      {archive && <ArchiveNotice {...archive} labels={labels.archive} />}
      <p className="mt-3 max-w-3xl text-slate-600">{description}</p>
      <p className="mt-2 text-sm text-slate-600">
        {labels.lastUpdated}: <time dateTime={lastUpdated.iso}>{lastUpdated.display}</time>
      </p>
      {earlierVersions.length > 0 && <EarlierVersions versions={earlierVersions} label={labels.archive.earlierVersions} />}
      <div className="mt-8">
        <PdfViewer src={pdf} title={title} labels={labels} />
      </div>
      <div className="mt-12 border-t border-slate-200 pt-6">
        <LegalText blocks={blocks} label={`${title}: full text`} />
      </div>
      <p className="mt-8 text-slate-700">
        {labels.questions}{" "}
        <SmartLink to={`mailto:${contactEmail}`} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {contactEmail}
        </SmartLink>
        .
      </p>
    </Container>
  )
}
