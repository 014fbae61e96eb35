// The build's warnings of what is empty on its day: a list of pages with no page under it, and a
// topic no live article has (no node, so no page, feed or search entry, src/site/day-content.ts).
// Neither stops the build: a list fills, and a topic comes up, as its first article goes live.
import { isArticle } from "../vocabulary/article"
import type { Problem } from "../vocabulary/problems"
import { isLive, type Schedule } from "../vocabulary/publishing"
import { sectionsOf } from "../sections/kinds"
import { type Listing, pagesUnder } from "../sections/pageList/listing"
import type { Parsed } from "./content-files"

const folderOf = (file: string) => file.split("/")[1]
const idOf = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "")
const text = (value: unknown) => (typeof value === "string" ? value : "")

/** Each page list and topic of `parsed` that is empty on `today`, as a warning at its file and field. */
export function emptyListWarnings(parsed: readonly Parsed[], today: string): Problem[] {
  const live = parsed.filter(({ file, data }) => folderOf(file) === "pages" && typeof data.path === "string" && isLive(data as Schedule, today))
  const pages = live.map(({ data }) => ({
    path: String(data.path),
    title: text(data.title),
    description: text(data.description),
    date: text(data.date) || null,
    topics: Array.isArray(data.topics) ? data.topics.map(String) : null,
  }))
  const lists = live.flatMap(({ file, data }) =>
    sectionsOf(data).flatMap((section, i) =>
      section?.type === "pageList" && pagesUnder(pages, String(data.path), section as unknown as Listing).length === 0
        ? [
            {
              file,
              field: `sections[${i}]`,
              message: `lists no page on ${today}${section.topic ? ` of the topic "${String(section.topic)}"` : ""} under ${String(data.path)}: visitors see its empty words until a page is published there`,
            },
          ]
        : [],
    ),
  )
  const named = new Set(live.flatMap(({ data }) => (isArticle(data) && Array.isArray(data.topics) ? data.topics.map(String) : [])))
  const topics = parsed
    .filter(({ file }) => folderOf(file) === "topics" && !named.has(idOf(file)))
    .map(({ file }) => ({ file, field: "", message: `no article live on ${today} has this topic: it has no page, feed or search entry until one does` }))
  return [...lists, ...topics]
}
