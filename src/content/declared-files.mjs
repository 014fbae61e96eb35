// What each folder of content/ and static/ may hold, by its name and by what its first bytes are:
// the one declaration read by the build's check, the editor's save and its media upload (the
// local backend's guard). A file no entry declares is refused wherever it is found.

// A kind of file by the bytes it begins with; `head` is its first 64 bytes at most.
const startsWith = (head, ...bytes) => bytes.every((byte, i) => head[i] === byte)
const ascii = (head, from, to) => String.fromCharCode(...head.subarray(from, to))
// Markdown and JSON: text, with no byte a text file never holds (a NUL marks a binary file).
const isText = (head) => !head.includes(0)
const KINDS = {
  text: { name: "a text file", format: "text", matches: isText },
  jpeg: { name: "a JPEG image", format: "JPEG", matches: (head) => startsWith(head, 0xff, 0xd8, 0xff) },
  png: { name: "a PNG image", format: "PNG", matches: (head) => startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  webp: { name: "a WebP image", format: "WebP", matches: (head) => ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP" },
  ico: { name: "an icon (ICO)", format: "ICO", matches: (head) => startsWith(head, 0, 0, 1, 0) },
  // The site's own icon, drawn by its designers; a writer's image is never an SVG (it can hold a script).
  svg: {
    name: "an SVG image",
    format: "SVG",
    matches: (head) => isText(head) && /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(new TextDecoder().decode(head)),
  },
  pdf: { name: "a PDF", format: "PDF", matches: (head) => ascii(head, 0, 5) === "%PDF-" },
  mp4: { name: "an MP4 video", format: "MP4 (H.264 and AAC)", matches: (head) => ascii(head, 4, 8) === "ftyp" },
  webm: { name: "a WebM video", format: "WebM", matches: (head) => startsWith(head, 0x1a, 0x45, 0xdf, 0xa3) },
  vtt: { name: "WebVTT captions", format: "WebVTT", matches: (head) => /^(\uFEFF)?WEBVTT([ \t\r\n]|$)/.test(new TextDecoder().decode(head)) },
}

/** Each folder that may hold files (relative to the repository), the names it may hold and what each is. */
export const DECLARED_FOLDERS = [
  { folder: "content", holds: "the site's settings and this folder's guide", files: { "site.json": "text", "README.md": "text" } },
  { folder: "content/pages", holds: "pages, named like about.md", pattern: /^[a-z0-9-]+\.md$/, kinds: { md: "text" } },
  { folder: "content/legal", holds: "legal documents, named like privacy-policy.md", pattern: /^[a-z0-9-]+\.md$/, kinds: { md: "text" } },
  { folder: "content/authors", holds: "authors, named by their id like maya-chen.md", pattern: /^[a-z0-9-]+\.md$/, kinds: { md: "text" } },
  { folder: "content/topics", holds: "topics, named by their id like apportionment.md", pattern: /^[a-z0-9-]+\.md$/, kinds: { md: "text" } },
  {
    folder: "content/images",
    holds: "JPEG, PNG or WebP images, named like founder.png",
    pattern: /^[\w-]+\.(jpe?g|png|webp)$/i,
    kinds: { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp" },
  },
  {
    folder: "content/videos",
    holds: "MP4 or WebM videos and their WebVTT captions, named like walkthrough.mp4 and walkthrough.en.vtt",
    pattern: /^[\w-]+(\.[a-z]{2,3}(-[a-z0-9]+)*)?\.(mp4|webm|vtt)$/i,
    kinds: { mp4: "mp4", webm: "webm", vtt: "vtt" },
  },
  {
    folder: "static",
    holds: "the site's icons (favicon.ico, icon.svg, icon.png, apple-touch-icon.png)",
    files: { "favicon.ico": "ico", "icon.svg": "svg", "icon.png": "png", "apple-touch-icon.png": "png" },
  },
  {
    folder: "static/legal",
    holds: "counsel's PDFs of the legal documents, named like privacy-policy.pdf",
    pattern: /^[a-z0-9-]+\.pdf$/,
    kinds: { pdf: "pdf" },
  },
]

/** The top folders every declared file lies below. */
export const DECLARED_ROOTS = ["content", "static"]

const folderOf = (file) => file.slice(0, Math.max(file.lastIndexOf("/"), 0))
const extensionOf = (name) => name.slice(name.lastIndexOf(".") + 1).toLowerCase()

/** The kind of file `file` (a path from the repository's root, with "/") may be, or undefined if no folder declares it. */
export function declaredKind(file) {
  const name = file.slice(file.lastIndexOf("/") + 1)
  const entry = DECLARED_FOLDERS.find(({ folder }) => folder === folderOf(file))
  if (!entry) return undefined
  if (entry.files) return entry.files[name]
  return entry.pattern.test(name) ? entry.kinds[extensionOf(name)] : undefined
}

// The kind a file's bytes show, in a writer's words.
const foundAs = (head) => {
  if (ascii(head, 4, 8) === "ftyp" && /^(hei[cfsx]|mif1|msf1|hevc)$/.test(ascii(head, 8, 12))) return "an iPhone photo in HEIC"
  const found = Object.values(KINDS).find(({ matches }, i) => i > 0 && matches(head))
  if (found) return found.name
  const start = new TextDecoder().decode(head).trimStart().toLowerCase()
  if (/^<(!doctype html|html|script|head|body)/.test(start)) return "an HTML page"
  return isText(head) ? "a text file" : "a file of another kind"
}

/**
 * Why `file` (a path from the repository's root) may not be published, or undefined if it may: its
 * folder must declare its name, and, given its first bytes (`head`), they must be what its name says.
 */
export function declaredFileProblem(file, head) {
  const entry = DECLARED_FOLDERS.find(({ folder }) => folder === folderOf(file))
  const kind = declaredKind(file)
  if (!kind) {
    const holds = entry
      ? `${entry.folder}/ holds only ${entry.holds}`
      : `files go only where the site reads them: ${DECLARED_FOLDERS.map(({ folder }) => `${folder}/`).join(", ")}`
    return `is not a file the site publishes (${holds}): rename, move or remove it`
  }
  if (head === undefined || KINDS[kind].matches(head.subarray(0, 64))) return undefined
  return `expected ${KINDS[kind].name}, as its name says, found ${foundAs(head.subarray(0, 64))}: export it again as ${KINDS[kind].format}`
}
