// A result's excerpt (./excerpt.ts) as text, its found words marked, with an ellipsis on each side
// where the page's text goes on, which screen readers skip.
import React from "react"
import type { Excerpt as Parts } from "./excerpt"

export function Excerpt({ excerpt }: { excerpt: Parts }) {
  return (
    <>
      {excerpt.before && <span aria-hidden="true">… </span>}
      {excerpt.parts.map((part, i) =>
        part.found ? (
          <mark key={i} className="bg-amber-100 text-slate-900">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
      {excerpt.after && <span aria-hidden="true"> …</span>}
    </>
  )
}
