// Writes the site's Atom feeds after the build, from the data its pages were built from: each
// page list's (src/content/feeds.ts) and the legal documents' versions.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { LEGAL_FEED_PATH, listFeedPath } from "../content/feed-paths"
import { zoneOf } from "../content/announcement"
import { legalFeed, pageListFeed, type LegalVersion } from "../content/feeds"
import type { ListedPage } from "../content/addresses"
import { isLive, type Schedule } from "../content/publishing"

type Graphql = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]["graphql"]
type HubIndex = { name: string; path: string; articles: ListedPage[] }
type Dated = { path: string; lastUpdated: { iso: string; display: string }; changesPath: string }
type FeedData = {
  siteJson: {
    productName: string
    siteUrl: string
    timeZone: string | null
    pages: { legalFeed: string } | null
    legal: { archive: { earlierVersions: string } }
  }
  allContentPage: { nodes: Array<{ path: string; title: string; sections: Array<{ __typename: string; entries?: ListedPage[] }> } & Schedule> }
  siteDay: { today: string }
  allAuthor: { nodes: HubIndex[] }
  allTopic: { nodes: HubIndex[] }
  allLegalDocument: { nodes: Array<{ title: string; description: string; path: string; iso: string; display: string; earlierVersions: Dated[] | null }> }
}

const QUERY = `{
  siteJson { productName siteUrl timeZone pages { legalFeed } legal { archive { earlierVersions } } }
  siteDay { today }
  allAuthor { nodes { name path articles { path title description date(formatString: "YYYY-MM-DD") } } }
  allTopic { nodes { name path articles { path title description date(formatString: "YYYY-MM-DD") } } }
  allContentPage { nodes { path title publish until sections { __typename ... on PageListSection { entries { path title description date(formatString: "YYYY-MM-DD") } } } } }
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
  const site = { siteUrl: siteJson.siteUrl, productName: siteJson.productName, zone: zoneOf(siteJson) }
  const feeds = new Map<string, string>()
  for (const page of allContentPage.nodes.filter((page) => isLive(page, siteDay.today))) {
    const list = page.sections.find((section) => section.__typename === "PageListSection")
    if (list)
      feeds.set(listFeedPath(page.path), pageListFeed({ ...site, title: page.title, path: page.path, feedPath: listFeedPath(page.path) }, list.entries ?? []))
  }
  // Each author's and topic's articles, newest first, at its page's address + /feed.xml.
  for (const index of [...allAuthor.nodes, ...allTopic.nodes])
    feeds.set(listFeedPath(index.path), pageListFeed({ ...site, title: index.name, path: index.path, feedPath: listFeedPath(index.path) }, index.articles))
  const legalTitle = siteJson.pages?.legalFeed ?? siteJson.legal.archive.earlierVersions
  feeds.set(LEGAL_FEED_PATH, legalFeed({ ...site, title: legalTitle, path: "/", feedPath: LEGAL_FEED_PATH }, allLegalDocument.nodes.flatMap(versionsOf)))
  for (const [address, xml] of feeds) {
    fs.mkdirSync(path.dirname(path.join(publicDir, address)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, address), xml)
  }
  return [...feeds.keys()]
}
