// The types of request-path.mjs, for the tests that read a path as `npm run serve` does.
export function requestPath(rawPath: string): string | undefined
