// What the editor refuses before a save, in the build's words: a page or legal document at an
// address another has (or the site serves), a link to a page or an anchor that does not exist,
// and a text the site cannot draw (an image that does not say what it shows, or is no JPEG, PNG or WebP;
// a legal text with Markdown its page and PDF cannot show, or a character no font of its PDF has);
// and before a delete: a page or document another file still links to.
import type { ListablePage } from "../content/addresses"
import type { Schedule } from "../content/publishing"
import type { ArticleWords } from "../sections/ArticleParts"
import type { Redirect } from "../content/redirects"
import { parseLegalText } from "../content/legal-markdown"
import { whereInText } from "../content/markdown"
import { formatProblem, schemaProblems, type Problem } from "../content/problems"
import { sectionKind, sectionsOf } from "../sections/kinds"
import { inEditorWords } from "../site/field-place"
import {
  addressProblem,
  linkProblems,
  linkTargets,
  listsPages,
  sectionAnchors,
  markdownFieldProblems,
  unreachableMessage,
  unreachablePages,
} from "../site/links"
import type { Address } from "../content/addresses"

/** A page or legal document as the build found it: its address, its file and its anchors. */
export type KnownAddress = Omit<Address, "anchors"> & { anchors: readonly string[] }
/** A content file and where its links inside the site go. */
export type KnownLinks = { file: string; targets: readonly string[] }
/** What the editor knows of the site's other entries, from its page's query (with the addresses of the pages that list the pages under them), and the redirects the build published. */
export type SiteIndex = {
  addresses: readonly KnownAddress[]
  pages: ReadonlyArray<ListablePage & Schedule>
  links: readonly KnownLinks[]
  listing: readonly string[]
  /** Each form of the site by its name, with the file it is in. */
  forms: ReadonlyArray<{ file: string; name: string }>
  redirects: readonly Redirect[]
  /** The author's and topics' files each article names (content/authors/x.md), by the article's file. */
  articles?: ReadonlyArray<{ file: string; names: readonly string[] }>
  /** The authors and topics by id, and site.json's words around the articles, for an article's preview. */
  authors?: ReadonlyArray<{ id: string; name: string; role: string; path: string }>
  topics?: ReadonlyArray<{ id: string; name: string; path: string }>
  articleWords?: ArticleWords
}

/** The build's warning for the page `data` at `file` (a new page has none yet), if no link of the site reaches it. */
export function unreachableWarning(file: string | undefined, data: Record<string, unknown>, index: SiteIndex): string | undefined {
  if (typeof data.path !== "string") return undefined
  const name = file ?? "a new page"
  const lists = listsPages(data)
  const pages = [
    ...index.addresses
      .filter((address) => address.kind === "page" && address.file !== file)
      .map(({ file, path }) => ({ file, path, lists: index.listing.includes(path) })),
    { file: name, path: data.path, lists },
  ]
  const links = [...index.links.filter((links) => links.file !== file), { file: name, targets: linkTargets(data) }]
  const [unreached] = unreachablePages(pages, links, new Map(index.redirects.map(({ from, to }) => [from, to]))).filter((page) => page.file === name)
  return unreached && unreachableMessage(unreached.path)
}

const KINDS: Record<string, Address["kind"] | undefined> = { pages: "page", articles: "page", everyPage: "page", legal: "legal" }

/** The problems that stop a save of `data`, the entry of `collection` at `file` (a new entry has none yet), each where it is in the editor's words. */
export const saveProblems = (collection: string, file: string | undefined, data: Record<string, unknown>, index: SiteIndex): string[] =>
  siteProblems(collection, file, data, index).map((problem) => formatProblem(inEditorWords(problem, data)))

/** The same, each with its field's path in the entry ("sections[3].items[1].price"), which the form marks. */
export function siteProblems(collection: string, file: string | undefined, data: Record<string, unknown>, index: SiteIndex): Problem[] {
  const name = file ?? `a new entry in ${collection}`
  const others = index.addresses.filter((address) => address.file !== file).map((address) => ({ ...address, anchors: new Set(address.anchors) }))
  const kind = KINDS[collection]
  const own: Address[] = kind && typeof data.path === "string" ? [{ file: name, path: data.path, kind, anchors: sectionAnchors(data) }] : []
  const all = [...others, ...own]
  // A link to a page that moved leads there through its redirect, as the build reads it.
  const redirects = new Map(index.redirects.map(({ from, to }) => [from, to]))
  const problems = [
    ...own.flatMap((address) => addressProblem(address, all) ?? []),
    ...linkProblems(name, data, all, redirects),
    ...markdownFieldProblems(name, data),
    ...legalTextProblems(collection, name, data),
    ...formNameProblems(name, file, data, index),
    ...formProblems(name, data),
  ]
  return problems
}

// What the form's own fields cannot check (a select's options, two fields of one name, a label that
// asks for something medical) is refused as the build refuses it.
const formProblems = (name: string, data: Record<string, unknown>): Problem[] =>
  sectionsOf(data).flatMap((section, i) =>
    section?.type === "form"
      ? schemaProblems(name, sectionKind("form")!.schema, section).map((problem) => ({ ...problem, field: `sections[${i}].${problem.field}` }))
      : [],
  )

// A form's name is its entry in Netlify's Forms tab: no other file's form may have it.
const formNameProblems = (name: string, file: string | undefined, data: Record<string, unknown>, index: SiteIndex): Problem[] =>
  sectionsOf(data).flatMap((section, i) => {
    const other = section?.type === "form" && index.forms.find((form) => form.file !== file && form.name === section.name)
    return other
      ? [
          {
            file: name,
            field: `sections[${i}].name`,
            message: `expected a form name no other form has, found "${String(section?.name)}" (the form in ${other.file} has it)`,
          },
        ]
      : []
  })

// A legal document's text as the build reads it: what the page and PDF cannot show, or a character no font of the PDF has.
const legalTextProblems = (collection: string, file: string, data: Record<string, unknown>): Problem[] =>
  collection === "legal" && typeof data.body === "string"
    ? parseLegalText(data.body).problems.map(({ line, message }) => ({ file, field: "body", message: `${whereInText(data.body as string, line)}: ${message}` }))
    : []

/** The problems that stop deleting the files at `paths`: a page or document that another file still links to. */
export function deleteProblems(paths: readonly string[], index: SiteIndex): string[] {
  // An author or a topic an article names: the build would stop at the article.
  const named = paths.flatMap((file) => {
    const naming = (index.articles ?? []).filter((article) => article.names.includes(file)).map((article) => article.file)
    return naming.length
      ? [`${file}: expected no article to name it before it is deleted, found it named in ${naming.join(", ")} (change their Author or Topics first)`]
      : []
  })
  return [...named, ...linkedAddresses(paths, index)]
}

function linkedAddresses(paths: readonly string[], index: SiteIndex): string[] {
  return index.addresses
    .filter((address) => paths.includes(address.file))
    .flatMap(({ file, path }) => {
      const linking = index.links.filter(
        (links) => links.file !== file && links.targets.some((target) => target.split("#")[0]!.replace(/(.)\/$/, "$1") === path),
      )
      return linking.length
        ? [`${file}: expected no link to "${path}" before it is deleted, found links in ${linking.map((links) => links.file).join(", ")} (remove them first)`]
        : []
    })
}
