// The band across every page for a while ("Join our webinar on 12 January"): shown from its first
// day to its last, both inclusive, as days in the site's time zone. The build decides, so the
// band needs no script and no cookie; a daily build (docs/deploying.md) takes it up and down on time.
import { z } from "zod"
import { isoDate, linkTarget, text } from "./fields"

/** The zone the site's days are in when site.json names none. */
export const DEFAULT_TIME_ZONE = "UTC"

// A zone the IANA database names, as Intl knows it: "America/New_York", "Europe/London", "UTC".
const isTimeZone = (value: string) => {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone.length > 0
  } catch {
    return false
  }
}
export const timeZone = z.string({ error: "expected a time zone" }).refine(isTimeZone, 'expected a time zone like "America/New_York" or "UTC"')

export const announcementSchema = z
  .strictObject({
    text: text(140),
    link: z.strictObject({ label: text(30), to: linkTarget }).optional(),
    from: isoDate,
    until: isoDate,
  })
  .refine((announcement) => announcement.from <= announcement.until, { path: ["until"], error: "expected a last day no earlier than the first (from)" })

export type Announcement = z.infer<typeof announcementSchema>

/** The day `now` is in `zone`, YYYY-MM-DD. */
export const dayIn = (zone: string, now: Date): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now)

/** A SITE_DATE that is not a date: the build stops with this message, not a stack trace. */
export class SiteDateError extends Error {
  override name = "SiteDateError"
}

/**
 * The day the site is built for: today in the site's zone, or the day SITE_DATE names, which builds
 * the site as it will be (or was) on that day ("SITE_DATE=2027-01-12 npm run build"). The editor
 * runs the same check in a browser, which has no process: there, today is today.
 */
export function siteToday(zone: string, now = new Date(), siteDate = typeof process === "undefined" ? undefined : process.env.SITE_DATE): string {
  if (siteDate === undefined || siteDate === "") return dayIn(zone, now)
  if (!isoDate.safeParse(siteDate).success) throw new SiteDateError(`SITE_DATE: expected a date written YYYY-MM-DD, found "${siteDate}"`)
  return siteDate
}

/** The zone of the site's days: site.json's, else UTC. */
export const zoneOf = (site: { timeZone?: string | null } | undefined) => site?.timeZone ?? DEFAULT_TIME_ZONE

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

type Dates = Pick<Announcement, "from" | "until">

/** Whether the band is still to come, shown, or over on the day `today`. */
export const announcementState = ({ from, until }: Dates, today: string): "coming" | "shown" | "over" =>
  today < from ? "coming" : today > until ? "over" : "shown"

/** The site's announcement if it is shown on the day `today`. */
export const shownAnnouncement = <A extends Dates>(site: { announcement?: A | null }, today: string): A | undefined =>
  site.announcement && announcementState(site.announcement, today) === "shown" ? site.announcement : undefined

/** What the day changed, for the build's log: the band began today or ended yesterday, or is shown, coming or over. */
export function announcementNews(announcement: Dates & Pick<Announcement, "text">, today: string, zone: string): string {
  const what = `The announcement "${announcement.text}"`
  const on = `(today is ${today} in ${zone})`
  const state = announcementState(announcement, today)
  if (state === "coming") return `${what} is left out: it begins on ${announcement.from} ${on}.`
  if (state === "over")
    return `${what} is left out: ${announcement.until === dayBefore(today) ? "it ended yesterday" : "it ended"}, its last day was ${announcement.until} ${on}.`
  const began = announcement.from === today ? "it began today" : `shown since ${announcement.from}`
  return `${what} is shown on every page: ${began}, its last day is ${announcement.until} ${on}.`
}

/** The writer's warning for an announcement whose last day has passed: the site leaves it out. */
export const endedWarning = ({ until }: Pick<Announcement, "until">, zone: string) =>
  `announcement: its last day, ${until}, has passed (in ${zone}), so no page shows it: remove it, or give it new dates`
