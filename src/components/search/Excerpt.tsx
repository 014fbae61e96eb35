// A result's excerpt as text, its found words marked: Pagefind writes it as escaped HTML with
// <mark>, which is parsed (never run) and drawn from its text alone.
import React, { useMemo } from "react"

export function Excerpt({ html }: { html: string }) {
  const parts = useMemo(() => [...new DOMParser().parseFromString(html, "text/html").body.childNodes], [html])
  return (
    <>
      {parts.map((node, i) =>
        node.nodeName === "MARK" ? (
          <mark key={i} className="bg-amber-100 text-slate-900">
            {node.textContent}
          </mark>
        ) : (
          node.textContent
        ),
      )}
    </>
  )
}
