// The types of header-rules.mjs, for the browser tests that hold it against Netlify's matchers.
export function segmentPattern(rulePath: string): RegExp
export type HeaderRule = { path: string; pattern: RegExp; segments: RegExp; headers: Array<[string, string]> }
export function readHeaderRules(file: string): Promise<HeaderRule[]>
export function overlappingRules(rules: HeaderRule[], paths: string[]): Array<{ path: string; header: string; rules: string[] }>
