// An article's parts as the editor's preview draws them (src/sections/ArticleParts.tsx), made as
// the build makes them (articleParts): its own fields as far as they are written well (a list's
// finished items), its reading time and contents from the entry as it is being written, its author,
// reviewer and topics from what the editor knows of their files, and its related reads from the
// articles live on the day the editor is open, as the build picks them. The author's photo is left out.
import { isArticle, relatedReads } from "../vocabulary/article"
import { isoDate } from "../vocabulary/schema"
import { isLive } from "../vocabulary/publishing"
import { type ArticleFound, articleFacts, articleParts } from "../site/article-facts"
import type { ArticleFacts } from "../sections/ArticleParts"
import type { SiteIndex } from "./save-checks"
import { foundFields, namedFiles, writtenFields } from "../vocabulary/content-type"
import { articleType, type ArticleFields } from "../vocabulary/content-types/article"

const textOf = (value: unknown) => (typeof value === "string" ? value : "")
const dayOf = (value: unknown) => (isoDate.safeParse(value).success ? String(value) : undefined)

// The files the article's fields name (its type's found), from what the editor knows of them.
function foundIn(index: SiteIndex, fields: ArticleFields): ArticleFound {
  const named = namedFiles(articleType.schema, fields)
  return Object.fromEntries(
    foundFields(articleType).map(({ name, field, list }) => {
      const files = named.filter((file) => file.field === field).flatMap(({ folder, id }) => (index[folder] ?? []).filter((known) => known.id === id))
      return [name, list ? files : files[0]]
    }),
  )
}

/** The parts the site adds around the article `data` at `path`, on the day `today`; none for a page that is no article, or a site without the articles' words. */
export function articlePreview(data: Record<string, unknown>, path: string, index: SiteIndex, today: string): ArticleFacts | undefined {
  const date = dayOf(data.date)
  const fields: ArticleFields = writtenFields(articleType.schema, data)
  const page = { path, title: textOf(data.title), description: textOf(data.description), date, author: fields.author, topics: fields.topics ?? [] }
  if (!date || !index.articleWords || !isArticle(page)) return undefined
  const { readingMinutes, contents } = articleFacts({ ...page, sections: data.sections })
  return articleParts({
    fields,
    found: foundIn(index, fields),
    date,
    minutes: readingMinutes ?? 1,
    contents,
    related: relatedReads(
      page,
      index.pages.filter((other) => isLive(other, today)),
    ),
    words: index.articleWords,
  })
}
