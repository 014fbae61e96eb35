// Where the site's Atom feeds are: a list of pages' at its address + /feed.xml, and one of every
// version of every legal document. The pages link them (<link rel="alternate">).

/** The feed of the pages listed on the page at `path`. */
export const listFeedPath = (path: string) => `${path === "/" ? "" : path}/feed.xml`

/** The feed of the legal documents' versions, each with what changed in it. */
export const LEGAL_FEED_PATH = "/legal/feed.xml"

export const ATOM_TYPE = "application/atom+xml"
