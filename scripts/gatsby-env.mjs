// The environment Gatsby runs in, whatever starts it (scripts/gatsby.mjs): no telemetry, a temporary
// folder of its own, and no warning of the age of the browsers data, which grows with the date and
// not with the code: Renovate's weekly lock file maintenance (renovate.json) renews caniuse-lite, and
// the build of a later day must print no warning (npm test fails on any).
export const gatsbyEnv = (temporary) => ({ ...process.env, GATSBY_TELEMETRY_DISABLED: "1", BROWSERSLIST_IGNORE_OLD_DATA: "1", TMPDIR: temporary })
