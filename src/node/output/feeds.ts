// Writes the site's Atom feeds after the build, from the data its pages were built from: each
// page list's (src/vocabulary/feeds.ts), each with its articles' authors, updates and topics, and the
// legal documents' versions.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { FEED_ENTRIES, LEGAL_FEED_PATH, listFeedPath } from "../../vocabulary/feed-paths"
import { zoneOf } from "../../vocabulary/announcement"
import { legalFeed, pageListFeed, type FeedPage, type LegalVersion } from "../../vocabulary/feeds"
import type { ListedPage } from "../../vocabulary/addresses"
import { isLive, type Schedule } from "../../vocabulary/publishing"

type Graphql = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"]
type HubIndex = { name: string; path: string; articles: ListedPage[]; authorId?: string }
// What a feed adds to a page beyond its place on a list: an article's update, author and topics.
type ArticleFacts = {
  path: string
  updated: string | null
  byline: { name: string; path: string } | null
  topicPages: Array<{ topicId: string; name: string; path: string }>
}
type Dated = { path: string; lastUpdated: { iso: string; display: string }; changesPath: string }
type FeedData = {
  siteJson: {
    productName: string
    siteUrl: string
    timeZone: string | null
    feedEntries: number | null
    pages: { legalFeed: string } | null
    legal: { archive: { earlierVersions: string } }
  }
  allContentPage: { nodes: Array<{ path: string; title: string; sections: Array<{ __typename: string; entries?: ListedPage[] }> } & Schedule & ArticleFacts> }
  siteDay: { today: string }
  allAuthor: { nodes: HubIndex[] }
  allTopic: { nodes: HubIndex[] }
  allLegalDocument: { nodes: Array<{ title: string; description: string; path: string; iso: string; display: string; earlierVersions: Dated[] | null }> }
}

const QUERY = `{
  siteJson { productName siteUrl timeZone feedEntries pages { legalFeed } legal { archive { earlierVersions } } }
  siteDay { today }
  allAuthor { nodes { authorId name path articles { path title description date(formatString: "YYYY-MM-DD") } } }
  allTopic { nodes { name path articles { path title description date(formatString: "YYYY-MM-DD") } } }
  allContentPage { nodes {
    path title publish until updated(formatString: "YYYY-MM-DD") byline { name path } topicPages { topicId name path }
    sections { __typename ... on PageListSection { entries { path title description date(formatString: "YYYY-MM-DD") } } }
  } }
  allLegalDocument { nodes { title description path iso: lastUpdated(formatString: "YYYY-MM-DD") display: lastUpdated(formatString: "MMMM D, YYYY") earlierVersions { path lastUpdated { iso display } changesPath } } }
}`

// A document's versions, oldest first, each with the comparison that shows what changed in it: the one from the version before.
function versionsOf(doc: FeedData["allLegalDocument"]["nodes"][number]): LegalVersion[] {
  const earlier = [...(doc.earlierVersions ?? [])].sort((a, b) => a.lastUpdated.iso.localeCompare(b.lastUpdated.iso))
  const common = { document: doc.title, description: doc.description }
  return [
    ...earlier.map((version, i) => ({
      ...common,
      ...version.lastUpdated,
      path: version.path,
      datedPath: version.path,
      changesPath: earlier[i - 1]?.changesPath,
    })),
    { ...common, iso: doc.iso, display: doc.display, path: doc.path, datedPath: `${doc.path}/${doc.iso}`, changesPath: earlier.at(-1)?.changesPath },
  ]
}

/** Every feed, written into `publicDir`; the addresses written. */
export async function writeFeeds(graphql: Graphql, publicDir = "public"): Promise<string[]> {
  const { data } = await graphql<FeedData>(QUERY)
  const { siteJson, allContentPage, allLegalDocument, siteDay, allAuthor, allTopic } = data!
  const site = { siteUrl: siteJson.siteUrl, productName: siteJson.productName, zone: zoneOf(siteJson), entries: siteJson.feedEntries ?? FEED_ENTRIES.default }
  const live = allContentPage.nodes.filter((page) => isLive(page, siteDay.today))
  const facts = new Map(live.map((page) => [page.path, page]))
  // A listed page with its article's facts.
  const withFacts = (pages: readonly ListedPage[]): FeedPage[] =>
    pages.map((page) => {
      const { updated, byline, topicPages } = facts.get(page.path)!
      return { ...page, updated, author: byline, topics: topicPages.map(({ topicId, name, path }) => ({ id: topicId, name, path })) }
    })
  const feeds = new Map<string, string>()
  for (const page of live) {
    const list = page.sections.find((section) => section.__typename === "PageListSection")
    if (list)
      feeds.set(
        listFeedPath(page.path),
        pageListFeed({ ...site, title: page.title, path: page.path, feedPath: listFeedPath(page.path) }, withFacts(list.entries ?? [])),
      )
  }
  // Each author's and topic's articles, newest first, at its page's address + /feed.xml; an author's feed is theirs.
  for (const index of [...allAuthor.nodes, ...allTopic.nodes]) {
    const feedPath = listFeedPath(index.path)
    const author = index.authorId ? { author: { name: index.name, path: index.path } } : {}
    feeds.set(feedPath, pageListFeed({ ...site, ...author, title: index.name, path: index.path, feedPath }, withFacts(index.articles)))
  }
  const legalTitle = siteJson.pages?.legalFeed ?? siteJson.legal.archive.earlierVersions
  feeds.set(LEGAL_FEED_PATH, legalFeed({ ...site, title: legalTitle, path: "/", feedPath: LEGAL_FEED_PATH }, allLegalDocument.nodes.flatMap(versionsOf)))
  for (const [address, xml] of feeds) {
    fs.mkdirSync(path.dirname(path.join(publicDir, address)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, address), xml)
  }
  return [...feeds.keys()]
}
