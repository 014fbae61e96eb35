// Publishing on a day: a page with `publish` is built from that day on, one with `until` up to that
// day and no later (its address then sends visitors to `then`), both days whole in the site's time
// zone, as the announcement's are. The build decides; the daily build (docs/deploying.md) runs it on time.
// Only the pages live on a day are nodes of the build that day (src/node/pages/content-nodes.ts), so no
// list, feed, card or page data can hold a page before its first day or after its last.

/** A page's first and last days, as its file holds them. */
export type Schedule = { publish?: string | null; until?: string | null }

/** Whether a page is still to come, live, or gone on the day `today`. */
export const publishingState = ({ publish, until }: Schedule, today: string): "coming" | "live" | "gone" =>
  publish && today < publish ? "coming" : until && today > until ? "gone" : "live"

/** Whether a page is built on the day `today`. */
export const isLive = (schedule: Schedule, today: string) => publishingState(schedule, today) === "live"

export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
/** The day before `day` (YYYY-MM-DD). */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

// The nodes a query reads the pages from: the pages live on the day the site is built for are its
// ContentPage nodes, as no other page is one, and its PageIndex lists them (./page-index.ts).
export type PageNodes = {
  findAll(query: { type: string }): Promise<{ entries: Iterable<unknown> }>
  findOne(query: { type: string; query: object }): Promise<unknown>
}

/** A page with its schedule, as its file holds them. */
export type ScheduledPage = Schedule & { file: string; path: string; then?: string | null }

/** The page a link to `target` asks for: its address without its anchor or a closing "/". */
export const routeOf = (target: string) => target.split("#")[0]!.replace(/(.)\/$/, "$1")

/** Where a visit to `target` leads on `day`: on through the thens of pages come down, to a page live that day (or an address no page has), or the page that stops it. */
export type Landing = { to: string } | { stop: ScheduledPage; why: "coming" | "circle"; through: string[] }

/** Where a visit to `target` leads on `day`, its anchor kept where a then names none, as a browser keeps it through a redirect. */
export function landing(target: string, pages: ReadonlyMap<string, ScheduledPage>, day: string): Landing {
  const through: string[] = []
  let at = target
  for (;;) {
    const page = pages.get(routeOf(at))
    const state = page && publishingState(page, day)
    if (!page || state === "live") return { to: at }
    if (state === "coming") return { stop: page, why: "coming", through }
    if (through.includes(page.path)) return { stop: page, why: "circle", through }
    through.push(page.path)
    const anchor = at.split("#")[1]
    at = anchor !== undefined && !page.then!.includes("#") ? `${page.then}#${anchor}` : page.then!
  }
}

/** The days after `today` on which a page goes up or comes down, in order. */
export const changeDays = (pages: readonly ScheduledPage[], today: string): string[] =>
  [...new Set(pages.flatMap(({ publish, until }) => [...(publish ? [publish] : []), ...(until ? [dayAfter(until)] : [])]))].filter((day) => day > today).sort()

/** The pages by their addresses. */
export const pagesByPath = (pages: readonly ScheduledPage[]) => new Map(pages.map((page) => [page.path, page]))

/** A permanent redirect from the address of each page come down on `today` to the live page its thens lead to: one hop, never a chain. */
export function endedPageRedirects(pages: readonly ScheduledPage[], today: string): Array<{ from: string; to: string }> {
  const byPath = pagesByPath(pages)
  return pages.flatMap(({ path, then, ...schedule }) => {
    if (!then || publishingState(schedule, today) !== "gone") return []
    const end = landing(then, byPath, today)
    return "to" in end ? [{ from: path, to: end.to }] : []
  })
}

const scheduleOf = ({ publish, until }: Schedule) => (publish && until ? `from ${publish} to ${until}` : publish ? `from ${publish}` : `until ${until}`)

/** Why a landing stops, for a writer: the page not yet up, or the circle of thens. */
export const stopReason = (stop: Exclude<Landing, { to: string }>) =>
  stop.why === "circle"
    ? `its thens go round in a circle: ${[...stop.through, stop.stop.path].join(" → ")}`
    : `${stop.through.length ? `${[...stop.through, stop.stop.path].join(" → ")}, and ` : ""}${stop.stop.file} is published ${scheduleOf(stop.stop)}`

/**
 * The first day, from `today` on, on which a link from a page live on the days `liveOn` says to `target` would
 * lead nowhere live, with why; undefined when it leads somewhere live every day the schedule reaches.
 * `downOn` says why an address no page has (an author's page) is not built on a day, if it is not.
 */
export function brokenOn(
  target: string,
  pages: ReadonlyMap<string, ScheduledPage>,
  days: readonly string[],
  liveOn: (day: string) => boolean,
  downOn: (route: string, day: string) => string | undefined = () => undefined,
): { day: string; reason: string } | undefined {
  for (const day of days) {
    if (!liveOn(day)) continue
    const end = landing(target, pages, day)
    const reason = "stop" in end ? stopReason(end) : downOn(routeOf(end.to), day)
    if (reason) return { day, reason }
  }
  return undefined
}

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

/** The pages a day puts up and takes down beside the scheduled ones: the authors' and topics' pages that go with their articles. */
export type AlsoChanging = (day: string) => { up: readonly string[]; down: readonly string[] }

/** What the next `count` days on which the schedule changes something will put up and take down, a line each, for the daily build's log. */
export function comingChanges(
  pages: readonly ScheduledPage[],
  today: string,
  zone: string,
  also: AlsoChanging = () => ({ up: [], down: [] }),
  count = 3,
): string[] {
  const byPath = pagesByPath(pages)
  return changeDays(pages, today)
    .slice(0, count)
    .map((day) => {
      const alongside = also(day)
      const up = [...pages.filter(({ publish }) => publish === day).map(({ path }) => path), ...alongside.up]
      const down = [
        ...pages
          .filter(({ until }) => until && dayAfter(until) === day)
          .map(({ path, then }) => {
            const end = landing(then!, byPath, day)
            return `${path} (its visitors then go to ${"to" in end ? end.to : then})`
          }),
        ...alongside.down,
      ]
      const parts = [...(up.length ? [`puts up ${up.join(", ")}`] : []), ...(down.length ? [`takes down ${down.join(", ")}`] : [])]
      return `On ${day} (in ${zone}), the daily build ${parts.join(" and ")}.`
    })
}
