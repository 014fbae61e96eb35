/** @jest-environment node */
// Where the editor's address stands: a collection's list, or one entry's file, which a notice of a
// file the editor cannot read is shown for.
import { placeOf } from "./entry-places"

const places = {
  pages: { folder: "content/pages", extension: "md" },
  articles: { folder: "content/pages", extension: "md" },
  settings: { files: { site: "content/site.json" } },
}

test("the editor's address names a collection's list, or an entry's file", () => {
  expect(placeOf("#/collections/articles", places)).toEqual({ collection: "articles" })
  expect(placeOf("#/collections/pages/entries/insights-note-03", places)).toEqual({ collection: "pages", file: "content/pages/insights-note-03.md" })
  expect(placeOf("#/collections/articles/entries/insights-note-03?ref=1", places)).toEqual({
    collection: "articles",
    file: "content/pages/insights-note-03.md",
  })
  expect(placeOf("#/collections/settings/entries/site", places)).toEqual({ collection: "settings", file: "content/site.json" })
  // A new entry, the workflow, the media library, or a collection the editor does not have.
  expect(placeOf("#/collections/pages/new", places)).toEqual({ collection: "pages" })
  expect(placeOf("#/workflow", places)).toBeUndefined()
  expect(placeOf("#/collections/toString", places)).toBeUndefined()
  expect(placeOf("#/collections/settings/entries/other", places)).toEqual({ collection: "settings" })
  expect(placeOf("#/collections/settings/entries/toString", places)).toEqual({ collection: "settings" })
})
