// The site's permanent redirects: the former addresses of pages and legal documents that moved
// (read from the repository's history, src/node/headers/former-addresses.ts), and the ones writers make
// in site.json. One list, each redirect one hop to where its page is now; a move never takes an
// address the site has now, and a writer's redirect that would is refused with its field.
import type { Problem } from "./problems"

/** From an address (or a prefix, "/terms-of-service/*") to another ("/terms/:splat", or https://…). */
export type Redirect = { from: string; to: string }
/** A writer's redirect in site.json, with its index there. */
export type MadeRedirect = Redirect & { index: number }

const FILE = "content/site.json"
const pathOf = (target: string) => target.split("#")[0]!.replace(/(.)\/$/, "$1")
const isExternal = (target: string) => /^https:\/\//.test(target)

/**
 * Every redirect the site publishes, made ones first: a move whose former address the site has
 * now (a page moved back, or another page took it) is dropped, and each target is followed
 * through the others to the address it ends at, so that every redirect is one hop.
 */
export function siteRedirects(made: readonly Redirect[], moves: readonly Redirect[], isLive: (path: string) => boolean): Redirect[] {
  const kept = [...made, ...moves.filter(({ from }) => !isLive(pathOf(from)))]
  const byFrom = new Map<string, string>()
  for (const { from, to } of kept) if (!byFrom.has(pathOf(from))) byFrom.set(pathOf(from), to)
  const seen = new Set<string>()
  return kept.flatMap(({ from, to }) => {
    if (seen.has(from)) return []
    seen.add(from)
    const end = finalTarget(to, byFrom)
    return end === undefined ? [] : [{ from, to: end }]
  })
}

// Where `to` ends after following the redirects: undefined for a loop.
function finalTarget(to: string, byFrom: ReadonlyMap<string, string>): string | undefined {
  const visited = new Set<string>()
  let target = to
  while (!isExternal(target) && byFrom.has(pathOf(target))) {
    if (visited.has(pathOf(target))) return undefined
    visited.add(pathOf(target))
    const next = byFrom.get(pathOf(target))!
    const anchor = target.includes("#") && !next.includes("#") ? `#${target.split("#")[1]}` : ""
    target = `${next}${anchor}`
  }
  return target
}

/**
 * The problems of the writers' redirects: one from an address the site has (`whoHas` names
 * what has it) or an earlier redirect has, one to an address that neither exists (`exists`) nor
 * leads through the other redirects to one that does, and a loop.
 */
export function madeRedirectProblems(
  made: readonly MadeRedirect[],
  moves: readonly Redirect[],
  whoHas: (path: string) => string | undefined,
  exists: (target: string) => string | undefined,
): Problem[] {
  // The first redirect from an address is the one published: a later one from it would never be followed.
  const first = new Map<string, MadeRedirect>()
  for (const redirect of made) if (!first.has(pathOf(redirect.from))) first.set(pathOf(redirect.from), redirect)
  const byFrom = new Map([...moves, ...first.values()].map(({ from, to }) => [pathOf(from), to]))
  return made.flatMap(({ from, to, index }): Problem[] => {
    const field = `redirects[${index}]`
    const owner = whoHas(pathOf(from))
    if (owner) return [{ file: FILE, field: `${field}.from`, message: `expected an address the site does not have, found "${from}" (${owner} has it)` }]
    const earlier = first.get(pathOf(from))!
    if (earlier.index !== index)
      return [
        {
          file: FILE,
          field: `${field}.from`,
          message: `expected an address no other redirect has, found "${from}" (Redirect ${earlier.index + 1} sends it to "${earlier.to}")`,
        },
      ]
    const end = finalTarget(to, byFrom)
    if (end === undefined)
      return [{ file: FILE, field: `${field}.to`, message: `expected redirects that end at a page, found a loop: ${loopOf(from, byFrom).join(" → ")}` }]
    const missing = isExternal(end) ? undefined : exists(end)
    return missing ? [{ file: FILE, field: `${field}.to`, message: `${missing}, found "${to}"${end === to ? "" : ` (which leads to "${end}")`}` }] : []
  })
}

// The addresses a loop goes through, from `from` back to the first it visits twice.
function loopOf(from: string, byFrom: ReadonlyMap<string, string>): string[] {
  const path = [pathOf(from)]
  while (path.indexOf(path.at(-1)!) === path.length - 1 && byFrom.has(path.at(-1)!)) path.push(pathOf(byFrom.get(path.at(-1)!)!))
  return path
}
