import { z } from "zod"
import { foundFields, writtenFields } from "./content-type"
import { articleType } from "./content-types/article"

test("a preview takes of a file being written the fields its type takes, and of a list the items done", () => {
  const written = writtenFields(articleType.schema, {
    author: "sam-ortiz",
    updated: "2026-11",
    reviewer: "Not An Id",
    sources: [{ title: "AMA Guides", url: "https://www.ama-assn.org/guides" }, { title: "Not linked yet" }],
    title: "A page's own field",
  })
  expect(written).toEqual({ author: "sam-ortiz", sources: [{ title: "AMA Guides", url: "https://www.ama-assn.org/guides" }] })
})

test("a field added to a type is taken as the others are, with no code of its own", () => {
  const schema = articleType.schema.extend({ readingLevel: z.enum(["plain", "expert"]).optional() })
  expect(writtenFields(schema, { readingLevel: "expert", topics: [] })).toEqual({ readingLevel: "expert" })
})

test("a found entry whose field names no author's or topic's file is refused, naming it", () => {
  expect(foundFields(articleType).map(({ name, folder, list }) => [name, folder, list])).toEqual([
    ["byline", "authors", false],
    ["reviewedBy", "authors", false],
    ["topicPages", "topics", true],
  ])
  expect(() => foundFields({ ...articleType, found: { editedBy: { field: "updated", select: "name" } } })).toThrow(
    "The article's found.editedBy: its field updated names no author's or topic's file",
  )
})
