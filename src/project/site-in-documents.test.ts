/** @jest-environment node */
// The documents show the whole site: each list of section kinds in them names every kind (or
// points to the table of sections instead), and the maps of the code name the resources hub.
import fs from "node:fs"
import path from "node:path"
import { SECTION_KINDS } from "../sections/kinds"

const root = path.join(__dirname, "..", "..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const DOCUMENTS = ["README.md", "content/README.md", ...fs.readdirSync(path.join(root, "docs")).map((name) => `docs/${name}`)]

// A kind is named by its type ("callToAction"), its type's words ("call to action") or its editor's name ("Team card").
const namesOf = (kind: (typeof SECTION_KINDS)[number]) => {
  const words = (kind.words as Record<string, readonly string[]>)[""]![0]!
  return [kind.type, kind.type.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`), words]
}
const named = (text: string, name: string) => new RegExp(`\\b${name}\\b`, "i").test(text)
const kindsIn = (text: string) => SECTION_KINDS.filter((kind) => namesOf(kind).some((name) => named(text, name))).map((kind) => kind.type)

/** A document's clauses, where a list is written: its prose with each paragraph on one line, cut at every stop, colon, bracket and table cell. */
const clausesOf = (document: string) =>
  document
    .replace(/```[\s\S]*?```/g, "")
    .replace(/(?<!\n)\n(?!\n)/g, " ")
    .split(/[.;:|()\n]/)

/** The clauses of `document` that name three kinds or more but not all of them. */
const partialLists = (document: string) =>
  clausesOf(document)
    .map((clause) => ({ clause: clause.trim(), kinds: kindsIn(clause) }))
    .filter(({ kinds }) => kinds.length >= 3 && kinds.length < SECTION_KINDS.length)
    .map(({ clause }) => clause)

test("a list of section kinds in the documents names every kind, or none and points to the table of sections", () => {
  expect(DOCUMENTS.flatMap((file) => partialLists(read(file)).map((clause) => `${file}: ${clause}`))).toEqual([])
})

test("a list of some kinds is found however it names them, and a list of all is not", () => {
  expect(partialLists("A section's look (opening, cards, figures, text, team, call to action, page list).")).toEqual([
    "opening, cards, figures, text, team, call to action, page list",
  ])
  expect(
    partialLists("Every page, each a list of sections (opening, cards, figures with their basis,\nMarkdown text, team card, call to action)"),
  ).toHaveLength(1)
  expect(partialLists(`The kinds: ${SECTION_KINDS.map((kind) => namesOf(kind)[2]).join(", ")}.`)).toEqual([])
  expect(partialLists("A quote, a video. Questions and steps.\n\n| text | form |")).toEqual([])
})

const HUB = {
  authors: /\bauthors?\b/i,
  topics: /\btopics?\b/i,
  articles: /\barticles?\b/i,
  "page lists": /\bpage lists?\b|\blist-pages\b/i,
  search: /\bsearch\b/i,
  feeds: /\bAtom feeds?\b|\bfeeds\.ts\b/i,
  "sharing cards": /\bsharing cards?\b/i,
}
const section = (document: string, heading: string) => {
  const start = document.indexOf(`\n${heading}\n`)
  expect([heading, start]).not.toEqual([heading, -1])
  const end = document.indexOf("\n## ", start + heading.length + 2)
  return document.slice(start, end === -1 ? undefined : end)
}
const missing = (text: string) => Object.keys(HUB).filter((part) => !HUB[part as keyof typeof HUB].test(text))

test("the README's map of the code, the architecture's diagram and layers, and the writers' guide name every part of the resources hub", () => {
  const architecture = read("docs/architecture.md")
  const writers = read("docs/writers.md")
  expect({
    "README.md: The map of the code": missing(section(read("README.md"), "## The map of the code")),
    "docs/architecture.md: its diagram and Layers": missing(/```\n([\s\S]*?)```/.exec(architecture)![1]! + section(architecture, "## Layers")),
    "docs/writers.md": missing(writers),
  }).toEqual({ "README.md: The map of the code": [], "docs/architecture.md: its diagram and Layers": [], "docs/writers.md": [] })
  // The editor's collections, one per kind of content.
  expect(section(writers, "## The content editor (`/admin/`)")).toMatch(
    /One collection per kind of content: \*\*Pages\*\*[\s\S]*?\*\*Authors\*\* and\s+\*\*Topics\*\*/,
  )
})
