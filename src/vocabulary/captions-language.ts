// The language of a captions file, from its name (walkthrough.en.vtt, English where it names none),
// and its name in itself ("English", "Español") as a player's captions menu lists it. A tag that is
// not BCP 47, or that no browser's Intl can name, has no name: the build refuses it.

/** The language tag a captions file's name carries, or "en" where it carries none. */
export const captionsLanguageOf = (file: string) => /\.([a-z]{2,3}(?:-[a-z0-9]+)*)\.vtt$/i.exec(file)?.[1] ?? "en"

// The tag as BCP 47 writes it (en-us is en-US); undefined where it is not one, as Intl's RangeError says.
function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/** The language's name in itself, or undefined for a tag no browser can name. */
export function languageName(tag: string): string | undefined {
  const canonical = canonicalTag(tag)
  if (!canonical || !new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(canonical)) return undefined
  return new Intl.DisplayNames([canonical], { type: "language" }).of(canonical)
}
