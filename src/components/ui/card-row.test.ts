import { cardRow, rowLength, rowLengths, rowsAt, SHORT_CARDS, TEXT_CARDS } from "./card-row"

test("every row is full but the last, which never holds a card alone beside fuller rows, for any count at any width", () => {
  const faults: string[] = []
  for (let widest = 1; widest <= 6; widest++)
    for (const roomForOneMore of [false, true])
      for (let count = 1; count <= 12; count++) {
        const columns = rowLength(count, widest, roomForOneMore)
        const lengths = rowLengths(count, columns)
        const full = lengths.slice(0, -1).every((length) => length === columns)
        const lone = lengths.length > 1 && lengths.includes(1) && lengths.some((length) => length > 1)
        const sum = lengths.reduce((a, b) => a + b)
        if (!full || lone || sum !== count || columns > widest + (roomForOneMore ? 1 : 0)) faults.push(`${count} cards, ${widest} a row: ${lengths}`)
      }
  expect(faults).toEqual([])
})

test("rows as even as they can be: four text cards two and two, five three and two, six three and three", () => {
  expect([4, 5, 6, 8].map((count) => rowLengths(count, rowLength(count, 3)))).toEqual([
    [2, 2],
    [3, 2],
    [3, 3],
    [3, 3, 2],
  ])
  expect([5, 6, 7].map((count) => rowLengths(count, rowLength(count, 4)))).toEqual([
    [3, 2],
    [3, 3],
    [4, 3],
  ])
})

test("seven text cards: four and three where a row has room for one more, stacked where it has not, never three, two and two", () => {
  expect(rowLengths(7, rowLength(7, 3, true))).toEqual([4, 3])
  expect(rowLengths(7, rowLength(7, 3))).toEqual([1, 1, 1, 1, 1, 1, 1])
  expect(rowLengths(10, rowLength(10, 3, true))).toEqual([4, 4, 2])
  expect(rowLengths(12, rowLength(12, 3, true))).toEqual([3, 3, 3, 3])
})

test("a short last row is centred: its first card begins half a card in for every card it lacks; a single row keeps its columns' width", () => {
  expect(rowsAt(7, 3, true)).toEqual({ columns: 4, centred: { index: 4, start: 2 } })
  expect(rowsAt(5, 3)).toEqual({ columns: 3, centred: { index: 3, start: 2 } })
  expect(rowsAt(10, 3, true)).toEqual({ columns: 4, centred: { index: 8, start: 3 } })
  expect(rowsAt(6, 3)).toEqual({ columns: 3 })
  expect(rowsAt(2, 3)).toEqual({ columns: 3 })
  const row = cardRow(7, TEXT_CARDS)
  expect(row.list.style).toEqual({ "--cols-base": 1, "--cols-sm": 1, "--cols-md": 1, "--cols-lg": 4 })
  expect(row.item(4).style).toEqual({ "--start-lg": 2 })
  expect(row.item(3)).toEqual({})
  expect(cardRow(5, SHORT_CARDS).item(3).style).toEqual({ "--start-md": 2, "--start-lg": 2 })
})
