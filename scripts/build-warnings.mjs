// The warnings a production build printed, read from its log: npm test fails when the site's own
// build prints any. One notice is Gatsby's and not a fault: a template with a page query whose
// pages this site has none of (the articles' template before the first article) "will not be
// run"; it is let through only while no page of the build uses that template.
// scripts/check-build-warnings.mjs reads a build's log with it.
import path from "node:path"

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC begins a terminal colour code
const CONTROL = /\u001b\[[0-9;]*[A-Za-z]|\r/g
const LEVEL = /^(success|info|warn|error|ERROR|verbose)\b/
const UNUSED_TEMPLATE = /^The GraphQL query in the non-page component "([^"]+)" will not be run\./

/** Each warning of Gatsby's log `log`, its lines joined. */
export function warningsIn(log) {
  const warnings = []
  let current
  for (const line of log.replace(CONTROL, "").split("\n")) {
    if (line.startsWith("warn ")) {
      current = [line.slice("warn ".length).trim()]
      warnings.push(current)
    } else if (current && line.trim() && !LEVEL.test(line)) current.push(line.trim())
    else current = undefined
  }
  return warnings.map((lines) => lines.join(" "))
}

// Gatsby's name for a component's scripts ("component---src-templates-article-tsx"), letters and digits alone.
const bare = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, "")

/** The warnings of `log` that are faults: all but the notice of a template no page uses (`chunks`: the names of the components pages use). */
export function buildWarnings(log, chunks, siteDir) {
  const used = new Set(chunks.map(bare))
  return warningsIn(log).filter((warning) => {
    const template = warning.match(UNUSED_TEMPLATE)?.[1]
    return !template || used.has(bare(`component---${path.relative(siteDir, template)}`))
  })
}
