// The site's content files as the signed-in writer's repository holds them, read through the
// editor's backend once the writer signs in: what the editor checks an entry against, and where it
// learns every page, those not yet published too (no public file lists a page before its first
// day). The files are read by the build's own reader, and what the editor knows of them is found
// by the build's own functions.
import { subjectPath } from "../vocabulary/addresses"
import type { Redirect } from "../vocabulary/redirects"
import { frontMatterOf, jsonUnreadable, legalTextOf, parseFile } from "../site/content-files"
import { linkTargets, listsPages } from "../site/links"
import { pageAnchors } from "../site/article-facts"
import { sectionsOf } from "../sections/kinds"
import type { ArticleWords } from "../sections/ArticleParts"
import type { Repository } from "./decap"
import type { SiteIndex } from "./save-checks"
import { namedFiles, writtenFields } from "../vocabulary/content-type"
import { articleType } from "../vocabulary/content-types/article"
import { authorType } from "../vocabulary/content-types/author"

// The folders of content/ whose files are entries, the settings' own file, and the folders of the files fields name (src/cms/cms-config.ts).
const FOLDERS = ["content/pages", "content/legal", "content/authors", "content/topics"]
export const SETTINGS_FILE = "content/site.json"
const MEDIA_FOLDERS = ["content/images", "content/videos", "static/legal"]

/** Every content file of the repository, by its path ("content/pages/about.md"), as its text; and the files of its media folders by their paths. */
export async function readSiteFiles(repository: Repository): Promise<{ texts: Map<string, string>; media: Set<string> }> {
  // GitHub's backend lists a folder a page at a time; its allEntriesByFolder reads all of it.
  const list = (folder: string) => (repository.allEntriesByFolder ?? repository.entriesByFolder).call(repository, folder, "md", 1)
  // A media folder not made yet holds nothing.
  const files = (folder: string) => repository.getMedia(folder).catch(() => [])
  const [folders, settings, media] = await Promise.all([
    Promise.all(FOLDERS.map(list)),
    repository.getEntry(SETTINGS_FILE),
    Promise.all(MEDIA_FOLDERS.map(files)),
  ])
  return {
    texts: new Map([...folders.flat(), settings].map(({ file, data }) => [file.path, data])),
    media: new Set(media.flat().map(({ path }) => path.replace(/^\//, ""))),
  }
}

/** The files the editor cannot read (malformed YAML or JSON), each with why in the build's words: the editor shows them, never a form to save over them. */
export function unreadableFiles(files: ReadonlyMap<string, string>): Array<{ file: string; message: string }> {
  return [...files].flatMap(([file, source]) => {
    const message = file.endsWith(".json") ? jsonUnreadable(source) : ((read) => ("unreadable" in read ? read.unreadable : undefined))(frontMatterOf(source))
    return message ? [{ file, message }] : []
  })
}

const text = (value: unknown) => (typeof value === "string" ? value : "")
const idOf = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "")

/** What the editor knows of the site from its files and the redirects the build published: every page, address, link, form, author and topic. */
export function siteIndexOf(files: ReadonlyMap<string, string>, redirects: readonly Redirect[]): SiteIndex {
  const read = [...files].flatMap(([file, source]) => {
    const result = parseFile(file, source)
    return "data" in result ? [{ file, ...result }] : []
  })
  const inFolder = (folder: string) => read.filter(({ file }) => file.startsWith(`content/${folder}/`))
  const pages = inFolder("pages").filter(({ data }) => typeof data.path === "string")
  const legal = inFolder("legal").filter(({ data }) => typeof data.path === "string")
  const settings = read.find(({ file }) => file === SETTINGS_FILE)?.data
  return {
    addresses: [
      ...pages.map(({ file, data }) => ({ file, path: String(data.path), kind: "page" as const, anchors: [...pageAnchors(data)] })),
      // A legal document's anchors are its headings', as the build's check reads them.
      ...legal.map((doc) => ({
        file: doc.file,
        path: String(doc.data.path),
        kind: "legal" as const,
        anchors: legalTextOf(doc).blocks.flatMap((block) => ("id" in block ? [block.id] : [])),
      })),
    ],
    pages: pages.map(({ data }) => ({
      path: String(data.path),
      title: text(data.title),
      description: text(data.description),
      date: text(data.date) || null,
      topics: Array.isArray(data.topics) ? data.topics.map(String) : null,
      publish: text(data.publish) || null,
      until: text(data.until) || null,
    })),
    links: [
      ...pages.map(({ file, data }) => ({ file, targets: linkTargets(data) })),
      ...legal.map((doc) => ({
        file: doc.file,
        targets: legalTextOf(doc)
          .links.map(({ href }) => href)
          .filter((href) => href.startsWith("/")),
      })),
      ...(settings ? [{ file: SETTINGS_FILE, targets: linkTargets(settings) }] : []),
    ],
    forms: pages.flatMap(({ file, data }) => sectionsOf(data).flatMap((section) => (section?.type === "form" ? [{ file, name: text(section.name) }] : []))),
    listing: pages.filter(({ data }) => listsPages(data)).map(({ data }) => String(data.path)),
    redirects,
    articles: pages.map(({ file, data }) => ({ file, names: namedFiles(articleType.schema, data) })),
    // An author's fields as far as they are written well; the preview leaves their photo out.
    authors: inFolder("authors").map(({ file, data }) => {
      const { photo: _photo, ...fields } = writtenFields(authorType.schema, data)
      return { ...fields, id: idOf(file), name: text(data.name), role: text(data.role), path: subjectPath("authors", idOf(file)) }
    }),
    topics: inFolder("topics").map(({ file, data }) => ({ id: idOf(file), name: text(data.name), path: subjectPath("topics", idOf(file)) })),
    articleWords: settings?.articles as ArticleWords | undefined,
  }
}
