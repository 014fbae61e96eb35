// The site's redirects, published three ways from one list: to Gatsby (createRedirect), to
// Netlify (public/_redirects, in its own format, beside _headers), and to the develop server,
// which answers them with Netlify's own matcher, as `npm run serve` does.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, Store } from "gatsby"
import { parsePlain } from "netlify-redirector"
import { siteRedirects, type Redirect } from "../../vocabulary/redirects"
import type { Address } from "../../vocabulary/addresses"
import { isLiveIn, madeRedirects } from "../../site/site-redirects"
import { staticAddressesIn } from "../../site/content-dir"
import { parseFile } from "../../site/content-files"
import { movedAddresses } from "./former-addresses"
import { ruleValue } from "./rule-text"
import { redirected } from "../../site/links"

/** The pages and legal documents as their nodes hold their addresses. */
export type AddressNodes = {
  pages: ReadonlyArray<{ path: string; sourceFile: string }>
  legal: ReadonlyArray<{ path: string; sourceFile: string; pdf: string }>
}

/** What a move leads to, as the build publishes it: a page for the addresses under it (/privacy/:splat), a document's PDF for its versions' (/legal/privacy-:splat). */
export const movedTarget = (to: string) =>
  to.endsWith("/:splat") ? to.slice(0, -"/:splat".length) : to.endsWith("-:splat") ? `${to.slice(0, -"-:splat".length)}.pdf` : to.split("#")[0]!

/**
 * The redirects the site publishes for the pages and documents it has now: from the former addresses
 * of what moved, and the writers' own. `sendsOn`, where the addresses of the pages the day brought
 * down lead (src/vocabulary/publishing.ts), takes a page's former address along where its own now goes.
 */
export function publishedRedirects({ pages, legal }: AddressNodes, sendsOn: readonly Redirect[] = []) {
  const { moves, missing, skipped } = movedAddresses()
  const addresses: Address[] = [
    ...pages.map(({ path: route, sourceFile }) => ({ file: sourceFile, path: route, kind: "page" as const, anchors: new Set<string>() })),
    ...legal.map(({ path: route, sourceFile }) => ({ file: sourceFile, path: route, kind: "legal" as const, anchors: new Set<string>() })),
  ]
  const contentDir = path.resolve("content")
  const made = writersRedirects(contentDir)
  const isLive = isLiveIn(staticAddressesIn(contentDir), addresses, new Set(legal.map(({ pdf }) => pdf)))
  // A move to a page the day leaves out would publish its address before its day; a move of the
  // addresses under a page or beside a PDF (its earlier versions') is judged by that page or PDF.
  const sentOn = new Map(sendsOn.map(({ from, to }) => [from, to]))
  const liveMoves = moves.flatMap((move) => {
    if (isLive(movedTarget(move.to))) return [move]
    // A page that moved, then came down: its former address leads where its last one does.
    const end = move.to.includes(":splat") ? undefined : redirected(move.to, sentOn)
    return end && end !== move.to ? [{ from: move.from, to: end }] : []
  })
  const redirects = siteRedirects(made, liveMoves, isLive)
  return { redirects, moves: liveMoves, made, missing, skipped }
}

// The writers' own redirects in site.json; none while it does not read, which develop shows as a
// content problem (with the editor still open, whose query reads the moves) and a build stops on.
function writersRedirects(contentDir: string) {
  const file = path.join(contentDir, "site.json")
  const read = fs.existsSync(file) ? parseFile("content/site.json", fs.readFileSync(file, "utf8")) : undefined
  return madeRedirects(read && "data" in read ? (read.data as Record<string, unknown>) : undefined)
}

/** The former addresses of what moved and the writers' own, each made a permanent redirect. */
export const createRedirects: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data } = await graphql<{
    allContentPage: { nodes: AddressNodes["pages"] }
    allLegalDocument: { nodes: AddressNodes["legal"] }
    siteDay: { sendsOn: Redirect[] }
  }>(`{ allContentPage { nodes { path sourceFile } } allLegalDocument { nodes { path sourceFile pdf } } siteDay { sendsOn { from to } } }`)
  const { redirects, moves, made, missing, skipped } = publishedRedirects(
    { pages: data!.allContentPage.nodes, legal: data!.allLegalDocument.nodes },
    data!.siteDay.sendsOn,
  )
  for (const line of skipped) reporter.warn(`An earlier address is not redirected, as its text does not read under today's content rules: ${line}`)
  if (missing) reporter.warn(`Pages and legal documents that moved keep no redirect from their former addresses: ${missing}.`)
  // Each page come down sends its visitors where its thens lead today (src/vocabulary/publishing.ts).
  for (const { from, to } of [...data!.siteDay.sendsOn, ...redirects])
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, statusCode: 301 })
  if (redirects.length) reporter.info(`Redirects: ${redirects.length} (${moves.length} from former addresses, ${made.length} made in content/site.json)`)
}

type RedirectState = Array<{ fromPath: string; toPath: string; statusCode?: number }>
const redirectsOf = (store: Store): Redirect[] =>
  (store.getState() as { redirects: RedirectState }).redirects.map(({ fromPath, toPath }) => ({ from: fromPath, to: toPath }))

/** The redirects in Netlify's _redirects format: one "from to 301" line each, in the order they apply. */
export const redirectsFile = (redirects: readonly Redirect[]) => redirects.map(({ from, to }) => `${ruleValue(from)} ${ruleValue(to)} 301\n`).join("")

/** Writes public/_redirects from the redirects Gatsby holds. */
export function writeRedirectsFile(store: Store, publicDir = "public") {
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirectsOf(store)))
}

/** The develop server answers the same redirects, through Netlify's matcher: what a writer previews is what Netlify serves. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  let rules = ""
  let matcher: ReturnType<typeof parsePlain> | undefined
  app.use(async (req: { path: string; headers: { host?: string } }, res: { redirect(status: number, to: string): void }, next: () => void) => {
    const now = redirectsFile(redirectsOf(store))
    if (now !== rules || !matcher) [rules, matcher] = [now, parsePlain(now, {})]
    const match = (await matcher).match({ scheme: "http", host: req.headers.host ?? "", path: req.path, query: "", getHeader: () => "", getCookie: () => "" })
    if (!match || !("to" in match) || match.status !== 301) return next()
    res.redirect(301, match.to)
  })
}
