// The links between a legal document's versions: the current page's list of earlier ones, and
// the notice at the top of an earlier one.
import React from "react"
import type { SiteContent } from "../../vocabulary/schema"
import { LEGAL_IDS } from "../../vocabulary/page-ids"
import { SmartLink } from "../ui/SmartLink"

export type VersionLink = { readonly date: { readonly iso: string; readonly display: string }; readonly path: string }
type ArchiveLabels = SiteContent["legal"]["archive"]

const VERSION_LINK = "inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"

export const VersionDate = ({ version }: { version: VersionLink }) => (
  <SmartLink to={version.path} className={VERSION_LINK}>
    <time dateTime={version.date.iso}>{version.date.display}</time>
  </SmartLink>
)

export function EarlierVersions({ versions, label }: { versions: readonly VersionLink[]; label: string }) {
  return (
    <div className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm text-slate-600">
      <span aria-hidden="true">{label}:</span>
      <ul aria-label={label} className="flex flex-wrap gap-x-4">
        {versions.map((version) => (
          <li key={version.path}>
            <VersionDate version={version} />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ArchiveNotice({
  replacedBy,
  currentPath,
  changesPath,
  labels,
}: {
  replacedBy: VersionLink
  currentPath: string
  changesPath: string
  labels: ArchiveLabels
}) {
  return (
    <div role="note" aria-labelledby={LEGAL_IDS.notCurrent} className="mt-6 max-w-3xl rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p>
        <strong id={LEGAL_IDS.notCurrent} className="font-semibold">
          {labels.notCurrent}
        </strong>{" "}
        {labels.replacedOn} <time dateTime={replacedBy.date.iso}>{replacedBy.date.display}</time>.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        <SmartLink to={currentPath} className={VERSION_LINK}>
          {labels.readCurrent}
        </SmartLink>
        <SmartLink to={changesPath} className={VERSION_LINK}>
          {labels.seeChanges}
        </SmartLink>
      </p>
    </div>
  )
}
