// A paragraph the comparison could not mark word by word (src/vocabulary/legal-diff.ts stops past
// MAX_WORD_EDITS), or one with no word kept: it was rewritten, and is shown whole, its earlier
// text removed, then its new text added, under a sentence that says so.

type Words = readonly { readonly text: string; readonly change?: "added" | "removed" | null }[]

/** What the comparison's page and PDF say above a paragraph rewritten whole. */
export const REWRITTEN = "This paragraph was rewritten: its earlier text, then its new text."

/** Whether a changed paragraph's words keep none of its earlier ones but spacing. */
export const isRewritten = (words: Words | null | undefined): words is Words =>
  !!words?.some((word) => word.change === "removed") && words.some((word) => word.change === "added") && words.every((word) => word.change || !word.text.trim())

/** A rewritten paragraph's earlier words, or its new ones, each marked, in reading order. */
export const wordsOnly = (words: Words, change: "added" | "removed") => words.filter((word) => word.change === change)
