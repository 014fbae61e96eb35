// The day the site is built for, as a node, with where the addresses of the pages come down that day
// lead: a page's query that reads the announcement or a link of the site's header and footer reads
// this node too, so Gatsby runs it again on a new day even when no content changed and its cache
// (kept between Netlify builds) holds yesterday's page. Made with the content's nodes (content-nodes.ts).
import type { SourceNodesArgs } from "gatsby"
import { type Announcement, shownAnnouncement } from "../../vocabulary/announcement"
import type { Redirect } from "../../vocabulary/redirects"
import { redirected } from "../../site/links"

type SiteDay = { today: string; sendsOn: Redirect[] }
type FindOne = { nodeModel: { findOne(query: { type: string; query: object }): Promise<SiteDay | null> } }

/** Makes the SiteDay node. */
export function sourceSiteDay(
  fields: SiteDay,
  { actions, createNodeId, createContentDigest }: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">,
) {
  actions.createNode({ ...fields, id: createNodeId("SiteDay"), internal: { type: "SiteDay", contentDigest: createContentDigest(fields) } })
}

const siteDay = (context: FindOne) => context.nodeModel.findOne({ type: "SiteDay", query: {} })

/** SiteJson's announcement on the day the site is built for, or null. */
export const announcementOfTheDay = async (site: { announcement?: Announcement }, _args: unknown, context: FindOne) => {
  const day = await siteDay(context)
  return (day && shownAnnouncement(site, day.today)) ?? null
}

/** A header's or footer's link on the day the site is built for: to a page come down, where its address then leads. */
export const linkOfTheDay = async (link: { to?: string | null }, _args: unknown, context: FindOne) => {
  const day = await siteDay(context)
  return link.to?.startsWith("/") && day ? redirected(link.to, new Map(day.sendsOn.map(({ from, to }) => [from, to]))) : (link.to ?? null)
}
