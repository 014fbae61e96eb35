// A request's path as `npm run serve` reads it, in one spelling: percent-decoded once, as Netlify
// decodes a path before it matches a rule, then its "." and ".." segments resolved and its empty
// ones dropped. The file, the headers and the redirect are all chosen from this one path.

/** The path `rawPath` names ("/%61bout/" is "/about/", "/a/..%2f_headers" is "/_headers"), or undefined where it is malformed: undecodable, or holding a control character. */
export function requestPath(rawPath) {
  let decoded
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return undefined
  }
  if (/\p{Cc}/u.test(decoded)) return undefined
  const segments = []
  for (const segment of decoded.split("/")) {
    if (segment === "..") segments.pop()
    else if (segment !== "" && segment !== ".") segments.push(segment)
  }
  return segments.length && decoded.endsWith("/") ? `/${segments.join("/")}/` : `/${segments.join("/")}`
}
