// A result's excerpt: the window of some thirty words of its page's text that holds most of the
// words searched, centred on them, each found word marked (a word whose stem begins with a searched
// stem, as the search finds it), and whether the page's text goes on before and after it.
import { finds, stemOf } from "../../vocabulary/search-index"
import { isSearched, tokenWords } from "../../vocabulary/search-words"

/** An excerpt's text in parts, a found word a part of its own; whether the page's text goes on each side. */
export type Excerpt = { before: boolean; parts: { text: string; found: boolean }[]; after: boolean }

// How many words an excerpt holds.
const WORDS = 30

// A token's word between what leads and closes it: "“Almaraz”," is “, Almaraz and ”,.
const WORD_IN = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u

/** The excerpt of `content` for the searched `stems`. */
export function excerptOf(content: string, stems: readonly string[]): Excerpt {
  const tokens = content.split(" ").filter(Boolean)
  // Each word stemmed once, whatever the number of stems searched.
  const isFound = (word: string) => {
    if (!isSearched(word)) return false
    const held = stemOf(word)
    return stems.some((stem) => finds(stem, held))
  }
  const found = tokens.map((token) => tokenWords(token).some(isFound))
  // The window holding most found words, then moved to centre them.
  let [best, most, inWindow] = [0, -1, 0]
  for (let end = 0; end < tokens.length; end++) {
    inWindow += Number(found[end]) - Number(end >= WORDS && found[end - WORDS])
    if (inWindow > most) [best, most] = [Math.max(0, end - WORDS + 1), inWindow]
  }
  const hits = found.flatMap((hit, i) => (hit && i >= best && i < best + WORDS ? [i] : []))
  const centre = hits.length ? Math.round((hits[0]! + hits.at(-1)!) / 2) : 0
  const start = hits.length ? Math.max(0, Math.min(centre - WORDS / 2, tokens.length - WORDS)) : 0
  const end = Math.min(tokens.length, start + WORDS)
  const parts: Excerpt["parts"] = []
  const say = (text: string, isFound: boolean) => {
    if (!text) return
    const last = parts.at(-1)
    if (last && !last.found && !isFound) last.text += text
    else parts.push({ text, found: isFound })
  }
  for (let i = start; i < end; i++) {
    if (i > start) say(" ", false)
    const [, lead, word, close] = tokens[i]!.match(WORD_IN)!
    if (!found[i]) say(tokens[i]!, false)
    else {
      say(lead!, false)
      say(word!, true)
      say(close!, false)
    }
  }
  return { before: start > 0, parts, after: end < tokens.length }
}
