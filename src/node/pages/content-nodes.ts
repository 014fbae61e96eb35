// Validates content/ before anything is built, and gives each content file the site publishes on
// the day a node of its own kind. Each file is parsed once per build, by the check's own reader: no
// transformer parses it first (gatsby-transformer-remark's front matter reader would run a "---js"
// block as code, gatsby-transformer-json's stopped on a malformed site.json with an error of its own).
// In develop, content with a problem makes no page: the server shows the problems at every address
// (./content-problems-page.ts) until they are fixed, and the editor at /admin/ still opens.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Node, Reporter, SourceNodesArgs } from "gatsby"
import { markdownHeadings, markdownImages, markdownLinks } from "../../vocabulary/markdown"
import { legalPdfOf, type LegalContent } from "../../vocabulary/schema"
import type { PageContent } from "../../site/page-schema"
import { contentNodeType, legalTextOf, parseFile, type ParsedFile } from "../../site/content-files"
import { contentReport, formatProblems } from "../../site/content-check"
import { schemaProblems, type Problem } from "../../vocabulary/problems"
import { siteSchema } from "../../vocabulary/schema"
import { SiteDateError, siteToday, zoneOf } from "../../vocabulary/announcement"
import { onDay } from "../../vocabulary/fields"
import { linkTargets, mapLinkFields, redirected } from "../../site/links"
import { relinked, type LegalBlock } from "../../vocabulary/legal-text"
import type { Redirect } from "../../vocabulary/redirects"
import { dayContent } from "../../site/day-content"
import { sourceSiteDay } from "./site-day"
import { getDataStore } from "gatsby/dist/datastore"
import { emitter } from "gatsby/dist/redux"
import { movedAddresses } from "../headers/former-addresses"
import { sectionKind } from "../../sections/kinds"
import { mapMarked } from "../../sections/marked-fields"
import type { MarkdownSource } from "./text-images"
import { hubNodeFields } from "./article-nodes"
import { articleFacts, pageAnchors, sectionHeadingIds } from "../../site/article-facts"
import { type LivePage, pageIndexOf } from "../../site/page-index"
import { PAGE_INDEX_TYPE } from "../../vocabulary/page-index"

const root = process.cwd()
const contentDir = path.join(root, "content")
const SETTINGS = "content/site.json"

// Before the build, all of content/ is checked. In a build a problem stops it, its report printed as
// it is, one problem a line: Gatsby's error would frame it as "UNKNOWN" and wrap it at 80 columns,
// paths and all. In develop the server stays up and logs the same lines among its own (a write
// of its own there would be overwritten by the live progress lines).
export function checkContent(reporter: Reporter): void {
  const { problems, warnings, news } = reportOf(reporter)
  if (problems.length && !developing()) {
    process.stderr.write(`${formatProblems(problems)}\n`)
    process.exit(1)
  }
  if (developing()) tellProblems(problems, reporter)
  tellWarnings(warnings, reporter)
  for (const line of news) reporter.info(line)
}

const developing = () => process.env.gatsby_executing_command === "develop"

function reportOf(reporter: Reporter): ReturnType<typeof contentReport> {
  try {
    return contentReport(contentDir, movedAddresses(root).moves)
  } catch (error) {
    if (!(error instanceof SiteDateError)) throw error
    reporter.panic(error.message)
  }
}

// The content's problems as the develop server last found them: while there are any, it makes no page.
let developProblems: Problem[] = []
/** The problems of content/ that keep the develop server from building its pages; none in a build, which stops on them. */
export const contentProblems = (): readonly Problem[] => developProblems

// What the terminal was last told, so an edit that changes nothing of it says nothing again.
let told = ""
function tellProblems(problems: Problem[], reporter: Reporter): void {
  const now = problems.length ? formatProblems(problems) : ""
  if (now === told) return
  const them = problems.length === 1 ? "this problem until it is" : "these problems until they are"
  if (now) reporter.log(`${now}\nEvery page of the site shows ${them} fixed; the editor at /admin/ still opens.`)
  else if (told) reporter.success("The content problems are fixed: the pages are built again.")
  told = now
}

// What the terminal was last warned of: in develop each edit warns of what it brings that is new,
// once, and a warning that stands is not said again at every save.
let warned = new Set<string>()
function tellWarnings(warnings: readonly string[], reporter: Reporter): void {
  for (const warning of warnings) if (!warned.has(warning)) reporter.warn(warning)
  warned = new Set(warnings)
}
// The warnings of the content as the develop server last checked it.
let developWarnings: readonly string[] = []

let recheck: NodeJS.Timeout | undefined
// The files the content's nodes were last made from, with the text read from each: a deleted File node
// of another (one restored from the cache for a file removed since) changes nothing.
let madeFrom = new Map<string, string>()

const NODE_TYPES = ["ContentPage", "LegalDocument", "Author", "Topic", "SiteJson"]
type FileNode = Node & { relativePath: string; absolutePath: string; sourceInstanceName?: string }
type NodeArgs = Pick<SourceNodesArgs, "actions" | "getNodesByType" | "createNodeId" | "createContentDigest">

/**
 * Gives each content file the site publishes today a node of its own kind (SiteJson, ContentPage,
 * LegalDocument, Author, Topic), whose fields are its front matter (or JSON), typed in full; removes
 * every other. A page before its first day or after its last is no node, so no query, list, card or
 * page data holds it; nor is an author or topic no live article names. Made anew on every build, from
 * the cache too, as the day decides what is published, and with them the PageIndex of the live pages,
 * which every list reads (src/vocabulary/page-index.ts), and SiteDay, the day and where the addresses of
 * the pages come down lead. The node is made from the value the check read and checked.
 * In develop the content is checked here, on every edit and deletion: while it has a problem, only the settings
 * are a node (for the editor's page), and only when site.json itself has none.
 */
export async function syncContentNodes({ actions, getNodesByType, createNodeId, createContentDigest }: NodeArgs, reporter: Reporter): Promise<void> {
  // The source plugin's File nodes are written to Gatsby's store after it has said it is done.
  await getDataStore().ready()
  // A File node restored from the cache for a file since removed goes once sourcing ends: it is no content now.
  const files = (getNodesByType("File") as FileNode[]).filter(
    ({ sourceInstanceName, absolutePath }) => sourceInstanceName === "content" && fs.existsSync(absolutePath),
  )
  const texts = new Map<string, string>()
  const read = files.flatMap((node) => {
    const sourceFile = `content/${node.relativePath}`
    const text = fs.readFileSync(node.absolutePath, "utf8")
    texts.set(node.absolutePath, text)
    const parsed = parseFile(sourceFile, text)
    // A file that does not parse has its problem reported by the content check.
    return "data" in parsed ? [{ node, file: sourceFile, ...parsed }] : []
  })
  const settings = read.find(({ file }) => file === SETTINGS)
  const today = siteToday(zoneOf(settings?.data as { timeZone?: string } | undefined))
  if (developing()) ({ problems: developProblems, warnings: developWarnings } = reportOf(reporter))
  const sound = developProblems.length === 0
  const { publishes, sendsOn } = sound ? dayContent(read, today) : { publishes: () => false, sendsOn: [] }
  const follow = (target: string) => redirected(target, new Map(sendsOn.map(({ from, to }) => [from, to])))
  const made = new Set<string>()
  const settingsRead = settings && onDay(today, () => schemaProblems(SETTINGS, siteSchema, settings.data)).length === 0
  const live: LivePage[] = []
  for (const entry of read) {
    const type = contentNodeType(entry.node.relativePath)
    if (!type || !(publishes(entry) || (entry === settings && settingsRead))) continue
    const fields = nodeFields(type, entry, follow, sendsOn)
    if (type === "ContentPage") live.push(fields as unknown as LivePage)
    const child = {
      ...fields,
      id: createNodeId(`${entry.node.id} >>> ${type}`),
      parent: entry.node.id,
      internal: { type, contentDigest: createContentDigest(fields) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: entry.node, child: child as unknown as Node })
    made.add(child.id)
  }
  for (const type of NODE_TYPES) for (const node of getNodesByType(type)) if (!made.has(node.id)) actions.deleteNode(node)
  // Every list of the live pages, made once for every query to read.
  const index = pageIndexOf(live)
  actions.createNode({ ...index, id: createNodeId(PAGE_INDEX_TYPE), internal: { type: PAGE_INDEX_TYPE, contentDigest: createContentDigest(index) } })
  sourceSiteDay({ today, sendsOn }, { actions, createNodeId, createContentDigest })
  madeFrom = texts
}

// A content file's node fields: its own, and what the site finds in it; its links inside the site follow the day's redirects.
function nodeFields(
  type: string,
  { node, file, data, body, bodyLine }: { node: FileNode; file: string } & ParsedFile,
  follow: (target: string) => string,
  sendsOn: Redirect[],
) {
  // Gatsby's node store (lmdb) takes an object with a "then" for a promise: a page's then is kept as sendsTo.
  const { then: sendsTo, ...fields } = mapLinkFields(data, follow)
  const parsed = { data, body, bodyLine }
  if (type === "SiteJson") return data
  if (type === "LegalDocument")
    return { ...fields, pdf: legalPdfOf(data as LegalContent), blocks: followedBlocks(legalTextOf(parsed).blocks, follow), sourceFile: file }
  if (type === "ContentPage")
    return {
      ...fields,
      ...(sendsTo !== undefined && { sendsTo }),
      ...articleFacts(data as PageContent),
      sections: pageSections(fields as PageContent, path.dirname(node.absolutePath), sendsOn),
      anchors: [...pageAnchors(data)],
      links: linkTargets(data),
      sourceFile: file,
    }
  return { ...fields, ...hubNodeFields(type as "Author" | "Topic", node.relativePath, body, follow), sourceFile: file }
}

// A legal document's blocks, each link inside the site following the day's redirects.
const followedBlocks = (blocks: LegalBlock[], follow: (target: string) => string) => relinked(blocks, (href) => (href.startsWith("/") ? follow(href) : href))

// The content's nodes are made once the files are sourced, on every build and on develop's start.
export const sourceContentNodes: GatsbyNode["sourceNodes"] = (args) => syncContentNodes(args, args.reporter)

const isContentFile = (node: Node | undefined): node is FileNode => node?.internal.type === "File" && (node as FileNode).sourceInstanceName === "content"

// In develop, the sourcing's arguments, whose actions Gatsby queues and then makes the pages again
// with (as it does for the filesystem's watcher), and what follows the content's nodes made again.
let watch: { args: NodeArgs & { reporter: Reporter }; after: () => Promise<void> } | undefined
// The content's nodes being made again after the last edit: develop's createPages waits for them.
let syncing: Promise<void> = Promise.resolve()

/** Resolves once the content's nodes are made from every edit develop has seen, one seen while waiting too (at once in a build). */
export async function contentSynced(): Promise<void> {
  await syncsEnded()
  // A file changed with no event that told of it (as when Gatsby takes its new node for unchanged) is read now, once.
  if (watch && changedSinceRead()) {
    resyncFromWatch("a file was written")
    await syncsEnded()
  }
}

// The last sync ended, and none begun while it ran.
async function syncsEnded() {
  let waited: Promise<void>
  do {
    waited = syncing
    await waited
  } while (waited !== syncing)
}

/**
 * In develop, each content file written or deleted (by the editor or by hand) makes the content's
 * nodes again, with the actions the sourcing was given, then `after` runs. It starts as the file's
 * node is stored, before Gatsby makes the pages again, which then wait for it: Gatsby does not
 * wait for an onCreateNode to end, and pages made before it would be made from the content before
 * the edit, and not made again. Gatsby has no hook for a deleted node but its actions.
 */
export function watchContent(args: NodeArgs & { reporter: Reporter }, after: () => Promise<void>): void {
  if (!developing() || watch) return
  watch = { args, after }
  emitter.on("CREATE_NODE", (action: { payload?: Node }) => {
    if (isContentFile(action.payload)) resyncFromWatch("a file was written")
  })
  emitter.on("DELETE_NODE", (action: { payload?: Node }) => {
    if (isContentFile(action.payload) && madeFrom.has(action.payload.absolutePath)) resyncFromWatch("a file was deleted")
  })
}

function resyncFromWatch(event: string) {
  const { args, after } = watch!
  // Begun once the action heard is in the store too, which hears it after its listeners: a file just added is then among its nodes.
  syncing = Promise.resolve()
    .then(() => resync(args))
    .then(after)
    // The nodes written to the store, where createPages' queries read them.
    .then(() => getDataStore().ready())
    .catch((error: unknown) => void args.reporter.error(`The content's nodes could not be made again after ${event}`, error as Error))
}

// A content edit in develop: the nodes made again from the content checked again (the edit may
// change what else the day publishes, an author's first article), and looked at again once the
// burst of events settles.
async function resync(args: NodeArgs & { reporter: Reporter }) {
  await syncContentNodes(args, args.reporter)
  clearTimeout(recheck)
  recheck = setTimeout(() => settle(args.reporter), 300)
}

// A file no longer holding the text its nodes were made from was read while it was being written,
// and its last write made no event of its own (the watcher compares the file's times, which can
// fall in one tick of the clock): its nodes are made again. Once none has changed, the terminal is told.
function settle(reporter: Reporter) {
  if (changedSinceRead()) return resyncFromWatch("a file was written")
  tellProblems([...developProblems], reporter)
  // While the content has a problem, its warnings wait: once it is fixed, those that stand are said again.
  tellWarnings(developProblems.length ? [] : developWarnings, reporter)
}

const changedSinceRead = () => [...madeFrom].some(([file, text]) => textOf(file) !== text)

function textOf(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8")
  } catch {
    return undefined
  }
}

// A page's sections as its query reads them: each Markdown field with its images' files (its HTML
// is made when it is queried, src/node/pages/text-images.ts), and what its kind keeps from the page.
function pageSections(page: PageContent, dir: string, sendsOn: Redirect[]) {
  let first = true
  // An article's ## headings, in order, each given the anchor its table of contents links to.
  const headingIds = sectionHeadingIds(page)
  return page.sections.map((section, index) => {
    const kind = sectionKind(section.type)!
    const markdown = mapMarked(kind.schema, section, "markdown", (body): MarkdownSource => {
      const images = markdownImages(body).map((src) => ({ src, file: path.resolve(dir, src) }))
      // Only the page's first field, in its first section, may open it with an image.
      const headings = markdownHeadings(body).length
      const ids = headingIds[index]!.splice(0, headings)
      // Its links to pages come down today, each with where it now leads.
      const links = new Set(markdownLinks(body).map((href) => href.split("#")[0]!.replace(/(.)\/$/, "$1")))
      const followed = sendsOn.filter(({ from }) => links.has(from))
      const source = {
        markdown: body,
        images,
        first: first && index === 0,
        ...(ids.length && { headingIds: ids }),
        ...(followed.length && { sendsOn: followed }),
      }
      first = false
      return source
    }) as object
    return { ...markdown, ...kind.onNode?.(page) }
  })
}
