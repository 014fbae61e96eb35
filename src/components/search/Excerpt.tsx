// A result's excerpt as text, its found words marked: Pagefind writes it as escaped HTML with
// <mark>, which is parsed (never run) and drawn from its text alone, with an ellipsis on each side
// where the page's text goes on (Pagefind cuts a window of words, often mid-sentence).
import React, { useMemo } from "react"

const spaced = (text: string) => text.replace(/\s+/g, " ").trim()

/** Whether the page's text `content` goes on before and after `excerpt` (both plain text); neither where it is not found in it. */
export function excerptCut(excerpt: string, content: string): { before: boolean; after: boolean } {
  const [words, whole] = [spaced(excerpt), spaced(content)]
  const at = words ? whole.indexOf(words) : -1
  return at < 0 ? { before: false, after: false } : { before: at > 0, after: at + words.length < whole.length }
}

export function Excerpt({ html, content }: { html: string; content: string }) {
  const parts = useMemo(() => [...new DOMParser().parseFromString(html, "text/html").body.childNodes], [html])
  const cut = excerptCut(parts.map((node) => node.textContent).join(""), content)
  return (
    <>
      {cut.before && <span aria-hidden="true">… </span>}
      {parts.map((node, i) =>
        node.nodeName === "MARK" ? (
          <mark key={i} className="bg-amber-100 text-slate-900">
            {node.textContent}
          </mark>
        ) : (
          node.textContent
        ),
      )}
      {cut.after && <span aria-hidden="true"> …</span>}
    </>
  )
}
