/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { contentTypeFieldsSource, fieldsOf, foundResolvers } from "./content-type-graphql"
import { CONTENT_TYPE_FIELDS_FILE } from "./section-fields"
import { articleType } from "../../vocabulary/content-types/article"
import { authorType } from "../../vocabulary/content-types/author"
import { flag, isoDate, text } from "../../vocabulary/fields"

test("the queries' fragments of an article's, an author's and a topic's fields are the ones their types make", () => {
  expect(fs.readFileSync(path.join(__dirname, "..", "..", "..", CONTENT_TYPE_FIELDS_FILE), "utf8")).toBe(contentTypeFieldsSource())
})

test("a type's GraphQL fields follow its schema: text, dates formatted as written, lists, groups as types of their own, photos as Files", () => {
  const types: string[] = []
  const author = fieldsOf(authorType.schema.shape, "Author", types)
  expect(author.sdl).toBe("name: String! role: String! credentials: String photo: File @fileByRelativePath photoAlt: String profiles: [AuthorProfiles!]")
  expect(types).toEqual(["type AuthorProfiles { label: String! url: String! }"])
  const article = fieldsOf(articleType.schema.shape, "Article", [])
  expect(article.sdl).toContain("updated: Date @dateformat")
  expect(article.sdl).toContain("topics: [String!]")
  expect(article.select).toContain('reviewed(formatString: "YYYY-MM-DD")')
})

test("a new field on articles is typed and asked for by the query with nothing written but its schema", () => {
  const shape = { ...articleType.schema.shape, readingLevel: text(20).optional(), checked: z.array(isoDate).optional(), pages: z.number().int() }
  const types: string[] = []
  const { sdl, select } = fieldsOf(shape, "Article", types)
  expect(sdl).toContain("readingLevel: String checked: [Date!] @dateformat pages: Int!")
  expect(select).toMatch(/ readingLevel checked\(formatString: "YYYY-MM-DD"\) pages$/)
})

test("the files an article's fields name are found by the field its type names, one node or the list of those that exist", async () => {
  const nodes = [
    { type: "Author", authorId: "maya-lindqvist", name: "Dr. Maya Lindqvist" },
    { type: "Topic", topicId: "apportionment", name: "Apportionment" },
  ]
  const nodeModel = {
    findOne: async ({ type, query }: { type: string; query: { filter: Record<string, { eq: string }> } }) => {
      const [[field, { eq }]] = Object.entries(query.filter) as [[string, { eq: string }]]
      return nodes.find((node) => node.type === type && (node as Record<string, unknown>)[field] === eq) ?? null
    },
  }
  const found = foundResolvers()
  expect(Object.keys(found)).toEqual(Object.keys(articleType.found))
  expect(found.reviewedBy).toMatchObject({ type: "Author" })
  expect(found.topicPages).toMatchObject({ type: "[Topic!]!" })
  const page = { author: "sam-ortiz", reviewer: "maya-lindqvist", topics: ["apportionment", "no-such-topic"] }
  expect(await found.reviewedBy!.resolve(page, {}, { nodeModel })).toMatchObject({ name: "Dr. Maya Lindqvist" })
  expect(await found.byline!.resolve(page, {}, { nodeModel })).toBeNull()
  expect(await found.topicPages!.resolve(page, {}, { nodeModel })).toEqual([nodes[1]])
})

test("a field whose GraphQL type is not declared for a content type stops the build, naming it, rather than reaching the view as text", () => {
  expect(() => fieldsOf({ featured: flag.optional() }, "Article", [])).toThrow("Article.featured: a field marked flag is not yet typed for a content type")
  expect(() => fieldsOf({ note: z.string().nullable() }, "Article", [])).toThrow("Article.note: expected text, a number, a date, a list, a group")
  expect(fieldsOf({ score: z.number() }, "Article", []).sdl).toBe("score: Float!")
})
