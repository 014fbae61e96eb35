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

export function Tooltip({ content, children }: { content: string; children: React.ReactElement }) {
  return (
    <Radix.Root>
      <Radix.Trigger asChild>{children}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content side="top" sideOffset={6} collisionPadding={12} className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg">
          {content}
          <Radix.Arrow className="fill-slate-900" />
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  )
}
