// What the build writes into _redirects, and nothing else: a permanent redirect (301) from an
// address of the site to another of its addresses, or a writer's to an https:// site. Any other
// line (a 200 rewrite, a forced "!", a proxy to a foreign origin, a condition) is refused.
const SITE_ADDRESS = /^\/(?!\/)[A-Za-z0-9._~\-/]*(\*)?$/
const SITE_TARGET = /^\/(?!\/)[A-Za-z0-9._~\-/:]*(#[a-z0-9-]+)?$/
const HTTPS_TARGET = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[^\s]*)?$/

/** Each line of a _redirects text that the build would never write, with its line number. */
export function redirectLineProblems(text) {
  return text.split("\n").flatMap((line, i) => {
    if (!line.trim() || line.startsWith("#")) return []
    const [from = "", to = "", status, ...rest] = line.split(" ")
    const fine = status === "301" && !rest.length && SITE_ADDRESS.test(from) && (SITE_TARGET.test(to) || HTTPS_TARGET.test(to))
    return fine ? [] : [`line ${i + 1}: ${JSON.stringify(line)} (expected "/from /to 301" or "/from https://… 301")`]
  })
}
