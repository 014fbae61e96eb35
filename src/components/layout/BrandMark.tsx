// The product's logo mark: a checked document on the brand colour.
import React from "react"

export function BrandMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" className="fill-brand-800" />
      <path d="M18 20h20l8 8v18a2 2 0 0 1-2 2H18a2 2 0 0 1-2-2V22a2 2 0 0 1 2-2z" fill="#fff" />
      <path d="M22 34l6 6 14-14" fill="none" stroke="#14b8a6" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
