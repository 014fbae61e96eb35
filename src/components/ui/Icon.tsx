// Line icons for the icon names content may use (see src/vocabulary/icons.ts).
import React from "react"
import type { IconName } from "../../vocabulary/icons"

const PATHS: Record<IconName, string> = {
  draft: "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5zM14 3v5h5M9 13h6M9 17h4",
  summary: "M4 6h16M4 10h16M4 14h10M4 18h7M17 15l2 2 3-4",
  rating: "M12 3v18M5 8h14M7 8l-3 7a3 3 0 0 0 6 0L7 8zM17 8l-3 7a3 3 0 0 0 6 0l-3-7z",
  template: "M4 4h16v5H4zM4 13h7v7H4zM15 13h5M15 17h5",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  speed: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
}

type IconProps = { name: IconName; className?: string }

export function Icon({ name, className = "h-6 w-6" }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
