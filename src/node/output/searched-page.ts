// What the site's search reads of a built page: the element marked data-search-title (the main
// landmark of a searched page, components/layout/Layout.tsx) and its title, its text but for what is
// marked data-search-ignore, what screen readers skip (aria-hidden) and what is not its own text
// (scripts, drawings, navigation, forms), each block ended as a sentence ("Kind. Pages. Scanned records."), its headings
// apart (weighed above the text), and its topics (marked data-search-topic, read even where ignored).
import { Parser } from "htmlparser2"

export type PageText = { title: string; topics: string[]; content: string; headings: { text: string; weight: number }[] }

const BLOCKS = new Set(
  "address article aside blockquote caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul".split(
    " ",
  ),
)
// What is not the page's own text: code, drawings, and its navigation and forms (other pages' names, a field's labels).
const UNREAD = new Set(["script", "style", "template", "noscript", "svg", "math", "canvas", "iframe", "object", "nav", "form"])
// A heading's words weigh as many times a word of the text, by its rank.
const HEADING_WEIGHTS: Record<string, number> = { h1: 7, h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 }

type Open = { name: string; ignored: boolean; body: boolean; heading?: { text: string; weight: number }; topic?: { text: string } }

/** The searched text of a page's HTML, or undefined for a page not searched. */
export function searchedPage(html: string): PageText | undefined {
  const open: Open[] = []
  let page: PageText | undefined
  let content = ""
  // Whether an element closed with no text since: the next element's words are apart from its ("Book a Demo", "See the features").
  let afterElement = false
  // Text of the page's, and of each heading it stands in.
  const say = (text: string) => {
    content += text
    for (const element of open) if (element.heading) element.heading.text += text
  }
  // A block's end: a sentence's full stop after a word that has none, then a space.
  const endBlock = () => {
    content = content.trimEnd()
    if (/[\p{L}\p{N}]$/u.test(content)) content += "."
    content += " "
  }
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = open.at(-1)
        const starts = !page && attributes["data-search-title"] !== undefined
        if (starts) page = { title: attributes["data-search-title"]!, topics: [], content: "", headings: [] }
        const body = starts || (parent?.body ?? false)
        const ignored = (parent?.ignored ?? false) || "data-search-ignore" in attributes || attributes["aria-hidden"] === "true" || UNREAD.has(name)
        const weight = HEADING_WEIGHTS[name]
        if (body && afterElement) say(" ")
        open.push({
          name,
          ignored,
          body,
          ...(body && !ignored && weight && { heading: { text: "", weight } }),
          ...(body && "data-search-topic" in attributes && { topic: { text: "" } }),
        })
      },
      ontext(text) {
        const here = open.at(-1)
        if (!here?.body) return
        afterElement = false
        for (const element of open) if (element.topic) element.topic.text += text
        if (!here.ignored) say(text)
      },
      onclosetag(name) {
        const closed = open.pop()
        if (!closed?.body || !page) return
        afterElement = true
        if (closed.topic) page.topics.push(closed.topic.text.replace(/\s+/g, " ").trim())
        if (closed.heading) page.headings.push({ text: closed.heading.text.replace(/\s+/g, " ").trim(), weight: closed.heading.weight })
        if (closed.ignored) return
        if (BLOCKS.has(name)) endBlock()
        else if (name === "br") content += " "
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return page && { ...page, content: content.replace(/\s+/g, " ").trim() }
}
