// Publishing on a day: a page with `publish` is built from that day on, one with `until` up to that
// day and no later (its address then sends visitors to `then`), both days whole in the site's time
// zone, as the announcement's are. The build decides; the daily build (docs/deploying.md) runs it on time.

/** A page's first and last days, as its file holds them. */
export type Schedule = { publish?: string | null; until?: string | null }

/** Whether a page is still to come, live, or gone on the day `today`. */
export const publishingState = ({ publish, until }: Schedule, today: string): "coming" | "live" | "gone" =>
  publish && today < publish ? "coming" : until && today > until ? "gone" : "live"

/** Whether a page is built on the day `today`. */
export const isLive = (schedule: Schedule, today: string) => publishingState(schedule, today) === "live"

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

type ScheduledPage = Schedule & { file: string; path: string; then?: string | null }

/** What the day does to each page with a schedule, for the build's log: put up today, taken down today, or still to come, live or gone. */
export function publishingNews(pages: readonly ScheduledPage[], today: string, zone: string): string[] {
  const on = `(today is ${today} in ${zone})`
  return pages
    .filter(({ publish, until }) => publish || until)
    .map((page) => {
      const what = `The page ${page.path} (${page.file})`
      const sends = `${page.path} sends visitors to ${page.then}`
      const last = page.until ? `, its last day is ${page.until}` : ""
      switch (publishingState(page, today)) {
        case "coming":
          return `${what} is left out: it goes up on ${page.publish} ${on}.`
        case "gone":
          return page.until && dayAfter(page.until) === today
            ? `${what} comes down today: its last day was ${page.until}, and ${sends} ${on}.`
            : `${what} is left out: its last day was ${page.until}, and ${sends} ${on}.`
        default:
          return page.publish === today
            ? `${what} goes up today${last} ${on}.`
            : `${what} is published${page.publish ? ` since ${page.publish}` : ""}${last} ${on}.`
      }
    })
}

// The pages built on the day the site is built for: every resolver that lists pages reads them
// through here, so a page before its first day or after its last is in no list, breadcrumb or
// feed, and a list's query reads the SiteDay node, which Gatsby runs again on a new day from its cache.
export type PageNodes = {
  findAll(query: { type: string }): Promise<{ entries: Iterable<unknown> }>
  findOne(query: { type: string; query: object }): Promise<unknown>
}

/** The day the site is built for (src/node/site-day.ts). */
export const builtDay = async (nodeModel: Pick<PageNodes, "findOne">) =>
  ((await nodeModel.findOne({ type: "SiteDay", query: {} })) as { today: string } | null)?.today ?? ""

/** The ContentPage nodes live on the day the site is built for. */
export async function livePages<T>(nodeModel: PageNodes): Promise<T[]> {
  const [today, all] = await Promise.all([builtDay(nodeModel), nodeModel.findAll({ type: "ContentPage" })])
  return ([...all.entries] as Array<T & Schedule>).filter((page) => isLive(page, today))
}

type Scheduled = Schedule & { path: string; then?: string | null }

/** A permanent redirect from the address of each page past its last day to the page it names (`then`). */
export const endedPageRedirects = (pages: readonly Scheduled[], today: string) =>
  pages.flatMap(({ path, then, ...schedule }) => (then && publishingState(schedule, today) === "gone" ? [{ from: path, to: then }] : []))
