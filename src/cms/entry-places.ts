// Where the editor's address stands (Decap's hash routes): a collection's list, or one entry's file.

/** Where each collection's entries are: a folder's, or a list of files by their entry's name. */
export type EntryPlaces = Record<string, { folder?: string; extension?: string; files?: Record<string, string> }>

/** The file the editor's address names (#/collections/pages/entries/about), or the collection whose list it shows. */
export function placeOf(hash: string, places: EntryPlaces): { collection: string; file?: string } | undefined {
  const [, collection = "", entry] = /^#\/collections\/([^/?]+)(?:\/entries\/([^?]+))?/.exec(hash) ?? []
  const place = Object.hasOwn(places, collection) ? places[collection] : undefined
  if (!place) return undefined
  if (entry === undefined) return { collection }
  const name = decodeURIComponent(entry)
  const file = place.files ? (Object.hasOwn(place.files, name) ? place.files[name] : undefined) : `${place.folder}/${name}.${place.extension ?? "md"}`
  return { collection, ...(file && { file }) }
}
