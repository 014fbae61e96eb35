// The checks between the hub's files (src/content/hub-schema.ts): an article names authors and
// topics that exist, an author's photo and biography are ones the site can show, a page's `then`
// is a page live on the day, and no live page links to a page that is not.
import path from "node:path"
import { imageFileProblem } from "../content/image-file"
import { markdownLinks } from "../content/markdown"
import { isLive, type Schedule } from "../content/publishing"
import type { Problem } from "../content/problems"
import type { Address } from "../content/addresses"
import { biographyProblems, internalLinks, redirected, targetProblem } from "./links"
import { isArticle } from "../content/article"
import { sectionsOf } from "../sections/kinds"

/** A content file as read: its fields, and a Markdown file's body with the line it starts on. */
export type HubFile = { file: string; data: Record<string, unknown>; body?: string; bodyLine?: number }
type Facts = { contentDir: string; rel: (file: string) => string; addresses: readonly Address[]; redirects: ReadonlyMap<string, string>; today: string }

const idOf = (file: string) => path.basename(file, ".md")
const isIn = (folder: string) => (file: string) => file.startsWith(`content/${folder}/`)
const idsIn = (files: readonly HubFile[], folder: string) => files.filter(({ file }) => isIn(folder)(file)).map(({ file }) => idOf(file))

// An article's author and topics, and a list's topic, each the id of a file that exists.
function referenceProblems({ file, data }: HubFile, authors: string[], topics: string[]): Problem[] {
  const missing = (field: string, id: unknown, ids: string[], folder: string): Problem[] =>
    typeof id === "string" && !ids.includes(id)
      ? [{ file, field, message: `expected the id of a file in content/${folder}/ (${ids.join(", ") || "none yet"}), found "${id}"` }]
      : []
  const named = Array.isArray(data.topics) ? (data.topics as unknown[]) : []
  const lists = sectionsOf(data).flatMap((section, i) => (section?.type === "pageList" ? missing(`sections[${i}].topic`, section.topic, topics, "topics") : []))
  return [...missing("author", data.author, authors, "authors"), ...named.flatMap((id, i) => missing(`topics[${i}]`, id, topics, "topics")), ...lists]
}

// An author's photo is an image the site can publish, and the biography a text with no image.
function authorProblems({ file, data, body = "", bodyLine = 1 }: HubFile, { contentDir, rel }: Facts): Problem[] {
  const problems = biographyProblems(body, bodyLine).map(({ line, message }) => ({ file, field: "", message: line ? `line ${line}: ${message}` : message }))
  if (typeof data.photo === "string") {
    const photo = path.resolve(contentDir, "authors", data.photo)
    const problem = imageFileProblem(photo, rel(photo))
    if (problem) problems.push({ file, field: "photo", message: problem })
  }
  return problems
}

/** Whether the page at `route` (after the redirects) is one that is not live on `today`: its file and schedule if so. */
function notLiveAt(route: string, pages: readonly HubFile[], today: string): HubFile | undefined {
  const address = route.split("#")[0]!.replace(/(.)\/$/, "$1")
  return pages.find(({ data }) => data.path === address && !isLive(data as Schedule, today))
}

const scheduleOf = ({ data }: HubFile) => {
  const { publish, until } = data as Schedule
  return publish && until ? `from ${publish} to ${until}` : publish ? `from ${publish}` : `until ${until}`
}

/** Every problem between the hub's files, on the day `today`. */
export function hubProblems(files: readonly HubFile[], facts: Facts): Problem[] {
  const [authors, topics] = [idsIn(files, "authors"), idsIn(files, "topics")]
  const pages = files.filter(({ file }) => isIn("pages")(file))
  const { addresses, redirects, today } = facts
  const site = files.find(({ file }) => file.endsWith("site.json"))
  const articles = pages.filter(({ data }) => isArticle(data))
  const wordless = site && articles.length > 0 && site.data.articles === undefined
  const problems: Problem[] = [
    ...(wordless
      ? [
          {
            file: site.file,
            field: "articles",
            message: `expected the words around the articles, as ${articles[0]!.file} is one (content/README.md names them), found nothing`,
          },
        ]
      : []),
    ...pages.flatMap((page) => referenceProblems(page, authors, topics)),
    ...files.filter(({ file }) => isIn("authors")(file)).flatMap((author) => authorProblems(author, facts)),
  ]
  for (const page of pages) {
    const { then } = page.data
    if (typeof then !== "string") continue
    const problem = targetProblem(then, addresses)
    const gone = !problem && notLiveAt(then, pages, today)
    if (problem) problems.push({ file: page.file, field: "then", message: `${problem}, found "${then}"` })
    else if (gone)
      problems.push({
        file: page.file,
        field: "then",
        message: `expected a page live on ${today}, found "${then}" (${gone.file} is published ${scheduleOf(gone)})`,
      })
  }
  // A live page's links, and an author's biography's, never lead to a page the day leaves out.
  const live = files.filter(({ file, data }) => !isIn("pages")(file) || isLive(data as Schedule, today))
  for (const { file, data, body } of live) {
    const links = [
      ...internalLinks(data),
      ...(isIn("authors")(file) && body
        ? markdownLinks(body)
            .filter((href) => href.startsWith("/"))
            .map((href) => ["", href] as const)
        : []),
    ]
    for (const [field, target] of links) {
      const end = redirected(target, redirects)
      const missing = isIn("authors")(file) && targetProblem(end, addresses)
      if (missing) problems.push({ file, field, message: `${missing}, found "${target}"` })
      const other = !missing && notLiveAt(end, pages, today)
      if (other && other.file !== file)
        problems.push({
          file,
          field,
          message: `expected a link to a page live on ${today}, found "${target}" (${other.file} is published ${scheduleOf(other)})`,
        })
    }
  }
  return problems
}
