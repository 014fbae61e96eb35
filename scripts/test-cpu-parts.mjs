// What a process of `npm test` is, for scripts/bench-test.mjs: the part of the run it belongs to
// (the phase its ancestors name) and what it does there (the nearest of it and its ancestors that
// a rule knows), from its command line and its ancestors', nearest first.
import { stripVTControlCharacters } from "node:util"

// The part of the run: named by the nearest command line that one of these matches.
const PHASES = [
  ["browser tests", /playwright(\.js)? test\b/],
  ["integration tests", /\bjest integration\b/],
  ["deploy command", /scripts\/deploy\.sh\b/],
  ["install", /^npm (install|i|ci)\b/],
]

// What a process does: the rule matching the nearest command line. Workers no rule names (Gatsby's,
// Jest's, webpack's minifier's) take after the tool that started them.
const KINDS = [
  ["Chromium", /\/chromium[^/\s]*(\s|$)/],
  ["Firefox", /\/firefox(-esr)?(\s|$)/],
  ["WebKit", /webkit2gtk|\/WebKit[A-Za-z]*Process\b|\/MiniBrowser\b|\/pw_run\.sh\b/],
  ["Gatsby builds", /gatsby\/cli\.js build\b|scripts\/gatsby\.mjs build\b/],
  ["develop servers", /gatsby\/cli\.js develop\b|scripts\/gatsby\.mjs develop\b|\/\.cache\/tmp-\d+-\w+(\s|$)/],
  ["type check", /\/\.bin\/tsc\b|typescript\/bin\/tsc\b|^npm run typecheck\b/],
  ["npm run serve", /scripts\/serve\.mjs\b/],
  ["editor's backend", /scripts\/cms-backend\.mjs\b/],
  ["HTML validator", /vnu\.jar\b/],
  ["Playwright", /playwright/],
  ["Jest", /\/\.bin\/jest\b|\/jest(-cli)?\/bin\/jest(\.js)?\b/],
]

/** The run's part `commands` (a process's command line, then its parent's, and so on) belong to. */
export function partOf(commands) {
  const phase = firstNamed(PHASES, commands) ?? "the rest"
  const kind = firstNamed(KINDS, commands) ?? "other"
  return `${phase}: ${kind === "Jest" && phase === "deploy command" ? "unit tests" : kind}`
}

/** The name of the first of `rules` to match the nearest command line that one of them matches. */
function firstNamed(rules, commands) {
  for (const command of commands) {
    const named = rules.find(([, rule]) => rule.test(command))
    if (named) return named[0]
  }
}

/** The Gatsby command `command` starts, if it is one: a build or a develop server. */
export function gatsbyCommand(command) {
  return command.match(/gatsby\/cli\.js (build|develop)\b/)?.[1]
}

const SECONDS = { ms: 0.001, s: 1, m: 60 }

/**
 * Each test file's seconds, from the runners' output: Jest's "PASS file (12.3 s)" for a file that
 * took over its threshold, and Playwright's list of tests, "✓ 12 [project] › e2e/file.spec.ts:3:5 ›
 * title (843ms)", summed by project and file.
 */
export function fileSeconds(output) {
  const files = new Map()
  const add = (file, seconds) => files.set(file, (files.get(file) ?? 0) + seconds)
  for (const line of stripVTControlCharacters(output).split("\n")) {
    const jest = line.match(/^(?:PASS|FAIL) (\S+) \((\d+(?:\.\d+)?) s\)/)
    if (jest) add(jest[1], Number(jest[2]))
    const test = line.match(/[✓✘-]\s+\d+ (\[[^\]]+\]) › (\S+?):\d+:\d+ › .* \((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/)
    if (test) add(`${test[1]} ${test[2]}`, Number(test[3]) * SECONDS[test[4]])
  }
  return [...files].sort((a, b) => b[1] - a[1])
}
