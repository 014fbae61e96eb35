// What a writer writes for an image that only decorates, read as no text alternative at all.
export const DECORATIVE = "decorative"

/** An image's alt attribute from what its writer wrote: empty for a decorative one. */
export const altText = (written: string) => (written.trim().toLowerCase() === DECORATIVE ? "" : written)
