/** @jest-environment node */
// The same words on every Node version: these run in CI on Node 20, 22 and 24 (npm run test:node).
import { jsonMistake } from "./json-mistake"

test.each([
  ['{\n  "a": 1,\n}', 3, 1, 'a comma before the closing "}": remove the comma'],
  ['{"a": [1, 2,]}', 1, 13, 'a comma before the closing "]": remove the comma'],
  ['{"a": 1 "b": 2}', 1, 9, "expected a comma before this"],
  ["{'a': 1}", 1, 2, "found 'a', expected text in double quotes, a number, true, false or null"],
  ['{"a": tru}', 1, 7, "found tru, expected text in double quotes, a number, true, false or null"],
  ['{"a" 1}', 1, 6, 'expected a ":" after the field name'],
  ['{"a": 1', 1, 8, 'expected a "}" to close the fields opened by "{"'],
  ['{"a": "two\nlines"}', 1, 7, "expected a closing double quote on the same line"],
  ['{"a": 1 // why\n}', 1, 9, "JSON allows no comments"],
  ["  \n", 2, 1, "the file is empty"],
  ['{\n  "productName": "Veridraft",\n  "productName": "Other"\n}', 3, 3, 'the field "productName" is given twice in one object: keep one'],
  ['{"a": {"b": 1, "c": 2, "b": 3}}', 1, 24, 'the field "b" is given twice in one object: keep one'],
  ['{"a": "\\u0062", "\\u0061": 1}', 1, 17, 'the field "a" is given twice in one object: keep one'],
])("%j: line %i, column %i: %s", (source, line, column, reason) => {
  expect(jsonMistake(source)).toEqual({ line, column, reason })
})

test("valid JSON has no mistake", () => {
  expect(jsonMistake('{"a": [1, "two", true, null]}')).toBeUndefined()
})

test("one field name in two objects, or in two items of a list, is no mistake", () => {
  expect(jsonMistake('{"a": {"name": 1}, "b": {"name": 2}, "name": [{"name": 3}, {"name": 4}]}')).toBeUndefined()
})
