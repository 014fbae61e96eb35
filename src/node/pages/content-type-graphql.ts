// A content type's GraphQL fields and what a query asks of them, made from its schema
// (src/vocabulary/content-types/): text a String, a date a Date the query formats as the file
// writes it, a whole number an Int, a list a list, a group a type of its own named after the type
// and the field (ArticleSources), a photo the File it names. Optional fields may be null.
import { z } from "zod"
import { markOf } from "../../vocabulary/fields"
import { articleType } from "../../vocabulary/content-types/article"
import { articleWordsSchema } from "../../vocabulary/content-types/article-words"

const capitalised = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`

type Made = { sdl: string; select: string }

function fieldOf(schema: z.ZodType, name: string, owner: string, types: string[]): Made {
  const optional = schema instanceof z.ZodOptional
  const inner = (optional ? (schema as z.ZodOptional<z.ZodType>).unwrap() : schema) as z.ZodType
  const required = optional ? "" : "!"
  const mark = markOf(inner)
  if (mark === "date") return { sdl: `Date${required} @dateformat`, select: `${name}(formatString: "YYYY-MM-DD")` }
  if (mark === "image") return { sdl: `File${required} @fileByRelativePath`, select: `${name} { publicURL }` }
  if (inner instanceof z.ZodObject) {
    const type = `${owner}${capitalised(name)}`
    const { sdl, select } = fieldsOf(inner.shape, type, types)
    types.push(`type ${type} { ${sdl} }`)
    return { sdl: `${type}${required}`, select: `${name} { ${select} }` }
  }
  if (inner instanceof z.ZodArray) {
    const item = fieldOf(inner.element as z.ZodType, name, owner, types)
    // A directive (a date's format) is the field's: [Date!] @dateformat.
    const [type, directive] = item.sdl.split(" @")
    return { sdl: `[${type!.replace(/!?$/, "!")}]${required}${directive ? ` @${directive}` : ""}`, select: item.select }
  }
  if (inner instanceof z.ZodNumber) return { sdl: `Int${required}`, select: name }
  return { sdl: `String${required}`, select: name }
}

/** The GraphQL fields of an object's `shape` (the types its groups need added to `types`), and the selection that asks for all of them. */
export function fieldsOf(shape: z.ZodRawShape, owner: string, types: string[]): Made {
  const made = Object.entries(shape).map(([name, schema]) => ({ name, ...fieldOf(schema as z.ZodType, name, owner, types) }))
  return { sdl: made.map(({ name, sdl }) => `${name}: ${sdl}`).join(" "), select: made.map(({ select }) => select).join(" ") }
}

/** The source of src/templates/article-fields.ts: the fragments the article query spreads, of an article's own fields and of the articles' words. */
export function articleFieldsSource(): string {
  const own = fieldsOf(articleType.schema.shape, "Article", []).select
  const words = fieldsOf(articleWordsSchema.shape, "ArticleWords", []).select
  return `// The fields the article query asks of an article's own fields and of the articles' words, made
// from the article's type (src/vocabulary/content-types/article.ts) by the build
// (src/node/pages/content-type-graphql.ts), which writes this file again when the type changes: do not edit it.
import { graphql } from "gatsby"

export const articleFields = graphql\`
  fragment ArticleFields on ContentPage { ${own} }
\`

export const articleWordsFields = graphql\`
  fragment ArticleWordsFields on ArticleWords { ${words} }
\`
`
}
