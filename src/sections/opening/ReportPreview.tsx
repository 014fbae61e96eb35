// The hero's product shot: an HTML mock of a draft medical-legal report.
import React from "react"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { opening } from "./kind"

type ReportPreviewProps = { preview: NonNullable<SectionOf<typeof opening>["preview"]> }

export function ReportPreview({ preview }: ReportPreviewProps) {
  return (
    <figure className="relative mx-auto w-full max-w-md print:mt-8" aria-label={`${preview.label}: ${preview.title}`}>
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 via-white to-teal-100" aria-hidden="true" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10">
        <div className="flex items-center justify-between border-b border-slate-100 bg-slate-50 px-5 py-3">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <span className="h-1.5 w-1.5 rounded-full bg-accent-500" aria-hidden="true" />
            {preview.label}
          </span>
          <span className="flex gap-1.5" aria-hidden="true">
            <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
          </span>
        </div>
        <div className="space-y-4 p-5 sm:p-6">
          <div>
            <p className="text-lg font-bold text-slate-900">{preview.title}</p>
            <ul className="mt-1 space-y-0.5 text-xs text-slate-500">
              {preview.meta.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          {preview.sections.map((section) => (
            <div key={section.heading}>
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{section.heading}</p>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{section.body}</p>
            </div>
          ))}
          <div className="flex items-center justify-between rounded-xl border border-teal-200 bg-teal-50 px-4 py-3">
            <span className="text-sm font-medium text-teal-900">{preview.rating.label}</span>
            <span data-figure className="text-lg font-bold whitespace-nowrap text-teal-900">
              {preview.rating.value}
            </span>
          </div>
          <p className="flex items-center gap-2 text-xs font-medium text-slate-600">
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4 text-accent-700"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.2}
              aria-hidden="true"
              focusable="false"
            >
              <path d="M5 12l4 4 10-10" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {preview.status}
          </p>
        </div>
      </div>
    </figure>
  )
}
