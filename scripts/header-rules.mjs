// Netlify's _headers as scripts/serve.mjs applies them, and the check that no path is matched
// by two rules setting the same header: then what a response carries cannot depend on how a
// CDN merges overlapping rules.
import fs from "node:fs"
import path from "node:path"
import { NOT_FOUND_PATH } from "./built-routes.mjs"

// A _headers path as Netlify matches it: a trailing slash is optional, "/pricing/*" also matches
// /pricing itself but not /pricing-plans (as Netlify's own matcher answers), ":name" is one
// segment, and case is ignored.
export function rulePattern(rulePath) {
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
  const part = (segment) => (segment === "*" ? "(?:/(.*))?" : `/${segment.startsWith(":") ? "([^/]+)" : escape(segment).replace(/\*/g, "(.*)")}`)
  return new RegExp(`^${rulePath.split("/").filter(Boolean).map(part).join("") || "/"}/?$`, "iu")
}

/** The rules of a _headers file: a path pattern line, then indented "Name: value" lines. */
export function parseHeaderRules(text) {
  const rules = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), pattern: rulePattern(line.trim()), headers: [] })
    } else if (rules.length) {
      const at = line.indexOf(":")
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
    }
  }
  return rules
}

// Paths each rule stands for, its wildcards filled in empty and with a word: two rules overlap
// if one matches a path the other stands for.
const instances = (rulePath) => ["", "x"].map((fill) => rulePath.replace(/:[^/]+/g, "x").replaceAll("*", fill).replace(/\/+$/, "") || "/")

/** Every path a request can name in a build: each file, each page's route, and unknown paths. */
export function requestPaths(publicDir) {
  const files = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  const paths = files.map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
  const routes = paths.filter((file) => file.endsWith(".html")).map((file) => file.replace(/(\/index)?\.html$/, "") || "/")
  return [...new Set([...paths, ...routes, ...routes.map((route) => `${route.replace(/\/$/, "")}/`), NOT_FOUND_PATH, `/admin${NOT_FOUND_PATH}`])]
}

/** Each path matched by two rules that set the same header, with the rules. */
export function overlappingRules(rules, paths) {
  const probes = [...new Set([...paths, ...rules.flatMap((rule) => instances(rule.path))])]
  const found = []
  for (const probe of probes) {
    const setters = new Map()
    for (const rule of rules.filter((candidate) => candidate.pattern.test(probe))) {
      for (const [name] of rule.headers) setters.set(name.toLowerCase(), [...(setters.get(name.toLowerCase()) ?? []), rule.path])
    }
    for (const [header, rulePaths] of setters) if (rulePaths.length > 1) found.push({ path: probe, header, rules: rulePaths })
  }
  return found
}
