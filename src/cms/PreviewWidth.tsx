// The preview drawn in a frame of a phone's or a desktop's width, so the page's own width rules (its
// rows of cards, its menu, its tables) apply as a visitor sees them; a desktop's is scaled to fit the pane.
import React, { useEffect, useRef, useState } from "react"
import { createPortal } from "react-dom"

export const PREVIEW_WIDTHS = { phone: 360, desktop: 1280 } as const
type Width = keyof typeof PREVIEW_WIDTHS
const LABELS: Record<Width, string> = { phone: "Phone (360 px)", desktop: "Desktop (1280 px)" }

export function PreviewWidth({ children }: { children: React.ReactNode }) {
  const [width, setWidth] = useState<Width>("desktop")
  const [body, setBody] = useState<HTMLElement | null>(null)
  const [size, setSize] = useState({ pane: 0, height: 0 })
  const pane = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  // The frame's document gets the preview's stylesheets (Decap puts the site's in the preview's head).
  useEffect(() => {
    const inner = frame.current?.contentDocument
    if (!inner || !pane.current) return
    inner.head.replaceChildren(...[...pane.current.ownerDocument.querySelectorAll("style, link[rel=stylesheet]")].map((sheet) => sheet.cloneNode(true)))
    setBody(inner.body)
    const measure = () => setSize({ pane: pane.current?.clientWidth ?? 0, height: inner.documentElement.scrollHeight })
    const observer = new ResizeObserver(measure)
    observer.observe(inner.body)
    if (pane.current) observer.observe(pane.current)
    return () => observer.disconnect()
  }, [])
  const frameWidth = PREVIEW_WIDTHS[width]
  const scale = size.pane ? Math.min(1, size.pane / frameWidth) : 1
  return (
    <div ref={pane}>
      <fieldset className="flex gap-2 border-b border-slate-200 bg-slate-50 p-3 font-sans text-sm">
        <legend className="sr-only">Preview width</legend>
        {(Object.keys(PREVIEW_WIDTHS) as Width[]).map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={width === each}
            onClick={() => setWidth(each)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 aria-pressed:border-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white"
          >
            {LABELS[each]}
          </button>
        ))}
      </fieldset>
      <div style={{ height: size.height * scale, overflow: "hidden" }}>
        <iframe
          ref={frame}
          title={`The page at ${LABELS[width]}`}
          data-preview-width={frameWidth}
          style={{ width: frameWidth, height: size.height, border: 0, transform: `scale(${scale})`, transformOrigin: "0 0" }}
        />
      </div>
      {body && createPortal(children, body)}
    </div>
  )
}
