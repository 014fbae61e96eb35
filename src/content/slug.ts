// An anchor made from words, as a link to it is written: "Do you sign a BAA?" is #do-you-sign-a-baa.
// The same words twice get -2, -3 in the order they come.

/** Lowercase letters and digits joined by hyphens, accents taken off. */
export const slugOf = (words: string) =>
  words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/^(?=\d)|^$/, "q-")

/** The anchor of each of `texts`, in order, none the same. */
export function slugsOf(texts: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return texts.map((text) => {
    const slug = slugOf(text)
    const count = (seen.get(slug) ?? 0) + 1
    seen.set(slug, count)
    return count > 1 ? `${slug}-${count}` : slug
  })
}
