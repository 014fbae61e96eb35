/** Keeps the types file's text as it is now; the function returned puts it back if Gatsby left the file unfinished since, and says whether it did. */
export function keepQueryTypes(file: string): () => boolean
