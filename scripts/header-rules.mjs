// Netlify's _headers as scripts/serve.mjs applies them, and the check that no path is matched
// by two rules setting the same header: then what a response carries cannot depend on how a
// CDN merges overlapping rules.
//
// Two readings of a rule's path come from Netlify. Its headers parser (@netlify/headers-parser,
// which `netlify dev` applies, and which Netlify's CLI says follows production) reads "/og/*" as
// "/og" followed by anything, so it takes /og-image.png too. Its redirect engine
// (netlify-redirector) reads a splat by path segments: "/og/*" is /og and what is under it. This
// server applies the parser's reading; the overlap check holds a build to both, so a response's
// headers are the same whichever one the CDN uses.
import fs from "node:fs"
import path from "node:path"
import { parseAllHeaders } from "@netlify/headers-parser"
import { NOT_FOUND_PATH } from "./built-routes.mjs"

/** A _headers path as Netlify's redirect engine reads it: "/pricing/*" takes /pricing and what is under it, not /pricing-plans. */
export function segmentPattern(rulePath) {
  const escaped = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
  const part = (segment) => (segment === "*" ? "(?:/(.*))?" : `/${segment.startsWith(":") ? "([^/]+)" : escaped(segment).replace(/\*/g, "(.*)")}`)
  return new RegExp(`^${rulePath.split("/").filter(Boolean).map(part).join("") || "/"}/?$`, "iu")
}

/** The rules of a _headers file as Netlify's parser reads them, each with both readings of its path. */
export async function readHeaderRules(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], minimal: false, configHeaders: [] })
  if (errors.length) throw new Error(`${file} has lines Netlify would not apply:\n${errors.map((error) => `  ${error.message}`).join("\n")}`)
  return headers.map((rule) => ({ path: rule.for, pattern: rule.forRegExp, segments: segmentPattern(rule.for), headers: Object.entries(rule.values) }))
}

// Paths each rule stands for, its wildcards filled in empty and with a word: two rules overlap
// if one matches a path the other stands for.
const instances = (rulePath) =>
  ["", "x"].map(
    (fill) =>
      rulePath
        .replace(/:[^/]+/g, "x")
        .replaceAll("*", fill)
        .replace(/\/+$/, "") || "/",
  )

/** Every path a request can name in a build: each file, each page's route, and unknown paths. */
export function requestPaths(publicDir) {
  const files = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  const paths = files.map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
  const routes = paths.filter((file) => file.endsWith(".html")).map((file) => file.replace(/(\/index)?\.html$/, "") || "/")
  return [...new Set([...paths, ...routes, ...routes.map((route) => `${route.replace(/\/$/, "")}/`), NOT_FOUND_PATH, `/admin${NOT_FOUND_PATH}`])]
}

// A rule's path of plain ASCII with no wildcard or placeholder matches, in both readings, itself
// alone, in any case and with or without a closing slash: such rules are looked up by that key, the
// others tried on every path, so the check grows with the paths, not with paths times pages.
const isLiteral = (rulePath) => /^[!-~]*$/.test(rulePath) && !/[*:]/.test(rulePath)
const literalKey = (rulePath) =>
  `/${rulePath
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .join("/")}`.toLowerCase()
const pathKey = (probe) => probe.toLowerCase().replace(/(.)\/$/, "$1")

/** Each path matched by two rules that set the same header, with the rules. */
export function overlappingRules(rules, paths) {
  const probes = [...new Set([...paths, ...rules.flatMap((rule) => instances(rule.path))])]
  const literal = new Map()
  for (const rule of rules.filter((rule) => isLiteral(rule.path))) {
    const key = literalKey(rule.path)
    literal.set(key, [...(literal.get(key) ?? []), rule])
  }
  const patterned = rules.filter((rule) => !isLiteral(rule.path))
  const order = new Map(rules.map((rule, i) => [rule, i]))
  const found = []
  for (const probe of probes) {
    // Unicode's case folding can take a letter outside ASCII to one inside it: such a path is tried against every rule.
    const candidates = /^\p{ASCII}*$/u.test(probe) ? [...(literal.get(pathKey(probe)) ?? []), ...patterned].sort((a, b) => order.get(a) - order.get(b)) : rules
    const setters = new Map()
    for (const rule of candidates.filter((candidate) => candidate.pattern.test(probe) || candidate.segments.test(probe))) {
      for (const [name] of rule.headers) setters.set(name.toLowerCase(), [...(setters.get(name.toLowerCase()) ?? []), rule.path])
    }
    for (const [header, rulePaths] of setters) if (rulePaths.length > 1) found.push({ path: probe, header, rules: rulePaths })
  }
  return found
}
