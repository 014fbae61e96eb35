// The types of header-rules.mjs, for the browser tests that hold it against Netlify's matcher.
export function rulePattern(rulePath: string): RegExp
