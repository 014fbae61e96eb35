import { cardRow, rowLengths, rowsAt, TEXT_CARDS } from "./card-row"

test("rows are even, the longer first, and never leave a card alone beside fuller rows", () => {
  expect(rowLengths(4, 3)).toEqual([2, 2])
  expect(rowLengths(5, 4)).toEqual([3, 2])
  expect(rowLengths(7, 3)).toEqual([3, 2, 2])
  expect(rowLengths(3, 2)).toEqual([1, 1, 1])
  for (let widest = 1; widest <= 6; widest++)
    for (let count = 2; count <= 12; count++) {
      const lengths = rowLengths(count, widest)
      expect(lengths.reduce((a, b) => a + b)).toBe(count)
      expect(lengths.includes(1) && lengths.some((length) => length > 1)).toBe(false)
    }
})

test("seven cards two a row would leave one alone: they stack; one row keeps its columns' width; a short row after another short row is begun by hand", () => {
  expect(rowsAt(1, 3)).toEqual({ columns: 3, starts: [] })
  expect(rowsAt(5, 4)).toEqual({ columns: 3, starts: [] })
  expect(rowsAt(7, 3)).toEqual({ columns: 3, starts: [5] })
  const row = cardRow(7, TEXT_CARDS)
  expect(row.list.style).toEqual({ "--cols-base": 1, "--cols-sm": 1, "--cols-md": 3, "--cols-lg": 3 })
  expect(row.item(5).style).toEqual({ "--start-md": 1, "--start-lg": 1 })
  expect(row.item(4)).toEqual({})
})
