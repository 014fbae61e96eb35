// Where a page stands among the others: the pages above it, for its breadcrumb trail.

/** The pages a page stands under, outermost first (/case-studies for /case-studies/orthopaedic-practice), the landing page left out. */
export function ancestorsOf<T extends { path: string }>(path: string, pages: readonly T[]): T[] {
  const parts = path.split("/").filter(Boolean)
  return parts.slice(0, -1).flatMap((_, i) => pages.filter((page) => page.path === `/${parts.slice(0, i + 1).join("/")}`))
}
