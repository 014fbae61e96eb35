// The colours the legal PDFs and the sharing cards draw in: the site's ink, its navy and its muted grey.
export const INK = "#1e293b"
export const NAVY = "#0b3b5c"
export const MUTED = "#64748b"
