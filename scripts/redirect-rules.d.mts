// The types of redirect-rules.mjs, for the tests that hold a built _redirects against it.
export function redirectLineProblems(text: string): string[]
