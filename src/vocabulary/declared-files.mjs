// What each folder of content/ and static/ may hold, by its name and by what its bytes are: the one
// declaration read by the build's check, the editor's save and its media upload (in the browser and
// the local backend's guard). A file no entry declares is refused wherever it is found, and an
// image is one whole image from its first byte to its last (./image-bytes.mjs).
import { IMAGE_FORMATS, wholeImageProblem } from "./image-bytes.mjs"

// A kind of file by the bytes it begins with; `head` is its first 64 bytes at most.
const startsWith = (head, ...bytes) => bytes.every((byte, i) => head[i] === byte)
const ascii = (head, from, to) => String.fromCharCode(...head.subarray(from, to))
// Markdown and JSON: text, with no byte a text file never holds (a NUL marks a binary file).
const isText = (head) => !head.includes(0)
const KINDS = {
  text: { name: "a text file", format: "text", matches: isText },
  jpeg: { name: "a JPEG image", format: "JPEG", matches: IMAGE_FORMATS.jpeg.starts, image: "jpeg" },
  png: { name: "a PNG image", format: "PNG", matches: IMAGE_FORMATS.png.starts, image: "png" },
  webp: { name: "a WebP image", format: "WebP", matches: IMAGE_FORMATS.webp.starts, image: "webp" },
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
  // Never declared: named when a file is one.
  gif: { name: "a GIF image", format: "GIF", matches: (head) => /^GIF8[79]a/.test(ascii(head, 0, 6)) },
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

/** A file an editor or the system keeps beside a writer's own in content/: a dot-file (.DS_Store, .about.md.swp), a backup (about.md~) or an autosave (#about.md#). It is never read nor published there; in static/, which is published as it is, it is refused. */
export const isWorkingFile = (name) => name.startsWith(".") || name.endsWith("~") || /^#.*#$/.test(name)

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

/** The kind a file's first bytes show, in a writer's words ("an HTML page", "a GIF image"). */
export const foundAs = (head) => {
  if (ascii(head, 4, 8) === "ftyp" && /^(hei[cfsx]|mif1|msf1|hevc)$/.test(ascii(head, 8, 12))) return "an iPhone photo in HEIC"
  const found = Object.values(KINDS).find(({ matches }, i) => i > 0 && matches(head))
  if (found) return found.name
  const start = new TextDecoder().decode(head).trimStart().toLowerCase()
  if (/^<(!doctype html|html|script|head|body)/.test(start)) return "an HTML page"
  return isText(head) ? "a text file" : "a file of another kind"
}

/**
 * Why `file` (a path from the repository's root) may not be published, or undefined if it may: its
 * folder must declare its name, and, given its bytes, they must be what its name says: an image's,
 * all of them. `inflate(bytes, most)` is zlib's where the caller has one: a PNG's pixels are unpacked too.
 */
export function declaredFileProblem(file, bytes, { inflate } = {}) {
  const entry = DECLARED_FOLDERS.find(({ folder }) => folder === folderOf(file))
  const kind = declaredKind(file)
  if (!kind) {
    const holds = entry
      ? `${entry.folder}/ holds only ${entry.holds}`
      : `files go only where the site reads them: ${DECLARED_FOLDERS.map(({ folder }) => `${folder}/`).join(", ")}`
    return `is not a file the site publishes (${holds}): rename, move or remove it`
  }
  if (bytes === undefined) return undefined
  const { name, format, matches, image } = KINDS[kind]
  if (!matches(bytes.subarray(0, 64))) return `expected ${name}, as its name says, found ${foundAs(bytes.subarray(0, 64))}: export it again as ${format}`
  const whole = image && wholeImageProblem(bytes, image, { inflate })
  return whole ? `expected ${name} whose bytes are all the image, found ${whole}: export it again as ${format}` : undefined
}

// The image formats by the extensions a file of content/images/ may have.
const IMAGE_EXTENSIONS = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp" }

/**
 * Why `bytes`, the file named `name` ("desk.jpg") and shown to the writer as `shown`, are not one whole
 * image of the format its name says, in the words a field's problem uses, or undefined; a name no
 * image format has is left to the field. `inflate` as for declaredFileProblem.
 */
export function imageBytesProblem(bytes, name, shown, { inflate } = {}) {
  const extension = extensionOf(name)
  const format = IMAGE_EXTENSIONS[extension]
  if (!format) return undefined
  const expected = `expected a ${extension.toUpperCase()} image at ${shown}`
  if (!IMAGE_FORMATS[format].starts(bytes)) {
    const found = foundAs(bytes.subarray(0, 64))
    return `${expected}, found ${found === "an iPhone photo in HEIC" ? `${found}: export it as JPEG` : `${found}: export it as JPEG or PNG`}`
  }
  const whole = wholeImageProblem(bytes, format, { inflate })
  return whole && `${expected} whose bytes are all the image, found ${whole}: export it again as ${IMAGE_FORMATS[format].name}`
}
