// The day the site is built for, as a node: a page's query that reads the announcement reads this
// node too, so Gatsby runs it again on a new day even when no content changed and its cache (kept
// between Netlify builds) holds yesterday's page. (Every page also reads the build's time, for the
// footer's year, which reruns it today; this keeps the announcement right without leaning on that.)
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { type Announcement, shownAnnouncement, siteToday, zoneOf } from "../content/announcement"

type SiteDay = { today: string }
type FindOne = { nodeModel: { findOne(query: { type: string; query: object }): Promise<SiteDay | null> } }

export const sourceSiteDay: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const settings = JSON.parse(fs.readFileSync(path.join(process.cwd(), "content", "site.json"), "utf8")) as { timeZone?: string }
  const fields: SiteDay = { today: siteToday(zoneOf(settings)) }
  actions.createNode({ ...fields, id: createNodeId("SiteDay"), internal: { type: "SiteDay", contentDigest: createContentDigest(fields) } })
}

/** SiteJson's announcement on the day the site is built for, or null. */
export const announcementOfTheDay = async (site: { announcement?: Announcement }, _args: unknown, context: FindOne) => {
  const day = await context.nodeModel.findOne({ type: "SiteDay", query: {} })
  return (day && shownAnnouncement(site, day.today)) ?? null
}
