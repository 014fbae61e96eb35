// The types of build-warnings.mjs, for its tests.
export function warningsIn(log: string): string[]
export function buildWarnings(log: string, chunks: string[], siteDir: string): string[]
