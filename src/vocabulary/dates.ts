// Dates as the pages show them.

/** "2026-11-01" as "November 1, 2026", the same on every machine whatever its time zone. */
export const displayDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })
