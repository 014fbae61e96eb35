// The icon names content may use; the Icon component draws each one.
export const ICON_NAMES = ["draft", "summary", "rating", "template", "shield", "clock", "speed", "chart"] as const

export type IconName = (typeof ICON_NAMES)[number]
