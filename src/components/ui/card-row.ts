// The rows every list of cards is laid out in (global.css's card-row): for each width, as many
// columns as fit and rows as even as they can be, every row full but the last, which is centred
// under the full ones and never holds a card alone.
import type React from "react"

/** The widths a row changes at, as Tailwind names them, narrowest first. */
export const WIDTHS = ["base", "sm", "md", "lg"] as const
type Width = (typeof WIDTHS)[number]
/** The most cards a row holds at each width. */
export type Widest = Record<Width, number>

/** Text cards: one on a phone, two on a small tablet, three from a tablet up. */
export const TEXT_CARDS: Widest = { base: 1, sm: 2, md: 3, lg: 3 }
/** Short cards (steps, plans, figures): four side by side on a desktop (three figures, three: Figures.tsx). */
export const SHORT_CARDS: Widest = { base: 1, sm: 2, md: 3, lg: 4 }
/** Logos: two on a phone, up to six on a desktop. */
export const LOGOS: Widest = { base: 2, sm: 3, md: 4, lg: 6 }

/** The cards a row holds, `count` cards at most `widest` a row: as few rows as fit and as even as they can be, each full but the last; fewer a row, or one, where the last would hold a card alone; with `roomForOneMore` (a laptop's width and up), one more a row before fewer. */
export function rowLength(count: number, widest: number, roomForOneMore = false): number {
  if (count <= widest) return Math.max(1, widest)
  const tries = [widest, ...(roomForOneMore ? [widest + 1] : []), ...Array.from({ length: widest - 2 }, (_, i) => widest - 1 - i)]
  for (const most of tries) {
    const rows = Math.ceil(count / most)
    const columns = Math.ceil(count / rows)
    if (count - (rows - 1) * columns !== 1) return columns
  }
  return 1
}

/** The number of cards in each row at a width of `columns`. */
export const rowLengths = (count: number, columns: number): number[] =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns))

/** The columns at one width, and the card (by index) that begins a short last row with the half-column it begins at, which centres the row. */
export function rowsAt(count: number, widest: number, roomForOneMore = false): { columns: number; centred?: { index: number; start: number } } {
  const columns = rowLength(count, widest, roomForOneMore)
  const last = count % columns
  // One row keeps its columns' width and starts where the heading does.
  if (count <= columns || last === 0) return { columns }
  return { columns, centred: { index: count - last, start: columns - last + 1 } }
}

type Vars = React.CSSProperties & Record<`--${string}`, number>

/** The list's and each card's properties for `count` cards at most `widest` a row. */
export function cardRow(count: number, widest: Widest = TEXT_CARDS) {
  const at = WIDTHS.map((width) => [width, rowsAt(count, widest[width], width === "lg")] as const)
  const list: Vars = {}
  for (const [width, { columns }] of at) list[`--cols-${width}`] = columns
  return {
    list: { "data-count": count, style: list },
    item(index: number): { style?: Vars } {
      const starts = at.flatMap(([width, { centred }]) => (centred?.index === index ? [[`--start-${width}`, centred.start]] : []))
      return starts.length ? { style: Object.fromEntries(starts) as Vars } : {}
    },
  }
}
