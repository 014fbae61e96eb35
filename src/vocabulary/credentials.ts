// An author's letters after their name ("MD, QME"), set after it the same way wherever the name
// shows: a review line, a byline, their page's heading.
/** What follows a name for its letters: ", MD, QME", or nothing. */
export const afterName = (credentials?: string | null) => (credentials ? `, ${credentials}` : "")
