// The Radix half of the tooltip, in its own chunk: Tooltip.tsx loads it on first intent.
import React from "react"
import * as Radix from "@radix-ui/react-tooltip"

// The spec's constants: open after 700 ms, skip the delay for 300 ms after one closes.
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export function Provider({ children }: { children: React.ReactNode }) {
  return (
    <Radix.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Radix.Provider>
  )
}

// Tabbing to a marker out of view scrolls the page, and Radix closes a tooltip whose page
// scrolls: once the scroll settles, a marker that still has the keyboard focus opens again.
const SCROLL_SETTLED_MS = 150

export function Tooltip({ content, children }: { content: string; children: React.ReactElement }) {
  const [open, setOpen] = React.useState(false)
  const reopenAfterScroll = (event: React.FocusEvent<HTMLElement>) => {
    const marker = event.currentTarget
    let settling = 0
    const reopen = () => {
      clearTimeout(settling)
      settling = window.setTimeout(() => document.activeElement === marker && marker.matches(":focus-visible") && setOpen(true), SCROLL_SETTLED_MS)
    }
    addEventListener("scroll", reopen, { capture: true, passive: true })
    marker.addEventListener(
      "focusout",
      () => {
        removeEventListener("scroll", reopen, { capture: true })
        clearTimeout(settling)
      },
      { once: true },
    )
  }
  return (
    <Radix.Root open={open} onOpenChange={setOpen}>
      <Radix.Trigger asChild onFocus={reopenAfterScroll}>
        {children}
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg"
        >
          {content}
          <Radix.Arrow className="fill-slate-900" />
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  )
}
