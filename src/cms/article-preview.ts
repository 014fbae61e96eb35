// An article's parts as the editor's preview draws them (src/sections/ArticleParts.tsx), made as
// the build makes them (articleParts): its byline, dates, reading time and contents from the entry
// as it is being written, its author, reviewer and topics from what the editor knows of their files, and its related reads from the articles live
// on the day the editor is open, as the build picks them. The author's photo is left out.
import { isArticle, relatedReads } from "../vocabulary/article"
import { isoDate } from "../vocabulary/schema"
import { isLive } from "../vocabulary/publishing"
import { articleFacts, articleParts } from "../site/article-facts"
import type { ArticleFacts } from "../sections/ArticleParts"
import type { SiteIndex } from "./save-checks"

const textOf = (value: unknown) => (typeof value === "string" ? value : "")
const dayOf = (value: unknown) => (isoDate.safeParse(value).success ? String(value) : undefined)
// The sources written so far, each with a title and an address.
const sourcesOf = (value: unknown) =>
  (Array.isArray(value) ? value : []).flatMap((source) =>
    source && typeof source === "object" && textOf(source.title) && textOf(source.url) ? [{ title: textOf(source.title), url: textOf(source.url) }] : [],
  )

/** The parts the site adds around the article `data` at `path`, on the day `today`; none for a page that is no article, or a site without the articles' words. */
export function articlePreview(data: Record<string, unknown>, path: string, index: SiteIndex, today: string): ArticleFacts | undefined {
  const date = dayOf(data.date)
  const topics = Array.isArray(data.topics) ? data.topics.filter((topic): topic is string => typeof topic === "string") : []
  const page = { path, title: textOf(data.title), description: textOf(data.description), date, author: textOf(data.author) || undefined, topics }
  if (!date || !index.articleWords || !isArticle(page)) return undefined
  const { readingMinutes, contents } = articleFacts({ ...page, sections: data.sections })
  const authorOf = (id: unknown) => (typeof id === "string" ? index.authors?.find((author) => author.id === id) : undefined)
  return articleParts({
    date,
    updated: dayOf(data.updated),
    minutes: readingMinutes ?? 1,
    author: authorOf(page.author),
    reviewer: authorOf(data.reviewer),
    reviewed: dayOf(data.reviewed),
    sources: sourcesOf(data.sources),
    topics: topics.flatMap((id) => (index.topics ?? []).filter((topic) => topic.id === id)),
    contents,
    related: relatedReads(
      page,
      index.pages.filter((other) => isLive(other, today)),
    ),
    words: index.articleWords,
  })
}
