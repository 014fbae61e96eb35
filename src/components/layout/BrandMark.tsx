// The product's logo mark: a checked document on the brand colour.
import React from "react"
import { BRAND_MARK } from "./brandMarkShape"

export function BrandMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx={BRAND_MARK.cornerRadius} className="fill-brand-800" />
      <path d={BRAND_MARK.page} fill="#fff" />
      <path d={BRAND_MARK.check} fill="none" stroke={BRAND_MARK.checkColor} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
