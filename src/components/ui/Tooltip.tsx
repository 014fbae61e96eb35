// Radix tooltip with the site's timing; the provider wraps the page once in Layout.
import React from "react"
import * as RadixTooltip from "@radix-ui/react-tooltip"

// The spec's constants: open after 700 ms, skip the delay for 300 ms after one closes.
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  )
}

type TooltipProps = { content: string; children: React.ReactElement }

export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side="top" sideOffset={6} collisionPadding={12} className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg">
          {content}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}
