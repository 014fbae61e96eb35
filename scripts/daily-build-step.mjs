// When the hourly run of the daily build (scripts/daily-build.mjs) asks Netlify for a build: in the
// hour after midnight in the site's time zone, or at once when run by hand.
const HOOK = /^https:\/\/api\.netlify\.com\/build_hooks\/[0-9a-f]+$/

/** The hour and day `now` is in `zone`. */
const localTime = (zone, now) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  )
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), time: `${parts.hour}:${parts.minute}` }
}

/** What this run does: call the hook (with the build's title), or nothing, with the line that says why. */
export function dailyBuildStep({ zone, now, hook, manual }) {
  const { day, hour, time } = localTime(zone, now)
  if (!manual && hour !== 0) return { call: false, message: `It is ${time} in ${zone}: the daily build runs in the hour after midnight.` }
  if (!hook) return { call: false, message: 'No daily build: the repository secret NETLIFY_BUILD_HOOK is not set (docs/deploying.md, "The daily build").' }
  if (!HOOK.test(hook)) throw new Error("NETLIFY_BUILD_HOOK: expected a Netlify build hook, https://api.netlify.com/build_hooks/…")
  return { call: true, title: `Daily build for ${day} (${zone})`, message: `Asking Netlify for the daily build of ${day} (${zone}).` }
}
