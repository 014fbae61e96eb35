// Tooltips that cost nothing at load: the triggers render as plain elements, and Radix is
// fetched when a mouse or keyboard first reaches their group. The group then re-renders
// with Radix and hands the focus and hover over to the new elements, so nothing is lost.
import React from "react"

type RadixTooltipModule = typeof import("./RadixTooltip")

let radixModule: Promise<RadixTooltipModule> | undefined
// If the fetch fails (offline), the markers stay footnote links and the next intent retries.
const loadRadix = () =>
  (radixModule ??= import("./RadixTooltip").catch((error: unknown) => {
    radixModule = undefined
    throw error
  }))

// A tap focuses a link within a few hundred ms of touching it.
const TAP_FOCUS_MS = 1000

const RadixContext = React.createContext<RadixTooltipModule | null>(null)

// Where focus and the pointer were, as positions in the group's subtree, which re-renders identically.
type Handoff = { focused: number; hovered: number }

function snapshot(group: HTMLElement, hovered: Element | null): Handoff {
  const nodes = Array.from(group.querySelectorAll("*"))
  return { focused: nodes.indexOf(document.activeElement!), hovered: hovered ? nodes.indexOf(hovered) : -1 }
}

function restore(group: HTMLElement, { focused, hovered }: Handoff) {
  const nodes = group.querySelectorAll("*")
  if (focused >= 0) (nodes[focused] as HTMLElement | undefined)?.focus({ preventScroll: true })
  if (hovered >= 0) nodes[hovered]?.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }))
}

// Radix closes a tooltip when the page scrolls, and focusing an element off screen scrolls
// the page smoothly to it; so a focus is handed over once the page has stood still for a
// few frames (frames, not milliseconds: a busy phone may pause a smooth scroll that long).
const STILL_FRAMES = 3
function scrollSettled() {
  return new Promise<void>((resolve) => {
    let last = NaN
    let still = 0
    const check = () => {
      still = window.scrollY === last ? still + 1 : 0
      last = window.scrollY
      if (still >= STILL_FRAMES) resolve()
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

/** Tooltips that share Radix's open and skip delays: one Radix provider for the group. */
export function TooltipGroup({ children, className }: { children: React.ReactNode; className?: string }) {
  const [radix, setRadix] = React.useState<RadixTooltipModule | null>(null)
  const groupRef = React.useRef<HTMLDivElement>(null)
  const hoveredRef = React.useRef<Element | null>(null)
  const lastTouch = React.useRef(-Infinity)
  const handoff = React.useRef<Handoff | null>(null)

  const load = () =>
    void loadRadix().then(
      async (module) => {
        if (groupRef.current?.contains(document.activeElement)) await scrollSettled()
        if (groupRef.current && !handoff.current) handoff.current = snapshot(groupRef.current, hoveredRef.current)
        setRadix(() => module)
      },
      () => {},
    )

  React.useLayoutEffect(() => {
    if (radix && groupRef.current && handoff.current) restore(groupRef.current, handoff.current)
  }, [radix])

  // The page's scripts start on the visitor's first move, which may already have brought a
  // mouse or the keyboard focus to a marker by the time the group comes alive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the group comes alive; later intent arrives through the handlers
  React.useEffect(() => {
    const group = groupRef.current
    if (!group) return
    const hovered = matchMedia("(hover: hover)").matches ? Array.from(group.querySelectorAll(":hover")).pop() : undefined
    const focused = group.contains(document.activeElement) && document.activeElement!.matches(":focus-visible")
    if (hovered) hoveredRef.current = hovered
    if (hovered || focused) load()
  }, []) // once, when the group comes alive; later intent arrives through the handlers

  // Radix tooltips never open on touch, where the printed footnotes serve instead: so a
  // touch, and the focus that a tap gives a link just after it, load nothing.
  const untilLoaded = {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.pointerType === "touch") lastTouch.current = event.timeStamp
    },
    onPointerOver: (event: React.PointerEvent) => {
      if (event.pointerType === "touch") return
      hoveredRef.current = event.target as Element
      load()
    },
    onPointerLeave: () => (hoveredRef.current = null),
    onFocus: (event: React.FocusEvent) => event.timeStamp - lastTouch.current > TAP_FOCUS_MS && load(),
  }

  return (
    <div ref={groupRef} className={className} {...(radix ? {} : untilLoaded)}>
      <RadixContext.Provider value={radix}>{radix ? <radix.Provider>{children}</radix.Provider> : children}</RadixContext.Provider>
    </div>
  )
}

type TooltipProps = { content: string; children: React.ReactElement }

/** A tooltip on its one child, which must take a ref and stay usable without the tooltip. */
export function Tooltip({ content, children }: TooltipProps) {
  const radix = React.useContext(RadixContext)
  return radix ? <radix.Tooltip content={content}>{children}</radix.Tooltip> : children
}
