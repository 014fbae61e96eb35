// The types of header-rules.mjs, for the tests that hold it against Netlify's matchers and the build's rules.
export function segmentPattern(rulePath: string): RegExp
export type HeaderRule = { path: string; pattern: RegExp; segments: RegExp; headers: Array<[string, string]> }
export function readHeaderRules(file: string): Promise<HeaderRule[]>
export function overlappingRules(rules: HeaderRule[], paths: string[]): Array<{ path: string; header: string; rules: string[] }>
export function requestPaths(publicDir: string): string[]
