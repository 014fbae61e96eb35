// An author's or a topic's page as the editor's preview draws it (src/sections/HubSubject.tsx): the
// entry as it is being written, the first page of its own list of the articles live on the day the
// editor is open, and its other lists whole (an author's reviewed), as the article's type lists them,
// from what the editor knows of the articles' files. The author's photo is left out.
import { newestFirst, subjectPath } from "../vocabulary/addresses"
import { isoDate } from "../vocabulary/fields"
import { listHeadingIn, listsOn, writtenFields } from "../vocabulary/content-type"
import { articleType } from "../vocabulary/content-types/article"
import { authorType } from "../vocabulary/content-types/author"
import { LIST_PAGE_SIZE, listPageCount } from "../vocabulary/list-pages"
import { renderMarkdown, plainImage } from "../vocabulary/markdown"
import { isLive } from "../vocabulary/publishing"
import { slugOf } from "../vocabulary/slug"
import type { HubSubject } from "../sections/HubSubject"
import type { SiteIndex } from "./save-checks"

const textOf = (value: unknown) => (typeof value === "string" ? value : "")

/** The page of the author or topic `data` (with an author's biography `body`) in `folder`, whose file is `file` (a new one has none yet). */
export function hubSubjectPreview(
  folder: "authors" | "topics",
  file: string | undefined,
  data: Record<string, unknown>,
  body: string,
  index: SiteIndex,
  today: string,
): HubSubject {
  // A new entry's file is named from its name, as the editor will save it.
  const id = file ? file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "") : slugOf(textOf(data.name))
  const named = `content/${folder}/${id}.md`
  // The articles live today whose `field` names the file, newest first, as a list shows them.
  const naming = (field: string) => {
    const files = new Set(
      (index.articles ?? []).filter(({ names }) => names.some((name) => name.file === named && name.field === field)).map(({ file }) => file),
    )
    const paths = new Set(index.addresses.filter((address) => files.has(address.file)).map((address) => address.path))
    return index.pages
      .filter((page) => paths.has(page.path) && isoDate.safeParse(page.date).success && isLive(page, today))
      .sort(newestFirst)
      .map(({ path, title, description, date }) => ({ path, title, description, date }))
  }
  const heading = (word: string | undefined) => listHeadingIn(index.articleWords, word)
  const [own, ...others] = listsOn(articleType, folder)
  const articles = naming(own.field)
  return {
    name: textOf(data.name),
    path: subjectPath(folder, id),
    ...(folder === "authors"
      ? { role: textOf(data.role), credentials: textOf(data.credentials) || undefined, biography: body.trim() ? renderMarkdown(body, plainImage) : undefined }
      : { description: textOf(data.description) }),
    // Only a profile the build would take is a link: the preview runs in the editor's own page.
    profiles: writtenFields(authorType.schema, data).profiles ?? [],
    articles: articles.slice(0, LIST_PAGE_SIZE),
    pageCount: listPageCount(articles.length),
    heading: heading(own.listHeading),
    alsoListed: others.map(({ field, listHeading }) => ({ field, heading: heading(listHeading), articles: naming(field) })),
  }
}
