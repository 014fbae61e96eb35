// What the site publishes on a day, from its content files as read: every page live that day (no
// other page becomes a node, so nothing else of it can reach public/), the authors (writer or
// reviewer) and topics a live article names, and where the address of each page that has come
// down sends its visitors.
import { isArticle } from "../vocabulary/article"
import { endedPageRedirects, isLive, type Schedule, type ScheduledPage } from "../vocabulary/publishing"
import { namedFiles } from "../vocabulary/content-type"
import { articleType } from "../vocabulary/content-types/article"

type ContentFile = { file: string; data: Record<string, unknown> }

const folderOf = (file: string) => file.split("/")[1]
const idOf = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "")

/** The pages of `files`, with their schedules. */
export const scheduledPages = (files: readonly ContentFile[]): ScheduledPage[] =>
  files.flatMap(({ file, data }) =>
    folderOf(file) === "pages" && typeof data.path === "string" ? [{ file, path: data.path, ...(data as Schedule & { then?: string }) }] : [],
  )

/** What `today` publishes of `files`: whether each file is published, and the redirects of the pages come down. */
export function dayContent(files: readonly ContentFile[], today: string) {
  const liveArticles = files.filter(({ file, data }) => folderOf(file) === "pages" && isLive(data as Schedule, today) && isArticle(data))
  // Every file a live article's fields name, whichever fields its type registers (its writer, reviewer, topics).
  const named = new Set(liveArticles.flatMap(({ data }) => namedFiles(articleType.schema, data).map(({ file }) => file)))
  const publishes = ({ file, data }: ContentFile) => {
    const folder = folderOf(file)
    if (folder === "pages") return isLive(data as Schedule, today)
    if (folder === "authors" || folder === "topics") return named.has(`content/${folder}/${idOf(file)}.md`)
    return true
  }
  return { publishes, sendsOn: endedPageRedirects(scheduledPages(files), today) }
}
