// The rows every list of cards is laid out in (global.css's card-row): for each width, as many
// columns as fit, and rows of even length, so no card stands alone in a row unless it is the only one.
import type React from "react"

/** The widths a row changes at, as Tailwind names them, narrowest first. */
export const WIDTHS = ["base", "sm", "md", "lg"] as const
type Width = (typeof WIDTHS)[number]
/** The most cards a row holds at each width. */
export type Widest = Record<Width, number>

/** Text cards: one on a phone, two on a small tablet, three from a tablet up. */
export const TEXT_CARDS: Widest = { base: 1, sm: 2, md: 3, lg: 3 }
/** Short cards (steps, plans, figures): four side by side on a desktop. */
export const SHORT_CARDS: Widest = { base: 1, sm: 2, md: 3, lg: 4 }
/** Logos: two on a phone, up to six on a desktop. */
export const LOGOS: Widest = { base: 2, sm: 3, md: 4, lg: 6 }

/** The number of cards in each row, `count` cards at most `widest` a row: as few rows as fit, of even length, the longer first; one card a row if even rows would leave one alone. */
export function rowLengths(count: number, widest: number): number[] {
  const rows = Math.ceil(count / Math.max(1, widest))
  if (rows <= 1) return [count]
  const short = Math.floor(count / rows)
  if (short < 2) return Array(count).fill(1)
  return Array.from({ length: rows }, (_, row) => short + (row < count % rows ? 1 : 0))
}

/** The columns at one width, and the cards (by index) that begin a row the grid's own flow would not begin. */
export function rowsAt(count: number, widest: number): { columns: number; starts: number[] } {
  const lengths = rowLengths(count, widest)
  // One row keeps the columns' width, so a card or two stand where the heading starts, as wide as in a full row.
  const columns = lengths.length === 1 ? Math.max(1, widest) : lengths[0]!
  const starts: number[] = []
  lengths.reduce((first, length) => {
    if (first > 0 && first % columns !== 0) starts.push(first)
    return first + length
  }, 0)
  return { columns, starts }
}

type Vars = React.CSSProperties & Record<`--${string}`, number>

/** The list's and each card's properties for `count` cards at most `widest` a row. */
export function cardRow(count: number, widest: Widest = TEXT_CARDS) {
  const at = WIDTHS.map((width) => [width, rowsAt(count, widest[width])] as const)
  const list: Vars = {}
  for (const [width, { columns }] of at) list[`--cols-${width}`] = columns
  return {
    list: { "data-count": count, style: list },
    item(index: number): { style?: Vars } {
      const starts = at.filter(([, { starts }]) => starts.includes(index))
      return starts.length ? { style: Object.fromEntries(starts.map(([width]) => [`--start-${width}`, 1])) as Vars } : {}
    },
  }
}
