// The site's redirects as the content check and the build see them: the writers' own in site.json,
// and what has an address now, which a redirect may neither take nor leave dangling.
import type { Address } from "../vocabulary/addresses"
import type { MadeRedirect } from "../vocabulary/redirects"
import { redirectSchema } from "../vocabulary/schema"
import { addressOwner, isPageAddress } from "./links"
/** What has an address now, among the pages and documents (`addresses`), the site's own routes and the files of static/ (`files`, by their addresses). */
export function addressOwnerIn(files: ReadonlySet<string>, addresses: readonly Address[]): (route: string) => string | undefined {
  return (route) => (files.has(route) ? `the file static${route}` : addressOwner(route, addresses))
}

/** Whether the build publishes something at an address: a page or document, one of `pdfs`, or a file of static/ (`files`). A move from it is dropped. */
export function isLiveIn(files: ReadonlySet<string>, addresses: readonly Address[], pdfs: ReadonlySet<string>): (route: string) => boolean {
  return (route) => files.has(route) || pdfs.has(route) || isPageAddress(route, addresses)
}

// The writers' redirects in site.json that its schema reads, each with its index there: the schema names the others.
export const madeRedirects = (site: Record<string, unknown> | undefined): MadeRedirect[] =>
  (Array.isArray(site?.redirects) ? (site.redirects as unknown[]) : []).flatMap((redirect, index) => {
    const read = redirectSchema.safeParse(redirect)
    return read.success ? [{ ...read.data, index }] : []
  })
