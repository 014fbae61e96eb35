import { z } from "zod"
import { foundFields, hubId, listsOn, writtenFields } from "./content-type"
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

test("an author's and a topic's pages list the articles naming them by each found field with a heading, the page's own first", () => {
  const names = (folder: "authors" | "topics", type = articleType as never) => listsOn(type, folder).map(({ field, listHeading }) => [field, listHeading])
  expect(names("authors")).toEqual([
    ["author", "written"],
    ["reviewer", "reviewed"],
  ])
  expect(names("topics")).toEqual([["topics", "articles"]])
  // A new field naming an author, with a heading among the settings' words, is a third list on their page: no code of its own.
  const edited = {
    ...articleType,
    schema: articleType.schema.extend({ editor: hubId("an author", "authors").optional() }),
    settings: { ...articleType.settings, schema: articleType.settings.schema.extend({ edited: z.string() }) },
    found: { ...articleType.found, editedBy: { field: "editor", select: "name path", listHeading: "edited" } },
  }
  expect(names("authors", edited as never).at(-1)).toEqual(["editor", "edited"])
  // A heading that is no word of the settings is refused, naming it.
  const unworded = { ...articleType, found: { ...articleType.found, byline: { ...articleType.found.byline, listHeading: "writen" } } }
  expect(() => foundFields(unworded as never)).toThrow("The article's found.byline: its listHeading writen is no word of its settings (site.json's articles)")
  // A folder no entry lists on is refused: its page would list nothing.
  const unlisted = { ...articleType, found: { topicPages: { field: "topics", select: "name path" } } }
  expect(() => listsOn(unlisted as never, "topics")).toThrow("one entry naming topics needs a listHeading")
})
