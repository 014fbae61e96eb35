// The fields of an author's and a topic's node: its id, its address and an author's biography as HTML.
import path from "node:path"
import { plainImage, renderMarkdown } from "../../vocabulary/markdown"
import { subjectPath } from "../../vocabulary/addresses"

/** An author's or topic's id (its file's name), its address, and an author's biography as HTML (it holds no image), its links inside the site passed through `follow`. */
export function hubNodeFields(type: "Author" | "Topic", relativePath: string, body: string, follow?: (href: string) => string) {
  const id = path.basename(relativePath, ".md")
  return type === "Author"
    ? { authorId: id, path: subjectPath("authors", id), biography: renderMarkdown(body, plainImage, undefined, follow) }
    : { topicId: id, path: subjectPath("topics", id) }
}
