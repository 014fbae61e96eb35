// The fields a schema marks as Markdown or as an image, found in a value by walking the schema
// beside it, so each is handled in one way wherever content is read.
import { z } from "zod"
import { type FieldMark, markOf, unwrapped } from "../vocabulary/fields"

/** A value at a marked field: its field in the file ("sections[2].items[0].answer") and its path in the section ("items.answer"). */
export type MarkedValue = { field: string; path: string; value: string }

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)
const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value)

/** Each value in `value` at a field of `schema` marked `mark` that its field accepts (one it refuses is the schema's to report). */
export function markedValues(schema: z.ZodType, value: unknown, mark: FieldMark, field = "", path = ""): MarkedValue[] {
  const inner = unwrapped(schema)
  if (markOf(inner) === mark) return typeof value === "string" && inner.safeParse(value).success ? [{ field, path, value }] : []
  if (inner instanceof z.ZodObject && isRecord(value))
    return Object.entries(inner.shape).flatMap(([key, child]) => markedValues(child as z.ZodType, value[key], mark, join(field, key), join(path, key)))
  if (inner instanceof z.ZodArray && Array.isArray(value))
    return value.flatMap((item, i) => markedValues(inner.element as z.ZodType, item, mark, `${field}[${i}]`, path))
  return []
}

/** `value` with each value at a field of `schema` marked `mark` replaced by `replace(value, path)`; the rest as it is. */
export function mapMarked(schema: z.ZodType, value: unknown, mark: FieldMark, replace: (value: string, path: string) => unknown, path = ""): unknown {
  const inner = unwrapped(schema)
  if (markOf(inner) === mark) return typeof value === "string" ? replace(value, path) : value
  if (inner instanceof z.ZodObject && isRecord(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const field = inner.shape[key] as z.ZodType | undefined
        return [key, field ? mapMarked(field, child, mark, replace, join(path, key)) : child]
      }),
    )
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => mapMarked(inner.element as z.ZodType, item, mark, replace, path))
  return value
}
