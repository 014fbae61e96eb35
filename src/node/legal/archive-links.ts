// Where an earlier version's links lead on the day the site is built for. Its text was checked on
// the days it was current; since then a page it links may have moved, come down or been deleted,
// and a topic's page may list no live article. A link leads where its address leads that day (as
// a current document's does), or, where the day serves no page there, keeps its words unlinked:
// a reader of the old text is never sent to a page that is not found.
import type { SourceNodesArgs } from "gatsby"
import type { Address } from "../../vocabulary/addresses"
import type { Redirect } from "../../vocabulary/redirects"
import { redirected, targetProblem } from "../../site/links"
import { type AddressNodes, publishedRedirects } from "../headers/redirects"

type Routed = { path: string; sourceFile: string }

/** Where a link leads on the day the content's nodes were made for, or null where the day serves no page. */
export function archiveLinksOfTheDay(getNodesByType: SourceNodesArgs["getNodesByType"]): (href: string) => string | null {
  // Worked out at the first link inside the site: develop asks again on every content edit, and the
  // redirects read the repository's history.
  let leadOf: ((href: string) => string | null) | undefined
  return (href) => {
    if (!href.startsWith("/")) return href
    leadOf ??= daysLeads(getNodesByType)
    return leadOf(href)
  }
}

function daysLeads(getNodesByType: SourceNodesArgs["getNodesByType"]): (href: string) => string | null {
  const nodes = <T>(type: string) => getNodesByType(type) as unknown as T[]
  const pages = nodes<Routed>("ContentPage")
  const legal = nodes<AddressNodes["legal"][number]>("LegalDocument")
  const subjects = [...nodes<Routed>("Author"), ...nodes<Routed>("Topic")]
  const sendsOn = nodes<{ sendsOn: Redirect[] }>("SiteDay")[0]?.sendsOn ?? []
  const addresses: Address[] = [
    ...pages.map(({ path, sourceFile }) => ({ file: sourceFile, path, kind: "page" as const, anchors: new Set<string>() })),
    ...legal.map(({ path, sourceFile }) => ({ file: sourceFile, path, kind: "legal" as const, anchors: new Set<string>() })),
    ...subjects.map(({ path, sourceFile }) => ({ file: sourceFile, path, kind: "subject" as const, anchors: new Set<string>() })),
  ]
  // As Netlify reads _redirects: the first rule for an address applies.
  const leads = new Map<string, string>()
  for (const { from, to } of [...sendsOn, ...publishedRedirects({ pages, legal }, sendsOn).redirects]) if (!leads.has(from)) leads.set(from, to)
  return (href) => {
    const end = redirected(href, leads)
    if (/^https:\/\//.test(end)) return end
    return targetProblem(end.split("#")[0]!, addresses) ? null : end
  }
}
