// A content type's GraphQL fields and what a query asks of them, made from its schema
// (src/vocabulary/content-types/): text a String, a date a Date the query formats as the file
// writes it, a whole number an Int, a list a list, a group a type of its own named after the type
// and the field (ArticleSources), a photo the File it names. Optional fields may be null.
import { z } from "zod"
import { markOf, unwrapped } from "../../vocabulary/fields"
import { articleType } from "../../vocabulary/content-types/article"
import { foundFields, namedFiles } from "../../vocabulary/content-type"
import { articleWordsSchema } from "../../vocabulary/content-types/article-words"
import { authorType } from "../../vocabulary/content-types/author"
import { topicType } from "../../vocabulary/content-types/topic"

const capitalised = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`

type Made = { sdl: string; select: string }

function fieldOf(schema: z.ZodType, name: string, owner: string, types: string[]): Made {
  const optional = schema instanceof z.ZodOptional
  const inner = unwrapped(schema)
  const required = optional ? "" : "!"
  const mark = markOf(inner)
  if (mark === "date") return { sdl: `Date${required} @dateformat`, select: `${name}(formatString: "YYYY-MM-DD")` }
  if (mark === "image") return { sdl: `File${required} @fileByRelativePath`, select: `${name} { publicURL }` }
  // Text, numbers, lists and groups are typed here; another mark (Markdown, a flag, a video) is a kind's, typed by src/node/pages/section-types.ts.
  if (mark) throw new Error(`${owner}.${name}: a field marked ${mark} is not yet typed for a content type (src/node/pages/content-type-graphql.ts)`)
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
  if (inner instanceof z.ZodNumber) return { sdl: `${inner.isInt ? "Int" : "Float"}${required}`, select: name }
  if (inner instanceof z.ZodString || inner instanceof z.ZodEnum) return { sdl: `String${required}`, select: name }
  throw new Error(`${owner}.${name}: expected text, a number, a date, a list, a group or an optional one of them (src/node/pages/content-type-graphql.ts)`)
}

/** The GraphQL fields of an object's `shape` (the types its groups need added to `types`), and the selection that asks for all of them. */
export function fieldsOf(shape: z.ZodRawShape, owner: string, types: string[]): Made {
  const made = Object.entries(shape).map(([name, schema]) => ({ name, ...fieldOf(schema as z.ZodType, name, owner, types) }))
  return { sdl: made.map(({ name, sdl }) => `${name}: ${sdl}`).join(" "), select: made.map(({ select }) => select).join(" ") }
}

/** The node type of each folder's files, and the field holding a file's id. */
export const NODE_OF = { authors: { type: "Author", id: "authorId" }, topics: { type: "Topic", id: "topicId" } } as const
type Found = { nodeModel: { findOne(args: { type: string; query: { filter: Record<string, { eq: string }> } }): Promise<unknown> } }

/** The resolvers of a ContentPage's fields that find the files an article's fields name (its byline, reviewedBy, topicPages): one node, or a list of those that exist. */
export function foundResolvers(): Record<string, { type: string; resolve(page: Record<string, unknown>, args: unknown, context: Found): Promise<unknown> }> {
  return Object.fromEntries(
    foundFields(articleType).map(({ name, field, folder, list }) => {
      const { type, id } = NODE_OF[folder]
      // The ids the page's field names, read as the content check reads them.
      const named = (page: Record<string, unknown>) => namedFiles(articleType.schema, page).flatMap((file) => (file.field === field ? [file.id] : []))
      const find = (value: string, context: Found) => context.nodeModel.findOne({ type, query: { filter: { [id]: { eq: value } } } })
      return [
        name,
        {
          type: list ? `[${type}!]!` : type,
          resolve: async (page: Record<string, unknown>, _args: unknown, context: Found) => {
            const nodes = await Promise.all(named(page).map((value) => find(value, context)))
            return list ? nodes.filter(Boolean) : (nodes[0] ?? null)
          },
        },
      ]
    }),
  )
}

// The selection of a type's own fields a page asks for without the photos, which each page asks for at the size it draws them.
const textFieldsOf = (shape: z.ZodRawShape, owner: string) =>
  fieldsOf(Object.fromEntries(Object.entries(shape).filter(([, field]) => markOf(field as z.ZodType) !== "image")), owner, []).select

/**
 * The source of src/templates/content-type-fields.ts: the fragments the pages' queries spread, of an article's own fields and the
 * files they name, of the articles' words, and of an author's and a topic's own fields (their pages ask for the photo at its size).
 */
export function contentTypeFieldsSource(): string {
  const found = Object.entries(articleType.found).map(([name, { select }]) => `${name} { ${select} }`)
  const own = [fieldsOf(articleType.schema.shape, "Article", []).select, ...found].join(" ")
  const words = fieldsOf(articleWordsSchema.shape, "ArticleWords", []).select
  const names = (keys: object) => JSON.stringify(Object.keys(keys)).replaceAll(",", ", ")
  return `// The fields the pages' queries ask of an article's own fields, of the files they name and of the articles' words, and of an
// author's and a topic's own fields, made from their types (src/vocabulary/content-types/) by the build
// (src/node/pages/content-type-graphql.ts), which writes this file again when a type changes: do not edit it.
import { graphql } from "gatsby"

export const articleFields = graphql\`
  fragment ArticleFields on ContentPage { ${own} }
\`

export const articleWordsFields = graphql\`
  fragment ArticleWordsFields on ArticleWords { ${words} }
\`

export const authorFields = graphql\`
  fragment AuthorFields on Author { ${textFieldsOf(authorType.schema.shape, "Author")} }
\`

export const topicFields = graphql\`
  fragment TopicFields on Topic { ${textFieldsOf(topicType.schema.shape, "Topic")} }
\`

/** The article's own fields and the files they name, as ArticleFields asks for them: the page takes them without the schema. */
export const ARTICLE_FIELD_NAMES = ${names(articleType.schema.shape)} as const
export const ARTICLE_FOUND_NAMES = ${names(articleType.found)} as const
`
}
