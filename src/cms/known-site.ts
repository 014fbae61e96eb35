// What the editor knows of the site: the repository's content files and media as the signed-in
// writer reads them (./site-files.ts), kept as each save, publish or delete changes them, and the
// former addresses of what moved, which the page was given. The build's verdict (./site-verdict.ts)
// and the previews' lists (./save-checks.ts' SiteIndex) are made from it.
import type { Redirect } from "../vocabulary/redirects"
import type { Repository } from "./decap"
import type { SiteIndex } from "./save-checks"
import { readSiteFiles, siteIndexOf, unreadableFiles } from "./site-files"
import type { EditorSite } from "./site-verdict"

let texts = new Map<string, string>()
let media = new Set<string>()
let moves: readonly Redirect[] = []
let repository: Repository | undefined
let reading: Promise<void> | undefined
/** The site as read: undefined until the writer has signed in and its files are read. */
let site: EditorSite | undefined
let index: SiteIndex = siteIndexOf(texts, moves)
let unreadables: Array<{ file: string; message: string }> = []
// Told whenever what the editor knows of the files changes.
const listeners: Array<() => void> = []

// A new object on every change, so what was found of the last one is not taken for this one's.
const remake = (read: boolean) => {
  site = read ? { texts, media, moves } : undefined
  index = siteIndexOf(texts, moves)
  unreadables = unreadableFiles(texts)
  for (const listener of listeners) listener()
}

/** The files the editor cannot read, each with why in the build's words. */
export const unreadable = (): ReadonlyArray<{ file: string; message: string }> => unreadables

/** Calls `listener` whenever what the editor knows of the files changes. */
export const onKnownChange = (listener: () => void) => void listeners.push(listener)

/** What the editor knows now. */
export const known = (): { site: EditorSite | undefined; index: SiteIndex } => ({ site, index })

/** Resolves once the site's files are read (at once before the writer signs in). */
export const whenRead = () => reading

/** The former addresses of what moved, as the build published them. */
export function setMoves(published: readonly Redirect[]) {
  moves = published
  remake(site !== undefined)
}

/** Reads the site's files from the repository, once the writer has signed in. */
export function readRepository(signedIn: Repository) {
  repository = signedIn
  reading = readSiteFiles(signedIn).then((read) => {
    texts = read.texts
    media = read.media
    remake(true)
  })
}

/** Reads again a file saved or published, as the repository now holds it. */
export async function reread(file: string) {
  if (!repository) return
  const { data } = await repository.getEntry(file)
  if (data) texts.set(file, data)
  else texts.delete(file)
  remake(site !== undefined)
}

/** A deleted file leaves what the editor knows. */
export function forget(paths: readonly string[]) {
  for (const file of paths) {
    texts.delete(file)
    media.delete(file)
  }
  remake(site !== undefined)
}
