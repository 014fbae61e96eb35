// What the kinds and the site's checks know of the other pages: each page or document's address,
// and a page as a list of pages shows it.

/** A page's, legal document's or author's or topic's page's (a subject's) address, and the file it is written in. */
export type Address = { file: string; path: string; kind: "page" | "legal" | "subject"; anchors: ReadonlySet<string> }

/** The address of an author's or a topic's page: /authors/<id>, /topics/<id>. */
export const subjectPath = (folder: "authors" | "topics", id: string) => `/${folder}/${id}`

/** The address of the page an author's or a topic's file has (/topics/apportionment for content/topics/apportionment.md), or undefined for another file. */
export function subjectPathOf(file: string): string | undefined {
  const [, folder, id] = /^content\/(authors|topics)\/([^/]+)\.md$/.exec(file) ?? []
  return folder && id ? subjectPath(folder as "authors" | "topics", id) : undefined
}

/** A page as a list of pages shows it: its address, title, description and date. */
export type ListedPage = { path: string; title: string; description: string; date?: string | null }

/** A page a list may hold, with the topics a list of one topic picks by. */
export type ListablePage = ListedPage & { topics?: readonly string[] | null }

// An address as a link's words would show it: without mailto: or https://, or a closing "/".
const asWords = (address: string) =>
  address
    .replace(/^(mailto:|https?:\/\/)/i, "")
    .replace(/\/$/, "")
    .toLowerCase()

/** Whether a link's words are its address ("hello@veridraft.example.com" for mailto:hello@…), which paper then does not print again. */
export const showsItsAddress = (words: string, address: string) => asWords(words.trim()) === asWords(address)

/**
 * The order of every list of pages: newest first by date (undated pages last), then by title, then
 * by address, so that no two pages tie and every list made of the same pages is in the same order.
 */
export const newestFirst = (a: ListedPage, b: ListedPage) =>
  (b.date ?? "").localeCompare(a.date ?? "") || a.title.localeCompare(b.title) || a.path.localeCompare(b.path)

/** The addresses of the pages `path` stands under, outermost first, the landing page's left out: /a and /a/b for /a/b/c. */
export const ancestorPaths = (path: string) => {
  const parts = path.split("/").filter(Boolean)
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join("/")}`)
}
