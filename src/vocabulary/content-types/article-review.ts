// An article's review by a second author: when it falls due again, which the build warns of
// (src/site/site-check.ts) and the editor shows above the entry.

import { daysBetween } from "../fields"

/** Whether an article reviewed on `reviewed` is due a review on `today`, reviews coming every `everyDays` days. */
export const reviewIsDue = (reviewed: string, today: string, everyDays: number) => daysBetween(reviewed, today) > everyDays

/** The warning of a review due, for the `reviewed` field of the article it names. */
export const reviewDueMessage = (reviewed: string, today: string, everyDays: number) =>
  `review due: reviewed on ${reviewed}, ${daysBetween(reviewed, today)} days ago, longer than the ${everyDays} days a review holds (site.json's articles.reviewEveryDays); have it reviewed again and change its review date (it still builds)`
