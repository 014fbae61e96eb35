// The site's redirects as the content check and the build see them: the writers' own in site.json,
// and what has an address now, which a redirect may neither take nor leave dangling.
import type { Address } from "../content/addresses"
import type { MadeRedirect } from "../content/redirects"
import { addressOwner, isPageAddress } from "./links"
import { listFiles } from "./content-dir"
import fs from "node:fs"
import path from "node:path"

const staticFiles = (contentDir: string) => {
  const staticDir = path.join(contentDir, "..", "static")
  return fs.existsSync(staticDir) ? new Set(listFiles(staticDir).map((name) => `/${name}`)) : new Set<string>()
}

/** What has an address now, among the pages and documents (`addresses`), the site's own routes and the files of static/ beside `contentDir`. */
export function addressOwnerIn(contentDir: string, addresses: readonly Address[]): (route: string) => string | undefined {
  const files = staticFiles(contentDir)
  return (route) => (files.has(route) ? `the file static${route}` : addressOwner(route, addresses))
}

/** Whether the build publishes something at an address: a page or document, one of `pdfs`, or a file of static/. A move from it is dropped. */
export function isLiveIn(contentDir: string, addresses: readonly Address[], pdfs: ReadonlySet<string>): (route: string) => boolean {
  const files = staticFiles(contentDir)
  return (route) => files.has(route) || pdfs.has(route) || isPageAddress(route, addresses)
}

// The writers' redirects in site.json, each with its index there.
export const madeRedirects = (site: Record<string, unknown> | undefined): MadeRedirect[] =>
  (Array.isArray(site?.redirects) ? (site.redirects as Array<{ from?: unknown; to?: unknown }>) : []).flatMap((redirect, index) =>
    typeof redirect?.from === "string" && typeof redirect.to === "string" ? [{ from: redirect.from, to: redirect.to, index }] : [],
  )
