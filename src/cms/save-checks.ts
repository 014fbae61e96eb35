// What the editor knows of the site's entries (./site-files.ts), and what it refuses before a delete:
// a page or document another file still links to, an author or topic an article names, in words
// that say what to change first. A save is judged by the build's own check (./site-verdict.ts).
import type { ListablePage } from "../vocabulary/addresses"
import type { Schedule } from "../vocabulary/publishing"
import type { ArticleWords } from "../sections/ArticleParts"
import type { Redirect } from "../vocabulary/redirects"
import type { Address } from "../vocabulary/addresses"
import { fieldPlace } from "../site/field-place"
import type { FieldsOf } from "../vocabulary/content-type"
import type { authorType } from "../vocabulary/content-types/author"

/** An author as the editor knows them: their fields as far as they are written well, but the photo, and their id and page. */
export type KnownAuthor = Partial<Omit<FieldsOf<typeof authorType>, "photo">> & { id: string; name: string; role: string; path: string }

/** A page or legal document as the build found it: its address, its file and its anchors. */
export type KnownAddress = Omit<Address, "anchors"> & { anchors: readonly string[] }
/** A content file and where its links inside the site go. */
export type KnownLinks = { file: string; targets: readonly string[] }
/** What the editor knows of the site's entries, from the repository's files (with the addresses of the pages that list the pages under them), and the former addresses of what moved. */
export type SiteIndex = {
  addresses: readonly KnownAddress[]
  pages: ReadonlyArray<ListablePage & Schedule>
  links: readonly KnownLinks[]
  listing: readonly string[]
  /** Each form of the site by its name, with the file it is in. */
  forms: ReadonlyArray<{ file: string; name: string }>
  redirects: readonly Redirect[]
  /** The author's, reviewer's and topics' files each article names (content/authors/x.md), each with the field naming it, by the article's file. */
  articles?: ReadonlyArray<{ file: string; names: ReadonlyArray<{ field: string; file: string }> }>
  /** The authors and topics by id, and site.json's words around the articles, for an article's preview. */
  authors?: ReadonlyArray<KnownAuthor>
  topics?: ReadonlyArray<{ id: string; name: string; path: string }>
  articleWords?: ArticleWords
}

/** The problems that stop deleting the files at `paths`: a page or document that another file still links to. */
export function deleteProblems(paths: readonly string[], index: SiteIndex): string[] {
  // An author or a topic an article names: the build would stop at the article.
  const named = paths.flatMap((file) => {
    const naming = (index.articles ?? []).filter((article) => article.names.some((name) => name.file === file))
    const fields = [
      ...new Set(naming.flatMap((article) => article.names.filter((name) => name.file === file).map((name) => fieldPlace(article.file, name.field)))),
    ]
    return naming.length
      ? [
          `${file}: expected no article to name it before it is deleted, found it named in ${naming.map((article) => article.file).join(", ")} (change their ${fields.join(" or ")} first)`,
        ]
      : []
  })
  return [...named, ...linkedAddresses(paths, index)]
}

function linkedAddresses(paths: readonly string[], index: SiteIndex): string[] {
  return index.addresses
    .filter((address) => paths.includes(address.file))
    .flatMap(({ file, path }) => {
      const linking = index.links.filter(
        (links) => links.file !== file && links.targets.some((target) => target.split("#")[0]!.replace(/(.)\/$/, "$1") === path),
      )
      return linking.length
        ? [`${file}: expected no link to "${path}" before it is deleted, found links in ${linking.map((links) => links.file).join(", ")} (remove them first)`]
        : []
    })
}
