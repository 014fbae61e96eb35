// An anchor made from words, as a link to it is written: "Do you sign a BAA?" is #do-you-sign-a-baa.
// Anchors on one page are each its own: a later one with the same words, or words whose anchor
// the page already has, gets the first of -2, -3… that nothing on the page has.

/** Lowercase letters and digits joined by hyphens, accents taken off. */
export const slugOf = (words: string) =>
  words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/^(?=\d)|^$/, "q-")

/**
 * `slugs` made unique on a page that already has the ids `taken`: each keeps its own where it is the
 * first to have it and nothing taken has it ("a", "a 2" and another "a" are a, a-2 and a-3), so an
 * anchor that was unique stays as it was.
 */
export function uniqueAnchors(slugs: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken)
  const kept = slugs.map((slug) => !used.has(slug) && Boolean(used.add(slug)))
  return slugs.map((slug, i) => {
    if (kept[i]) return slug
    let n = 2
    while (used.has(`${slug}-${n}`)) n++
    used.add(`${slug}-${n}`)
    return `${slug}-${n}`
  })
}

/** The anchor of each of `texts`, in order, none the same and none of `taken`. */
export const slugsOf = (texts: readonly string[], taken: Iterable<string> = []): string[] => uniqueAnchors(texts.map(slugOf), taken)
