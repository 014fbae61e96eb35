// Where the site's Atom feeds are: a list of pages' at its address + /feed.xml, and one of every
// version of every legal document. The pages link them (<link rel="alternate">). And how many
// entries each holds.

/** The feed of the pages listed on the page at `path`. */
export const listFeedPath = (path: string) => `${path === "/" ? "" : path}/feed.xml`

/** The feed of the legal documents' versions, each with what changed in it. */
export const LEGAL_FEED_PATH = "/legal/feed.xml"

export const ATOM_TYPE = "application/atom+xml"

/** How many of its newest entries a feed holds when site.json's feedEntries says nothing, and the most it may say: a reader fetches a feed often, and 100 of the largest entries stay under 256 KB. */
export const FEED_ENTRIES = { default: 50, max: 100 } as const
