// What the site publishes on a day, from its content files as read: every page live that day (no
// other page becomes a node, so nothing else of it can reach public/), the authors (writer or
// reviewer) and topics a live article names, and where the address of each page that has come
// down sends its visitors.
import { isArticle } from "../vocabulary/article"
import { dayBefore, endedPageRedirects, isLive, type Schedule, type ScheduledPage } from "../vocabulary/publishing"
import { subjectPathOf } from "../vocabulary/addresses"
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

/**
 * The schedules of the articles naming each file, whichever fields their type registers (a writer,
 * a reviewer, topics), by the file: an author's or a topic's page is built on the days one of them is live.
 */
function namingSchedules(files: readonly ContentFile[]): ReadonlyMap<string, readonly Schedule[]> {
  const naming = new Map<string, Schedule[]>()
  for (const { file, data } of files) {
    if (folderOf(file) !== "pages" || !isArticle(data)) continue
    for (const named of namedFiles(articleType.schema, data)) {
      const schedules = naming.get(named.file)
      if (schedules) schedules.push(data as Schedule)
      else naming.set(named.file, [data as Schedule])
    }
  }
  return naming
}

/** Whether an article of `schedules` is live on `day`. */
export const anyLiveOn = (schedules: readonly Schedule[] | undefined, day: string) => Boolean(schedules?.some((schedule) => isLive(schedule, day)))

/** What `today` publishes of `files`: whether each file is published, and the redirects of the pages come down. */
export function dayContent(files: readonly ContentFile[], today: string) {
  const naming = namingSchedules(files)
  const publishes = ({ file, data }: ContentFile) => {
    const folder = folderOf(file)
    if (folder === "pages") return isLive(data as Schedule, today)
    if (folder === "authors" || folder === "topics") return anyLiveOn(naming.get(`content/${folder}/${idOf(file)}.md`), today)
    return true
  }
  return { publishes, sendsOn: endedPageRedirects(scheduledPages(files), today) }
}

/** The authors' and topics' pages of `files`, each with its file and the schedules of the articles naming it. */
export function subjectPages(files: readonly ContentFile[]): Array<{ route: string; file: string; schedules: readonly Schedule[] | undefined }> {
  const naming = namingSchedules(files)
  return files.flatMap(({ file }) => {
    const route = subjectPathOf(file)
    return route ? [{ route, file, schedules: naming.get(file) }] : []
  })
}

/** The authors' and topics' pages of `files` that `day` puts up and takes down, against the day before. */
export function subjectChanges(files: readonly ContentFile[]): (day: string) => { up: string[]; down: string[] } {
  const subjects = subjectPages(files)
  return (day) => {
    const before = dayBefore(day)
    const changed = (on: string, off: string) =>
      subjects.filter(({ schedules }) => anyLiveOn(schedules, on) && !anyLiveOn(schedules, off)).map(({ route }) => route)
    return { up: changed(day, before), down: changed(before, day) }
  }
}
